import { useState } from 'react';
import { Input } from 'antd-mobile';
import styles from './PasswordInput.module.css';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {open ? null : <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

interface PasswordInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  onEnterPress?: () => void;
  /** `numeric` brings up the digit keyboard (6-digit passwords). */
  inputMode?: 'numeric' | 'text';
  /** Defaults to 64 characters. */
  maxLength?: number;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  /** For a `<label htmlFor>`. */
  id?: string;
}

/** A password field with a show/hide eye; controlled through value/onChange (a Form or its page). */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  autoComplete,
  onEnterPress,
  inputMode,
  maxLength = 64,
  ariaLabel,
  id,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.row}>
      <Input
        className={styles.input}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onEnterPress={onEnterPress}
        maxLength={maxLength}
        {...(inputMode ? { inputMode } : {})}
        {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
        {...(id ? { id } : {})}
      />
      <button
        type="button"
        className={styles.eye}
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? '隐藏密码' : '显示密码'}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}
