import type { Key, ReactNode } from 'react';
import { QueryView, type EmptyView, type QueryLike, type QueryViewProps } from './QueryView';

interface QueryListProps<T> {
  query: QueryLike<T[]>;
  error: QueryViewProps<T[]>['error'];
  /** Shown when the answer is an empty list. */
  empty: EmptyView;
  loading?: ReactNode;
  /** The list's accessible name. */
  label: string;
  className?: string;
  itemKey: (item: T) => Key;
  children: (item: T) => ReactNode;
}

/** A query's answer as a named `<ul>`, one `<li>` an item, with QueryView's loading, failure and empty views. */
export function QueryList<T>(props: QueryListProps<T>) {
  const { query, error, empty, loading, label, className, itemKey, children } = props;
  return (
    <QueryView
      query={query}
      error={error}
      loading={loading}
      isEmpty={(all) => all.length === 0}
      empty={empty}
    >
      {(all) => (
        <ul className={className} aria-label={label}>
          {all.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
