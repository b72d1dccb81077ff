import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { MASK_TOAST, redirectPlan, REDIRECT_DELAY_MS } from '../lib/mini-program';
import styles from './ToWxMpPage.module.css';

/**
 * 打开小程序 (spec section 4): on a phone, 500 ms after load, to the mini program's deep link (the sample
 * book with `query`, or home with the scan value `q`); on a desktop a mask says to open the mini program,
 * nothing redirects, and a tap on it toasts 请点击右上角在小程序中打开 for 2 s.
 */
export default function ToWxMpPage() {
  const { search } = useLocation();
  const plan = useMemo(() => redirectPlan(navigator.userAgent, search), [search]);

  useEffect(() => {
    if (plan.desktop) return;
    const timer = setTimeout(() => window.location.assign(plan.link), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [plan]);

  if (plan.desktop)
    return (
      <button
        type="button"
        className={styles.mask}
        data-testid="mp-mask"
        onClick={() => toast(MASK_TOAST, 'text', 2000)}
      >
        <span className={styles.arrow} aria-hidden="true">
          ↗
        </span>
        <span className={styles.maskTitle}>请在小程序中打开</span>
        <span className={styles.maskText}>
          电脑上无法直接打开小程序：请点击右上角“…”，选择在小程序中打开，或用手机微信扫码访问。
        </span>
      </button>
    );

  return (
    <div className={styles.page}>
      <div className={styles.logo} aria-hidden="true">
        小
      </div>
      <h1 className={styles.title}>正在打开小程序…</h1>
      <p className={styles.text}>
        {plan.messenger ? '如未自动跳转，请点击下方按钮' : '请在手机上用微信打开，或点击下方按钮'}
      </p>
      <a className={styles.button} href={plan.link} data-testid="mp-link">
        打开小程序
      </a>
    </div>
  );
}
