import { Popup } from 'antd-mobile';
import type { SheetProps } from './Sheet';
import styles from './Sheet.module.css';

/** The Sheet for browsers without a modal `<dialog>`: the same props on antd-mobile's Popup. */
export function PopupSheet({ visible, onClose, label, className, children }: SheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      closeOnMaskClick={Boolean(onClose)}
      bodyClassName={styles.popupBody}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={className ? `${styles.body} ${className}` : styles.body}
      >
        {children}
      </div>
    </Popup>
  );
}
