import type { MouseEvent } from 'react';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { askPermission } from '@/lib/platform';
import { shellKind, shellPlatform } from '@/lib/platform/shell';
import styles from './ServiceDesk.module.css';
import { Picture } from '../Picture/Picture';

/**
 * 拨打 inside a shell: the native app's dialer or the mini program's wx.makePhoneCall (a `tel:` link does
 * nothing in the mini program's web-view); a browser follows the link itself.
 */
function callInShell(event: MouseEvent<HTMLAnchorElement>, phone: string) {
  if (!shellKind()) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void shellPlatform().then((device) => {
    const call = device.shell?.call;
    if (!call) window.location.href = href;
    else void askPermission('phone', () => call(phone));
  });
}

/** A phone number as a `tel:` link: digits, + and - only; '' when there is no number to call. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+-]/g, '');
  return /\d{3,}/.test(digits.replace(/\D/g, '')) ? `tel:${digits}` : '';
}

export interface ServiceDeskProps {
  title: string;
  /** QR picture of the desk; '' for none. */
  qr: string;
  qrAlt: string;
  qrCaption: string;
  /** A second line under the QR (how to save it). */
  hint?: string;
  /** Shown with a 拨打 tel: link; '' for none. */
  phone: string;
  /** 服务时间, 工作时间… */
  timeLabel: string;
  time: string;
  tips?: string;
}

/**
 * A customer-service desk card: its QR picture (long-press to save), the phone as a tel: link, the hours
 * and tips. The check-in camp's service page and the publisher's desks (客服咨询) both show one. The link
 * is named by what it shows, `客服电话 400-820 6151 拨打`.
 */
export function ServiceDesk({
  title,
  qr,
  qrAlt,
  qrCaption,
  hint,
  phone,
  timeLabel,
  time,
  tips,
}: ServiceDeskProps) {
  const tel = telHref(phone);
  return (
    <section className={styles.card} aria-label={title}>
      <h1 className={styles.title}>{title}</h1>
      {qr ? (
        <figure className={styles.qr}>
          <Picture src={qr} alt={qrAlt} />
          <figcaption>{qrCaption}</figcaption>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
        </figure>
      ) : null}
      {tel ? (
        <a className={styles.phone} href={tel} onClick={(event) => callInShell(event, phone)}>
          <span className={styles.phoneLabel}>客服电话</span>
          <span className={styles.phoneNo}>{phone}</span>
          <span className={styles.call}>拨打</span>
        </a>
      ) : null}
      {time ? (
        <p className={styles.line}>
          <span>{timeLabel}</span>
          {time}
        </p>
      ) : null}
      {tips ? <p className={styles.tips}>{tips}</p> : null}
    </section>
  );
}

/** The desk card while it loads. */
export function ServiceDeskSkeleton() {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton className={styles.skTitle} />
      <Skeleton className={styles.skQr} />
      <Skeleton className={styles.skLine} />
    </div>
  );
}
