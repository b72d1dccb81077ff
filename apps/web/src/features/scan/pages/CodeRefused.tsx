import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import type { CodeFailure } from '@/lib/code-failure';
import styles from './ScanPage.module.css';

/**
 * A printed code the server refused (unknown, retired; docs/codes.md), on a card over the camera: what
 * happened in the server's words, 重新扫码 to scan again and 搜索图书 to look the book up instead.
 */
export function CodeRefused({ failure, onScanAgain }: { failure: CodeFailure; onScanAgain: () => void }) {
  const navigate = useNavigate();
  return (
    <div className={styles.refused} data-testid="code-refused">
      <PageStatus
        title={failure.title}
        description={failure.description}
        actionText="重新扫码"
        onAction={onScanAgain}
        secondaryText="搜索图书"
        onSecondary={() => void navigate(PAGES.bookSearch.path, { replace: true })}
      />
    </div>
  );
}
