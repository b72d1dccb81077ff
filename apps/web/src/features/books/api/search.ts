import { useInfiniteQuery } from '@tanstack/react-query';
import { booksEndpoints } from '@jc/contract';
import { pagedQuery } from '@/lib/api-query';

// Apart from api/book.ts so the book detail page, which never searches, does not load the infinite query.
export const SEARCH_PAGE_SIZE = 20;

/** Book search results, paged 20 at a time. */
export const bookSearchQuery = (keyword: string) => ({
  ...pagedQuery(booksEndpoints.search, { kw: keyword }, { pageSize: SEARCH_PAGE_SIZE }),
  enabled: keyword !== '',
  staleTime: 60_000,
});

export function useBookSearch(keyword: string) {
  return useInfiniteQuery(bookSearchQuery(keyword));
}
