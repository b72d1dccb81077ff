import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView, type ErrorView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { useBookDownloads, useBookInfoOne, useBooksByType, useDownloadsByCode } from '../api/downloads';
import { BookHead, ResourceList } from '../components/ResourceList';
import { TabRow } from '../components/TabRow';
import { useDicNames } from '../lib/dic-names';
import { readHomeGrade, readHomeSubject } from '../lib/grade';
import { downloadTarget, KIND_TITLES } from '../lib/query-kinds';
import styles from './Downloads.module.css';
import { BookLinkButton } from '@/components/BookLinkButton/BookLinkButton';
import { Picture } from '@/components/Picture/Picture';

/**
 * 资源下载: the resources of the book a printed code belongs to (`lessonno` all, `lessonnoDa` answers,
 * `lessonnoKa` courseware, `lessonnoZi` material, `lessonnoPi` all with 全部下载 and no way on to the
 * book), of a book (`bookNo`), or a book picker for the home's grade and volume.
 */
export default function ResourcesDownloadPage() {
  const [params, setParams] = useSearchParams();
  const target = downloadTarget(params);
  if (target.by === 'code') return <ByCode code={target.code} kind={target.kind} />;
  if (target.by === 'book') return <ByBook bookNo={target.bookNo} />;
  return <Picker onPick={(bookNo) => setParams({ bookNo })} />;
}

function ByCode({ code, kind }: { code: string; kind: Parameters<typeof useDownloadsByCode>[1] }) {
  const res = useDownloadsByCode(code, kind);
  const [all, setAll] = useState(0);
  const loadError = useLoadError();
  const batch = kind === 'pi';
  return (
    <QueryView query={res} error={loadError}>
      {({ books, lessonTitle, list }) => {
        const book = books[0];
        return (
          <div className={styles.page}>
            {book ? (
              <BookHead
                book={book}
                subtitle={books.length > 1 ? `共 ${books.length} 本图书` : lessonTitle}
                tag={KIND_TITLES[kind]}
                action={
                  batch ? (
                    list.length > 0 ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => setAll((n) => n + 1)}
                      >
                        全部下载
                      </button>
                    ) : null
                  ) : books.length === 1 ? (
                    <BookLinkButton bookNo={book.bookNo} className={styles.linkButton}>
                      查看图书
                    </BookLinkButton>
                  ) : null
                }
              />
            ) : null}
            <ResourceList
              list={list}
              startSignal={all}
              emptyTitle={`这本书暂无${kind === 'all' || batch ? '' : KIND_TITLES[kind]}资源`}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

function ByBook({ bookNo }: { bookNo: string }) {
  const info = useBookInfoOne(bookNo);
  const res = useBookDownloads(bookNo);
  const loadError = useLoadError();
  return (
    <QueryView query={res} error={loadError}>
      {(data) => (
        <div className={styles.page}>
          {info.data ? (
            <BookHead
              book={info.data}
              subtitle={`${info.data.subject} · ${info.data.grade}${info.data.cebie}`}
              tag="全部资源"
            />
          ) : null}
          <ResourceList list={data.list} emptyTitle="这本书暂无可下载的资源" />
        </div>
      )}
    </QueryView>
  );
}

/** A code or book that is not there offers the book picker; other failures offer 重试. */
function useLoadError() {
  const navigate = useNavigate();
  return (error: Error, retry: () => void): ErrorView =>
    isApiError(error) && error.status === 404
      ? {
          art: 'notFound',
          title: '没有找到对应的图书',
          description: error.message,
          actionText: '选择图书',
          onAction: () => void navigate(PAGES.resourcesDownload.path, { replace: true }),
        }
      : { title: '资源加载失败', description: error.message, actionText: '重试', onAction: retry };
}

/** No code: books with resources for the home's grade and volume, by subject. */
function Picker({ onPick }: { onPick: (bookNo: string) => void }) {
  const grade = readHomeGrade();
  const names = useDicNames();
  const [subject, setSubject] = useState<number | null>(readHomeSubject);
  const books = useBooksByType('download', grade, subject);
  const gradeText = grade ? `${names.grade(grade.gradeId)}${names.cebie(grade.cebieId)}` : '全部年级';
  return (
    <div className={styles.page}>
      <p className={styles.pickerHint}>选择图书查看可下载的资源（{gradeText}，可在首页切换年级）</p>
      <TabRow
        label="学科"
        tabs={[{ id: 0, name: '全部' }, ...names.subjects]}
        active={subject ?? 0}
        onChoose={(id) => setSubject(id || null)}
      />
      <QueryView
        query={books}
        error={(error) => ({ title: '图书加载失败', description: error.message })}
        isEmpty={(data) => data.list.length === 0}
        empty={{ title: '暂无可下载资源的图书', description: '换个学科或年级看看吧' }}
      >
        {(data) => (
          <ul className={styles.bookList} aria-label="图书">
            {data.list.map((b) => (
              <li key={b.bookNo}>
                <button type="button" className={styles.bookItem} onClick={() => onPick(b.bookNo)}>
                  <Picture src={b.pictureV} alt="" className={styles.bookCover} loading="lazy" />
                  <span className={styles.bookBody}>
                    <span className={styles.bookTitle}>{b.title}</span>
                  </span>
                  <span className={styles.chev} aria-hidden="true">
                    ›
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
