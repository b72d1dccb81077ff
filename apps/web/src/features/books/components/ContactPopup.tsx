import { useEffect, useRef, useState } from 'react';
import { Popup } from 'antd-mobile';
import { Msg, verifyStep, type QiweiQrCode } from '@jc/contract';
import { CloseIcon } from '@/components/icons';
import { toast } from '@/lib/toast';
import styles from './ContactPopup.module.css';
import { Picture } from '@/components/Picture/Picture';

export const VERIFYING_TEXT = '验证中';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The enterprise-contact popup (spec sections 2 and 4): a bottom sheet with the page title, two title
 * lines, the QR picture and the bottom text; the close icon only when `closable`. 我已添加 runs the
 * verification: `check()` at once and, while not joined, up to 2 more times 3.5 s apart showing 验证中,
 * then toasts 验证失败.
 */
export function ContactPopup({
  qr,
  visible,
  closable,
  check,
  onJoined,
  onClose,
  onQrTap,
  beforeVerify,
}: {
  qr: QiweiQrCode;
  visible: boolean;
  closable: boolean;
  /** One check of the user's status: true when joined. A failed request counts as not joined. */
  check: () => Promise<boolean>;
  onJoined: () => void;
  onClose: () => void;
  onQrTap: () => void;
  /** Runs before verifying; false stops (e.g. asks an anonymous user to log in first). */
  beforeVerify?: () => boolean;
}) {
  const [checking, setChecking] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const verify = async () => {
    if (checking || (beforeVerify && !beforeVerify())) return;
    setChecking(true);
    for (let attempt = 1; ; attempt++) {
      const joined = await check().catch(() => false);
      if (!alive.current) return;
      const step = verifyStep(attempt, joined);
      if (step.next === 'joined') {
        setChecking(false);
        onJoined();
        return;
      }
      if (step.next === 'failed') {
        setChecking(false);
        toast(Msg.verifyFailed, 'fail');
        return;
      }
      await sleep(step.delayMs);
      if (!alive.current) return;
    }
  };

  return (
    <Popup
      visible={visible}
      position="bottom"
      onMaskClick={closable ? onClose : undefined}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div role="dialog" aria-label={qr.pageTitle || '添加企业微信'} data-testid="contact-popup">
        <header className={styles.head}>
          <h2 className={styles.pageTitle}>{qr.pageTitle}</h2>
          {closable ? (
            <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
              <CloseIcon size={20} />
            </button>
          ) : null}
        </header>
        <p className={styles.qrTitle}>{qr.qrTitle}</p>
        {qr.qrTitle2 ? <p className={styles.qrTitle2}>{qr.qrTitle2}</p> : null}
        <button type="button" className={styles.qr} aria-label="企业微信二维码" onClick={onQrTap}>
          <Picture src={qr.path} alt="" />
        </button>
        {qr.bottomText ? <p className={styles.bottomText}>{qr.bottomText}</p> : null}
        <button
          type="button"
          className={styles.added}
          disabled={checking}
          aria-busy={checking}
          onClick={() => void verify()}
        >
          {checking ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {VERIFYING_TEXT}
            </>
          ) : (
            '我已添加'
          )}
        </button>
      </div>
    </Popup>
  );
}
