import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PAGES,
  YANGSHU_STATUSES,
  YANGSHU_STATUS_TEXT,
  type YangshuRequest,
  type YangshuStatus,
} from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { teacherOnlyError } from '@/lib/teacher-only';
import { useHistory } from '../api/yangshu';
import { ReceiptSheet } from '../components/ReceiptSheet';
import { RequestCard } from '../components/RequestCard';
import styles from '../components/SampleBooks.module.css';

const isStatus = (s: string | null): s is YangshuStatus => YANGSHU_STATUSES.some((x) => x === s);

/** 样书申请记录: every request, newest first, by status; a shipped one can be confirmed as received. */
export default function SampleRecordingPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const history = useHistory(status);
  const [confirming, setConfirming] = useState<number | null>(null);

  const tab = (value: YangshuStatus | undefined, label: string) => (
    <button
      key={label}
      type="button"
      role="tab"
      aria-selected={status === value}
      className={status === value ? `${styles.chip} ${styles.chipOn}` : styles.chip}
      onClick={() => setParams(value ? { status: value } : {}, { replace: true })}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.page}>
      <div className={styles.chips} role="tablist" aria-label="申请状态">
        {tab(undefined, '全部')}
        {YANGSHU_STATUSES.map((s) => tab(s, YANGSHU_STATUS_TEXT[s]))}
      </div>
      <InfiniteList<YangshuRequest, { list: YangshuRequest[] }>
        query={history}
        error={teacherOnlyError('申请记录加载失败', (path) => void navigate(path))}
        empty={{
          title: status ? `没有${YANGSHU_STATUS_TEXT[status]}的申请` : '还没有申请过样书',
          actionText: '去申请样书',
          onAction: () => void navigate(PAGES.sampleBookReceive.path),
        }}
      >
        {(rows) =>
          rows.map((r) => <RequestCard key={r.id} request={r} onConfirm={() => setConfirming(r.id)} />)
        }
      </InfiniteList>
      <ReceiptSheet requestId={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}
