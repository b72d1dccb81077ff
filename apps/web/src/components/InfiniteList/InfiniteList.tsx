import { useEffect, useRef, type ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { QueryView, type EmptyView, type QueryLike, type QueryViewProps } from '../QueryView/QueryView';
import styles from './InfiniteList.module.css';

/** The part of a TanStack infinite query (e.g. from `pagedQuery`) that InfiniteList reads. */
export interface InfiniteQueryLike<P extends { list: unknown[] }> extends QueryLike<InfiniteData<P>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface InfiniteListProps<T, P extends { list: T[] }> {
  query: InfiniteQueryLike<P>;
  /** The failure view of the first page (as QueryView's `error`). */
  error: QueryViewProps<P[]>['error'];
  /** The view when the first page has no rows. */
  empty: EmptyView;
  /** Shown while the first page is on its way (default PageLoading). */
  loading?: ReactNode;
  /** The line under the last row when every row is in. */
  endText?: string;
  /** The rows loaded so far. */
  children: (items: T[]) => ReactNode;
}

/** How far below the screen the end of the list starts loading the next page. */
const NEAR_END = '0px 0px 300px 0px';

/**
 * A paged list: the first page's states through QueryView, then the rows; the next page loads when the
 * end comes near (an IntersectionObserver on a sentinel), with 加载中…, the end line, or a failed page's
 * 加载失败，点击重试 under the rows.
 */
export function InfiniteList<T, P extends { list: T[] }>(props: InfiniteListProps<T, P>) {
  const { query, endText = '— 没有更多了 —' } = props;
  const pages: QueryLike<P[]> = { ...query, data: query.data?.pages };
  return (
    <QueryView
      query={pages}
      error={props.error}
      loading={props.loading}
      isEmpty={(all) => all.every((p) => p.list.length === 0)}
      empty={props.empty}
    >
      {(all) => (
        <>
          {props.children(all.flatMap((p) => p.list))}
          <ListEnd query={query} endText={endText} />
        </>
      )}
    </QueryView>
  );
}

function ListEnd<P extends { list: unknown[] }>({
  query,
  endText,
}: {
  query: InfiniteQueryLike<P>;
  endText: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const { fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!canLoad || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: NEAR_END },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoad, fetchNextPage]);

  return (
    <div ref={sentinel} className={styles.end} data-testid="list-end">
      {query.isFetchNextPageError ? (
        <button type="button" className={styles.retry} onClick={() => void query.fetchNextPage()}>
          加载失败，点击重试
        </button>
      ) : query.hasNextPage ? (
        <span role="status">加载中…</span>
      ) : (
        endText
      )}
    </div>
  );
}
