import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Sheet.module.css';

export interface SheetProps {
  visible: boolean;
  /** Called when the user dismisses the sheet (a tap outside, Esc, the Android back gesture). Without it
   * the sheet is mandatory: it cannot be dismissed, only closed by its parent. */
  onClose?: () => void;
  label: string;
  className?: string;
  children: ReactNode;
}

/** `<dialog>` with showModal: every current browser; iOS before 15.4 (old iPads stay in use) lacks it. */
const hasModalDialog =
  typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function';

// Where the browser has no modal dialog, antd-mobile's Popup does the same job (with its animation
// library, which only those browsers download).
const PopupSheet = lazy(() => import('./PopupSheet').then((m) => ({ default: m.PopupSheet })));

/**
 * A bottom sheet on the browser's own modal `<dialog>`: the top layer, the backdrop, focus kept inside
 * and the page behind made inert come from the platform, and it slides with a CSS transition. It
 * replaces antd-mobile's Popup where the first screen must stay light (Popup brings ~27 KB gzip of
 * animation code).
 */
export function Sheet(props: SheetProps) {
  if (hasModalDialog) return <DialogSheet {...props} />;
  return (
    <Suspense fallback={null}>
      <PopupSheet {...props} />
    </Suspense>
  );
}

function DialogSheet({ visible, onClose, label, className, children }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ visible, onClose });
  useLayoutEffect(() => {
    latest.current = { visible, onClose };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (visible && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control inside, and Chromium rings it when no pointer was used yet
      // (the grade picker opening by itself on a first visit), which looks like a fault on a phone. The
      // sheet takes the focus itself instead: a screen reader reads its name, and Tab goes on to the
      // first control, ringed then. (Chromium ignores `autofocus` on the dialog, hence focus().)
      dialog.focus();
    }
    if (!visible && dialog.open) dialog.close();
  }, [visible]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc fires `cancel`; the parent decides.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose?.();
    };
    // Browsers may close a modal dialog themselves (Android's back gesture closes it even when `cancel`
    // is refused): tell the parent, or open a mandatory sheet again.
    const onClosed = () => {
      const { visible: shouldShow, onClose: dismiss } = latest.current;
      if (!shouldShow) return;
      if (dismiss) dismiss();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      // focusable by code only: it takes the focus when it opens (above)
      tabIndex={-1}
      aria-label={label}
      // A tap on the backdrop lands on the dialog element itself; taps inside land on the body.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div className={className ? `${styles.body} ${className}` : styles.body}>{children}</div>
    </dialog>
  );
}
