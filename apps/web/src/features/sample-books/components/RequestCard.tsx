import type { YangshuRequest } from '@jc/contract';
import { Card } from '@/components/Card/Card';
import { Cover } from '@/components/Cover/Cover';
import { addressLine } from '@/lib/address-line';
import styles from './SampleBooks.module.css';
import { Picture } from '@/components/Picture/Picture';

const day = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

/** One sample-book request of the history: status, books, address, waybill, reason, 确认收货. */
export function RequestCard({ request: r, onConfirm }: { request: YangshuRequest; onConfirm: () => void }) {
  return (
    <Card className={styles.card} aria-label={`样书申请 ${r.id}`}>
      <div className={styles.head}>
        <span>申请时间 {day(r.createdAt)}</span>
        <span className={`${styles.status} ${styles[`status${r.status}`] ?? ''}`}>{r.statusText}</span>
      </div>
      {r.items.map((item) => (
        <div key={item.yangshuId} className={styles.item}>
          <Cover src={item.cover} className={styles.smallCover} lazy />
          <span className={styles.itemTitle}>{item.title}</span>
          <span className={styles.count}>×{item.count}</span>
        </div>
      ))}
      <p className={styles.line}>
        共 {r.totalCount} 册 · 收货人 {r.address.name} {r.address.phone}
        <br />
        {addressLine(r.address)}
        {r.note ? (
          <>
            <br />
            备注：{r.note}
          </>
        ) : null}
      </p>
      {r.waybillNo ? (
        <p className={styles.line}>
          {r.expressCompany} 运单号 <span data-testid="waybill">{r.waybillNo}</span>
          {r.shippedAt ? ` · ${day(r.shippedAt)} 发货` : ''}
        </p>
      ) : null}
      {r.status === 'received' ? <p className={styles.line}>{day(r.receivedAt)} 已签收</p> : null}
      {r.status === 'rejected' && r.rejectReason ? (
        <p className={styles.reason}>未通过原因：{r.rejectReason}</p>
      ) : null}
      {r.receiptPictures.length > 0 ? (
        <div className={styles.photos}>
          {r.receiptPictures.map((p) => (
            <Picture
              key={p.id}
              src={p.thumbUrl || p.url}
              alt="签收照片"
              className={styles.photo}
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      {r.status === 'shipped' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.barButton} onClick={onConfirm}>
            确认收货
          </button>
        </div>
      ) : null}
    </Card>
  );
}
