import type { ReactNode } from 'react';
import styles from './FormRow.module.css';

interface FormRowProps {
  label: string;
  /** The id of the control, so the label names it. */
  htmlFor: string;
  /** Shown under the control (role="alert") and outlines it in red. */
  error?: string;
  children: ReactNode;
}

/** A labelled form field: label, the control in a grey rounded box, and its error line. */
export function FormRow({ label, htmlFor, error, children }: FormRowProps) {
  return (
    <div className={error ? `${styles.field} ${styles.hasError}` : styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      <div className={styles.control}>{children}</div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
