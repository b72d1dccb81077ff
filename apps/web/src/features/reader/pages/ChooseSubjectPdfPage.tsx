import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import type { EBook } from '@jc/contract';
import { QueryList } from '@/components/QueryView/QueryList';
import { useDicData } from '@/lib/dictionary';
import { useSubjectPdfs } from '../api/reader';
import { pdfViewLink, subjectParam } from '../lib/reader-links';
import { CardButton } from '@/components/Card/Card';
import { Cover } from '@/components/Cover/Cover';
import styles from './ReaderPages.module.css';

const ALL = 'all';

/** 选择学科: the PDFs of a subject (tabs 全部 + the subjects; `?subject=` in the address); tap → pdfView. */
export default function ChooseSubjectPdfPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const subjects = useDicData('subject');
  const subject = subjectParam(params.get('subject'));
  const pdfs = useSubjectPdfs(subject);
  const names = new Map(subjects.data?.dicList.map((s) => [s.id, s.name]) ?? []);

  const open = (book: EBook) => void navigate(pdfViewLink(book.pdf, book.title));

  return (
    <div className={styles.listPage}>
      <Tabs
        className={styles.tabs}
        activeKey={subject === null ? ALL : String(subject)}
        onChange={(key) => setParams(key === ALL ? {} : { subject: key }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title="全部" />
        {subjects.data?.dicList.map((s) => (
          <Tabs.Tab key={String(s.id)} title={s.name} />
        ))}
      </Tabs>
      <QueryList
        query={pdfs}
        error={(error) => ({ title: '资料加载失败', description: error.message })}
        empty={{ title: '暂无资料', description: '这个学科的电子资料还在整理中' }}
        label="资料列表"
        className={styles.pdfList}
        itemKey={(book) => book.id}
      >
        {(book) => (
          <CardButton className={styles.pdfCard} onClick={() => open(book)}>
            <Cover src={book.cover} className={styles.pdfCover} lazy />
            <span className={styles.pdfBody}>
              <span className={styles.pdfTitle}>{book.title}</span>
              <span className={styles.pdfMeta}>
                {names.get(book.subjectId) ?? ''}
                {book.pages > 0 ? ` · 共 ${book.pages} 页` : ''}
              </span>
              <span className={styles.pdfOpen}>阅读 PDF</span>
            </span>
          </CardButton>
        )}
      </QueryList>
    </div>
  );
}
