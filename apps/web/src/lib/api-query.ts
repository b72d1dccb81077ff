import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { AnswerOf, AnyEndpoint, InputOf, Paged } from '@jc/contract';
import { api, type CallOptions } from './api-client';

/**
 * The query key of an endpoint's answer: its path, then its input. Every cached answer of a call is
 * under `[path]`, so `invalidateQueries({ queryKey: endpointKey(endpoint) })` refreshes all of them.
 */
export function endpointKey<E extends AnyEndpoint>(endpoint: E, input?: InputOf<E>): QueryKey {
  return input === undefined ? [endpoint.path] : [endpoint.path, input];
}

type QueryExtras = Omit<CallOptions, 'signal'> & { staleTime?: number };

/** Query options of one endpoint's answer; features build their query-option factories from it. */
export function endpointQuery<E extends AnyEndpoint>(
  endpoint: E,
  input?: InputOf<E>,
  { staleTime, ...callOptions }: QueryExtras = {},
) {
  const call = api.call as (e: E, i: unknown, o: CallOptions) => Promise<AnswerOf<E>>;
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, input, { ...callOptions, signal }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** The next page number of a Paged answer, or undefined when every row is in. */
export function nextPageNum<T>(last: Paged<T>, pages: Paged<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? last.pageNum + 1 : undefined;
}

/** The item type of a paged endpoint. */
export type PagedItem<E extends AnyEndpoint> = AnswerOf<E> extends Paged<infer T> ? T : never;

/** One page of a paged endpoint: its whole answer (a list may carry more, e.g. the ledger's balance). */
export type PageOf<E extends AnyEndpoint> = AnswerOf<E> & Paged<PagedItem<E>>;

/**
 * Infinite-query options of a paged endpoint (`pageNum`, `pageSize`, `Paged<T>`): the input without
 * its paging, which this adds page by page.
 */
export function pagedQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: Omit<InputOf<E>, 'pageNum' | 'pageSize'>,
  { pageSize = 10, ...callOptions }: Omit<CallOptions, 'signal'> & { pageSize?: number } = {},
) {
  type Page = PageOf<E>;
  const call = api.call as (e: E, i: unknown, o: CallOptions) => Promise<Page>;
  return infiniteQueryOptions<Page, Error, InfiniteData<Page>, QueryKey, number>({
    queryKey: [...endpointKey(endpoint, input as InputOf<E>), 'pages', pageSize],
    queryFn: ({ pageParam, signal }) =>
      call(endpoint, { ...input, pageNum: pageParam, pageSize }, { ...callOptions, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNum,
  });
}
