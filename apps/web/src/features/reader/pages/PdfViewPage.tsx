import { useSearchParams } from 'react-router';
import { PdfViewer } from '@/components/pdf-viewer';
import { PageStatus } from '@/components/PageStatus';
import { checkPdfAddress } from '@/lib/safe-url';
import { useGoBack } from '@/lib/use-go-back';
import { pageParam } from '../lib/reader-links';
import styles from './ReaderPages.module.css';

/**
 * 文档: a PDF of this site (`?url=` or, from a scanned `p` code, `?p=`) in the PDF viewer, with its
 * `title` above; `page` opens at a page. Any other address is refused with the reason.
 */
export default function PdfViewPage() {
  const [params] = useSearchParams();
  const goBack = useGoBack();
  const title = params.get('title')?.trim() ?? '';
  const check = checkPdfAddress(params.get('url') ?? params.get('p'), window.location.origin);
  if (!check.ok) {
    return (
      <PageStatus title="无法打开该文档" description={check.reason} actionText="返回" onAction={goBack} />
    );
  }
  return (
    <div className={styles.pdfPage}>
      {title ? <h1 className={styles.docTitle}>{title}</h1> : null}
      <PdfViewer url={check.url} title={title || undefined} initialPage={pageParam(params.get('page'))} />
    </div>
  );
}
