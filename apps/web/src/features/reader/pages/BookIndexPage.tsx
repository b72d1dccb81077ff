import { useNavigate, useSearchParams } from 'react-router';
import type { EBookPages } from '@jc/contract';
import { PdfViewer } from '@/components/pdf-viewer';
import { PageStatus } from '@/components/PageStatus';
import { QueryView, type ErrorView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { checkPdfAddress } from '@/lib/safe-url';
import { useGoBack } from '@/lib/use-go-back';
import { useBooksByCode, useEbookPages } from '../api/reader';
import { pdfViewLink } from '../lib/reader-links';
import { bookDetailsUrl } from '@/lib/page-urls';
import styles from './ReaderPages.module.css';
import { BookLinkButton } from '@/components/BookLinkButton/BookLinkButton';
import { Picture } from '@/components/Picture/Picture';

const NO_EBOOK = '这本书暂无电子书';

/**
 * 图书目录 (`?id=`, from a book's QR code `/r?bk=…`): `id` is a book code (`bk927`) or a book number.
 * The e-book's cover and facts, then its pages as pictures (tap → the PDF at that page); an e-book
 * without pictures shows its PDF in the viewer.
 */
export default function BookIndexPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const id = params.get('id')?.trim() ?? '';
  const ebook = useEbookPages(id);
  const noEbook = isApiError(ebook.error) && ebook.error.code === 404 && ebook.error.message === NO_EBOOK;
  const books = useBooksByCode(id, noEbook);

  if (id === '')
    return <PageStatus art="notFound" title="缺少图书编码" actionText="返回" onAction={goBack} />;
  return (
    <QueryView
      query={ebook}
      error={(error): ErrorView => {
        const lesson = books.data?.[0];
        if (noEbook)
          return {
            art: 'empty',
            title: NO_EBOOK,
            description: lesson ? `《${lesson.title}》可以先看同步课程` : undefined,
            actionText: lesson ? '查看同步课程' : '返回',
            onAction: () => (lesson ? void navigate(bookDetailsUrl(lesson.bookNo)) : goBack()),
          };
        if (isApiError(error) && error.code === 404)
          return {
            art: 'notFound',
            title: error.message,
            description: '请确认二维码是否完整，或换一本书试试',
            actionText: '返回',
            onAction: goBack,
          };
        return { title: '加载失败', description: error.message };
      }}
    >
      {(data) => <EbookIndex data={data} />}
    </QueryView>
  );
}

function EbookIndex({ data }: { data: EBookPages }) {
  const navigate = useNavigate();
  const { ebook: info, book, areaName, pages } = data;
  const pdf = checkPdfAddress(info.pdf, window.location.origin);
  return (
    <div className={styles.indexPage}>
      <section className={styles.bookCard}>
        <Picture className={styles.bookCover} src={info.cover || book.pictureV} alt={`${book.title}封面`} />
        <div className={styles.bookInfo}>
          <h1 className={styles.bookTitle}>{info.title}</h1>
          <p className={styles.bookMeta}>
            {book.subject} · {book.grade}
            {book.cebie}
          </p>
          <div className={styles.tags}>
            {areaName ? <span className={styles.tag}>{areaName}</span> : null}
            <span className={styles.tag}>共 {pages.length || info.pages} 页</span>
            <span className={styles.tag}>书号 {book.bookNo}</span>
          </div>
          <div className={styles.bookActions}>
            {pdf.ok ? (
              <button
                type="button"
                className={styles.primary}
                onClick={() => void navigate(pdfViewLink(pdf.url, info.title))}
              >
                阅读 PDF
              </button>
            ) : null}
            <BookLinkButton bookNo={book.bookNo} className={styles.ghost}>
              同步课程
            </BookLinkButton>
          </div>
        </div>
      </section>

      <h2 className={styles.sectionTitle}>样章预览</h2>
      {pages.length > 0 ? (
        <ol className={styles.pageList} aria-label="电子书页面">
          {pages.map((p) => (
            <li key={p.page}>
              <button
                type="button"
                className={styles.pagePic}
                aria-label={`第 ${p.page} 页`}
                disabled={!pdf.ok}
                onClick={() => pdf.ok && void navigate(pdfViewLink(pdf.url, info.title, p.page))}
              >
                <Picture
                  src={p.path}
                  width={p.width}
                  height={p.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
              <span className={styles.pageNo}>第 {p.page} 页</span>
            </li>
          ))}
        </ol>
      ) : pdf.ok ? (
        <PdfViewer url={pdf.url} title={info.title} />
      ) : (
        <PageStatus art="empty" title="暂无页面" description={pdf.reason} />
      )}
    </div>
  );
}
