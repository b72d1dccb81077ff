import { useEffect, useState } from 'react';
import { platform } from '@/lib/platform';
import { toast } from '@/lib/toast';
import { enablePush } from '../api/reminders';
import { PUSH_TEXT, type PushStatus } from '../lib/reminder-logic';
import styles from './reminders.module.css';

/** 推送通知: whether this device receives the reminders, and 开启 (permission, subscription, savePushId). */
export function PushCard() {
  const [status, setStatus] = useState<PushStatus | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const device = platform();
    void (async () => {
      let next: PushStatus;
      if (!device.push.supported()) next = 'unsupported';
      else if ((await device.permissions.state('notifications')) === 'blocked') next = 'blocked';
      else next = (await device.push.subscribed().catch(() => false)) ? 'on' : 'off';
      if (live) setStatus(next);
    })();
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush();
      if (outcome === 'on') {
        setStatus('on');
        toast('推送通知已开启', 'success');
      } else if (outcome === 'blocked') setStatus('blocked');
      else toast('未开启通知权限，提醒将无法送达');
    } catch (error) {
      // A refusal of the server is toasted by the client; the subscription's own failure is not.
      if (error instanceof Error && error.name !== 'ApiError') toast(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-label="推送通知">
      <div className={styles.pushRow}>
        <div className={styles.pushText}>
          <h2 className={styles.cardTitle}>推送通知</h2>
          <p className={styles.muted}>{status ? PUSH_TEXT[status] : '正在检查…'}</p>
        </div>
        {status === 'off' || status === 'blocked' ? (
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void turnOn()}>
            {busy ? '开启中…' : '开启推送'}
          </button>
        ) : status === 'on' ? (
          <span className={styles.on}>已开启</span>
        ) : null}
      </div>
    </section>
  );
}
