import { useEffect, useRef } from 'react';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import styles from './PasscodeField.module.css';

interface PasscodeFieldProps {
  /** The boxes' accessible name. */
  label: string;
  value: string;
  /** The refusal shown under the boxes ('' for none); the boxes turn red while there is one. */
  error: string;
  /** The line under the boxes when there is no error, or what is going on while busy. */
  hint: string;
  busy: boolean;
  /** What the line says while busy. */
  busyText: string;
  /** Every change of the digits; a digit typed after a refusal also calls `onClearError`. */
  onChange: (value: string) => void;
  onClearError: () => void;
  /** The sixth digit is typed. */
  onFill: (value: string) => void;
  /** Margins of the line under the boxes. */
  lineClassName?: string;
}

/**
 * Six masked digit boxes with antd-mobile's number keyboard and a line under them (hint, busy text or
 * refusal). It opens with the keyboard up, a moment after it appears (the sheet or step has slid in).
 */
export function PasscodeField(props: PasscodeFieldProps) {
  const { label, value, error, hint, busy, busyText, onChange, onClearError, onFill, lineClassName } = props;
  const input = useRef<PasscodeInputRef>(null);

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 300);
    return () => clearTimeout(timer);
  }, []);

  const lineClass = [styles.line, error ? styles.error : '', lineClassName ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <div className={styles.boxes}>
        <PasscodeInput
          ref={input}
          length={6}
          plain={false}
          value={value}
          error={error !== ''}
          onChange={(v) => {
            onChange(v);
            if (v !== '') onClearError();
          }}
          onFill={onFill}
          keyboard={<NumberKeyboard />}
          aria-label={label}
        />
      </div>
      <p className={lineClass} role={error ? 'alert' : undefined}>
        {busy ? busyText : error || hint}
      </p>
    </>
  );
}
