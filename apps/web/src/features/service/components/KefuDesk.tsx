import type { KefuInfo } from '@jc/contract';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { telHref } from '../lib/service-logic';
import styles from './service.module.css';

/** One customer-service desk: its QR picture (long-press to save), the phone as a tel: link, hours, tips. */
export function KefuDesk({ desk, hint }: { desk: KefuInfo; hint?: string }) {
  const tel = telHref(desk.phone);
  return (
    <section className={styles.card} aria-label={desk.title}>
      <h1 className={styles.title}>{desk.title}</h1>
      {desk.qrPath ? (
        <figure className={styles.qr}>
          <img src={desk.qrPath} alt={`${desk.title}二维码`} />
          <figcaption>{desk.qrTitle || hint || '长按二维码保存图片，或识别添加客服'}</figcaption>
        </figure>
      ) : null}
      {desk.qrPath ? (
        <p className={styles.hint}>{hint ?? '长按二维码可保存到相册，在微信中识别添加'}</p>
      ) : null}
      {tel ? (
        <a className={styles.phone} href={tel} aria-label={`拨打客服电话 ${desk.phone}`}>
          <span className={styles.phoneLabel}>客服电话</span>
          <span className={styles.phoneNo}>{desk.phone}</span>
          <span className={styles.call}>拨打</span>
        </a>
      ) : null}
      {desk.workTime ? (
        <p className={styles.line}>
          <span>工作时间</span>
          {desk.workTime}
        </p>
      ) : null}
      {desk.tips ? <p className={styles.tips}>{desk.tips}</p> : null}
    </section>
  );
}

export function DeskSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton className={styles.skTitle} />
      <Skeleton className={styles.skQr} />
      <Skeleton className={styles.skLine} />
    </div>
  );
}
