import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
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
 *
 * Accessibility: the boxes are one focusable control named `label` and described by the line; digits and
 * Backspace typed on a hardware keyboard (or a switch's) work like the number keyboard's keys. antd's own
 * hidden text input, unused when the number keyboard is given, is disabled: focusable inside the
 * `role=button` boxes and hidden from screen readers, it was a tab stop that read nothing (axe
 * `nested-interactive`, `aria-hidden-focus`).
 */
export function PasscodeField(props: PasscodeFieldProps) {
  const { label, value, error, hint, busy, busyText, onChange, onClearError, onFill, lineClassName } = props;
  const input = useRef<PasscodeInputRef>(null);
  const boxes = useRef<HTMLDivElement>(null);
  const lineId = useId();

  useEffect(() => {
    const native = boxes.current?.querySelector('input');
    if (native) native.disabled = true;
    const timer = setTimeout(() => input.current?.focus(), 300);
    return () => clearTimeout(timer);
  }, []);

  const change = (next: string) => {
    onChange(next);
    if (next !== '') onClearError();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (/^[0-9]$/.test(event.key) && value.length < 6) change(value + event.key);
    else if (event.key === 'Backspace') change(value.slice(0, -1));
    else return;
    event.preventDefault();
  };

  const lineClass = [styles.line, error ? styles.error : '', lineClassName ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <div className={styles.boxes} ref={boxes} onKeyDown={onKeyDown}>
        <PasscodeInput
          ref={input}
          length={6}
          plain={false}
          value={value}
          error={error !== ''}
          onChange={change}
          onFill={onFill}
          keyboard={<NumberKeyboard />}
          aria-label={label}
          aria-describedby={lineId}
        />
      </div>
      <p id={lineId} className={lineClass} role={error ? 'alert' : undefined}>
        {busy ? busyText : error || hint}
      </p>
    </>
  );
}
