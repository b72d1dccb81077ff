import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { CloseIcon } from '@/components/icons';
import styles from './SheetFrame.module.css';

interface SheetFrameProps {
  visible: boolean;
  title: string;
  hint?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A settings sheet: a bottom popup with its title, a close button and a short hint. */
export function SheetFrame({ visible, title, hint, onClose, children }: SheetFrameProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.body} destroyOnClose>
      <div className={styles.head} role="dialog" aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
          <CloseIcon size={22} />
        </button>
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.content}>{children}</div>
    </Popup>
  );
}

/** The server's (or the form's) refusal above a sheet's button. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
