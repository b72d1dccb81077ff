import { lazy, Suspense, useState } from 'react';
import type { Camp, CampPrizeAddress } from '@jc/contract';
import { toast } from '@/lib/toast';
import { prizeProgress } from '../lib/calendar';
import styles from './PrizeCard.module.css';

// The form (and zod, which checks it by the contract's schema) loads only when a pupil has earned the prize.
const PrizeAddressSheet = lazy(() => import('./PrizeAddressSheet'));

/** The camp's prize: progress toward `prizeDays`, then the address form once reached. */
export function PrizeCard({ camp }: { camp: Camp }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState<CampPrizeAddress | null>(null);
  const days = camp.mine?.days ?? 0;
  const { done, percent, reached } = prizeProgress(days, camp.prizeDays);
  return (
    <section className={styles.card} aria-label="打卡奖品">
      <div className={styles.head}>
        <span className={styles.gift} aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 28 28">
            <rect x="3" y="11" width="22" height="15" rx="3" fill="var(--jc-coral-400)" />
            <rect x="1" y="7" width="26" height="6" rx="2" fill="var(--jc-coral-500)" />
            <rect x="12" y="7" width="4" height="19" fill="var(--jc-gold-light)" />
            <path d="M14 7C10 1 5 3 8 7zM14 7c4-6 9-4 6 0z" fill="var(--jc-gold)" />
          </svg>
        </span>
        <div className={styles.text}>
          <strong>{reached ? '恭喜你获得打卡奖品！' : `累计打卡 ${camp.prizeDays} 天可领奖品`}</strong>
          {camp.prizeText ? <small>{camp.prizeText}</small> : null}
        </div>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="领奖进度"
        aria-valuemin={0}
        aria-valuemax={camp.prizeDays}
        aria-valuenow={done}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.count}>
        已打卡 <b>{done}</b> / {camp.prizeDays} 天{reached ? null : `，还差 ${camp.prizeDays - done} 天`}
      </p>
      {reached ? (
        saved ? (
          <p className={styles.saved}>
            地址已提交：{saved.name} {saved.phone}
          </p>
        ) : (
          <button
            type="button"
            className={styles.action}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            填写领奖地址
          </button>
        )
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <PrizeAddressSheet
            visible={open}
            dakaId={camp.dakaId}
            prizeText={camp.prizeText}
            onClose={() => setOpen(false)}
            onSaved={(address) => {
              setSaved(address);
              setOpen(false);
              toast('领奖地址已提交，奖品会尽快寄出', 'success');
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
