import type { FormEvent } from 'react';
import { ChevronLeftIcon, SearchIcon } from '@/components/icons';
import { useGoBack } from '@/lib/use-go-back';
import styles from './SearchHeader.module.css';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the field's text when the form is sent (Enter or the 搜索 button). */
  onSearch: (value: string) => void;
  placeholder: string;
  /** The field's accessible name. */
  inputLabel: string;
  /** Extra class on the header (e.g. a bottom line). */
  className?: string;
};

/** The sticky header of a search page: back button, search field (at most 30 characters) and 搜索. */
export function SearchHeader({ value, onChange, onSearch, placeholder, inputLabel, className }: Props) {
  const goBack = useGoBack();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <header className={className ? `${styles.nav} ${className}` : styles.nav}>
      <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
        <ChevronLeftIcon size={24} />
      </button>
      <form className={styles.field} role="search" onSubmit={submit}>
        <SearchIcon size={18} className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          placeholder={placeholder}
          maxLength={30}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-label={inputLabel}
        />
        <button type="submit" className={styles.submit}>
          搜索
        </button>
      </form>
    </header>
  );
}
