import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type EBook } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { useEBook, useEBookAreas } from '../api/downloads';
import { useDicNames } from '../lib/dic-names';
import { pdfViewUrl } from '../lib/query-kinds';
import { Cover } from '@/components/Cover/Cover';
import styles from './Downloads.module.css';
import { BookLinkButton } from '@/components/BookLinkButton/BookLinkButton';

/** 样书详情 (?id): one e-sample book; 阅读样书 opens its PDF in the document viewer. */
export default function SampleBookInfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id')?.trim() ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const book = useEBook(id);
  const areas = useEBookAreas();

  if (id === null)
    return (
      <PageStatus
        art="notFound"
        title="没有找到这本样书"
        description="链接不完整，去样书列表看看吧"
        actionText="电子样书"
        onAction={() => void navigate(PAGES.sampleBook.path, { replace: true })}
      />
    );
  const toList = () => void navigate(PAGES.sampleBook.path, { replace: true });
  return (
    <QueryView
      query={book}
      error={(error, retry) => {
        const missing = isApiError(error) && error.status === 404;
        return {
          art: missing ? 'notFound' : 'error',
          title: missing ? '没有找到这本样书' : '样书加载失败',
          description: error.message,
          actionText: missing ? '电子样书' : '重试',
          onAction: missing ? toList : retry,
        };
      }}
    >
      {(b) => <SampleBookInfo b={b} areaName={areas.data?.find((a) => a.id === b.areaId)?.name ?? ''} />}
    </QueryView>
  );
}

/** The book's cover, facts and the ways on (同步课程, 阅读样书). */
function SampleBookInfo({ b, areaName }: { b: EBook; areaName: string }) {
  const navigate = useNavigate();
  const names = useDicNames();
  const rows: [string, string][] = [
    ['版本', areaName],
    ['学科', names.subject(b.subjectId)],
    ['年级', `${names.grade(b.gradeId)}${names.cebie(b.cebieId)}`],
    ['页数', `${b.pages} 页`],
  ];
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <Cover src={b.cover} className={styles.heroCover} />
        <div className={styles.heroBody}>
          <h1 className={styles.heroTitle}>{b.title}</h1>
          <dl className={styles.facts}>
            {rows
              .filter(([, v]) => v !== '')
              .map(([k, v]) => (
                <div key={k} className={styles.fact}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
        </div>
      </section>
      <p className={styles.note}>样书为教材节选页面，完整内容请以纸质教材为准。</p>
      <div className={styles.actionsBar}>
        {b.bookNo ? (
          <BookLinkButton bookNo={b.bookNo} className={styles.ghostButton}>
            同步课程
          </BookLinkButton>
        ) : null}
        <button
          type="button"
          className={styles.primaryButton}
          disabled={!b.pdf}
          onClick={() => void navigate(pdfViewUrl(b.pdf, b.title))}
        >
          阅读样书
        </button>
      </div>
    </div>
  );
}
