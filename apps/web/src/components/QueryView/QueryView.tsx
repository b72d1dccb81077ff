import type { ReactNode } from 'react';
import { Timing } from '@jc/contract';
import { PageLoading, PageStatus, type PageStatusProps } from '../PageStatus';
import { useDelayed } from './use-delayed';
import styles from './QueryView.module.css';

/** The part of a TanStack query (plain or infinite) that QueryView reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** What the failure view says; its action defaults to 重试, which calls the query's `refetch`. */
export type ErrorView = Omit<PageStatusProps, 'full'>;

/** What the empty view says (`picture` puts a page's own picture in place of the line drawing). */
export type EmptyView = Omit<PageStatusProps, 'full' | 'art'>;

interface CommonProps<T> {
  query: QueryLike<T>;
  /**
   * The failure view: a title (with 请检查网络后重试。 under it), the whole view, or a view chosen by the
   * error (a 404 can offer another way on than 重试).
   */
  error: string | ErrorView | ((error: Error, retry: () => void) => ErrorView);
  /** Shown while the first answer is on its way, after `Timing.lazyPageDelay`; default PageLoading. */
  loading?: ReactNode;
  /** Fill the whole screen (a page without a nav bar). */
  full?: boolean;
  children: (data: T) => ReactNode;
}

interface WithEmpty<T> extends CommonProps<T> {
  /** The answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: EmptyView | ((data: T) => EmptyView);
}

interface WithoutEmpty<T> extends CommonProps<T> {
  isEmpty?: undefined;
  empty?: undefined;
}

export type QueryViewProps<T> = WithEmpty<T> | WithoutEmpty<T>;

export const DEFAULT_ERROR_TEXT = '请检查网络后重试。';

/**
 * A query's states, one way for every page: loading (after the spec's delay), the failure view with
 * 重试, the empty view, else the children with the data. A failed refetch keeps data already shown.
 */
export function QueryView<T>(props: QueryViewProps<T>) {
  const { query, full } = props;
  const waiting = query.data === undefined && !query.isError;
  const showLoading = useDelayed(waiting, Timing.lazyPageDelay);
  if (query.data === undefined) {
    if (query.isError && query.error) {
      const retry = () => void query.refetch();
      const view = errorView(props.error, query.error, retry);
      return <PageStatus full={full} actionText="重试" onAction={retry} {...view} />;
    }
    if (!showLoading) return <div className={styles.waiting} aria-busy="true" />;
    return <>{props.loading ?? <PageLoading full={full} />}</>;
  }
  const data = query.data;
  if (props.isEmpty?.(data)) {
    const view = typeof props.empty === 'function' ? props.empty(data) : props.empty;
    return <PageStatus full={full} art="empty" {...view} />;
  }
  return <>{props.children(data)}</>;
}

function errorView(spec: QueryViewProps<unknown>['error'], error: Error, retry: () => void): ErrorView {
  if (typeof spec === 'string') return { title: spec, description: DEFAULT_ERROR_TEXT };
  return typeof spec === 'function' ? spec(error, retry) : spec;
}
