import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { BookListItem, DownloadResource } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { pdfViewUrl } from '../lib/query-kinds';
import { ResourceRow } from './ResourceRow';
import { Cover } from '@/components/Cover/Cover';
import styles from '../pages/Downloads.module.css';

/** The downloadable resources of a book (a preview opens the PDF viewer), or its empty view. */
export function ResourceList({
  list,
  emptyTitle,
  startSignal = 0,
}: {
  list: DownloadResource[];
  emptyTitle: string;
  startSignal?: number;
}) {
  const navigate = useNavigate();
  if (list.length === 0)
    return <PageStatus art="empty" title={emptyTitle} description="资源正在整理上传中，请稍后再来" />;
  return (
    <>
      <div className={styles.sectionHead}>
        <span>可下载资源</span>
        <span className={styles.sectionNote}>共 {list.length} 个</span>
      </div>
      <ul className={styles.rows} aria-label="资源列表">
        {list.map((r) => (
          <ResourceRow
            key={r.id}
            resource={r}
            startSignal={startSignal}
            onPreview={() => void navigate(pdfViewUrl(r.path, r.title))}
          />
        ))}
      </ul>
    </>
  );
}

/** A book's cover, title, a tag and a line, with an optional action on the right. */
export function BookHead({
  book,
  subtitle,
  tag,
  action,
}: {
  book: Pick<BookListItem, 'title' | 'pictureV'>;
  subtitle: string;
  tag: string;
  action?: ReactNode;
}) {
  return (
    <section className={styles.bookHead}>
      <Cover src={book.pictureV} className={styles.bookCover} />
      <div className={styles.bookBody}>
        <h1 className={styles.bookTitle}>{book.title}</h1>
        <div className={styles.bookMeta}>
          <span className={styles.kindTag}>{tag}</span>
          {subtitle}
        </div>
      </div>
      {action}
    </section>
  );
}
