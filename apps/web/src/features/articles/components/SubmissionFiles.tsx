import { Link } from 'react-router';
import type { SubmissionFile } from '@jc/contract';
import { pdfLink } from '../lib/contest';
import articleStyles from './articles.module.css';
import styles from './SubmissionFiles.module.css';
import { Picture } from '@/components/Picture/Picture';

/** A submission's files: pictures shown whole, PDFs opened in the app's PDF viewer. */
export function SubmissionFiles({ files, title }: { files: SubmissionFile[]; title: string }) {
  if (files.length === 0) return null;
  return (
    <div>
      {files.map((f, i) =>
        f.kind === 'image' ? (
          <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
            <Picture className={styles.figure} src={f.url} alt={`${title} 图片${i + 1}`} />
          </a>
        ) : (
          <PdfFileLink key={f.id} url={f.url} title={`${title} 附件${i + 1}`} />
        ),
      )}
    </div>
  );
}

function PdfFileLink({ url, title }: { url: string; title: string }) {
  const link = pdfLink(url, title);
  return (
    <p>
      {link.inApp ? (
        <Link className={articleStyles.link} to={link.href}>
          查看PDF：{title}
        </Link>
      ) : (
        <a className={articleStyles.link} href={link.href} target="_blank" rel="noreferrer">
          查看PDF：{title}
        </a>
      )}
    </p>
  );
}
