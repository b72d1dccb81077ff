import type { QueryLike } from './QueryView';

type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries as one for QueryView: data once every answer is in, the first failure (in the order
 * given), and a retry that refetches the ones that failed.
 */
export function allOf<const Qs extends readonly QueryLike<unknown>[]>(
  ...queries: Qs
): QueryLike<{ [K in keyof Qs]: DataOf<Qs[K]> }> {
  const failed = queries.filter((q) => q.isError);
  const complete = queries.every((q) => q.data !== undefined);
  return {
    data: complete ? (queries.map((q) => q.data) as { [K in keyof Qs]: DataOf<Qs[K]> }) : undefined,
    isPending: queries.some((q) => q.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    refetch: () => failed.forEach((q) => void q.refetch()),
  };
}

/** A query stand-in that is already answered (a part of the page that needs no loading). */
export function answered<T>(data: T): QueryLike<T> {
  return { data, isPending: false, isError: false, error: null, refetch: () => undefined };
}
