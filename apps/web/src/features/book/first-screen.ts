import type { QueryKey } from '@tanstack/react-query';
import type { BookInfo } from '@jc/contract';
import { bookQueryKey } from './api/book';

/** What the server renders a book's first screen with: the cached getBookInfo answer (book and tree). */
export interface BookFirstScreenInput {
  /** The page address's `bookNo`, trimmed as the page reads it (use-book-source.ts, readEntry). */
  bookNo: string;
  book: BookInfo;
}

/** The query cache entries of that data, under the key the page's book query uses (docs/web.md). */
export function bookFirstScreenQueries(input: BookFirstScreenInput): [QueryKey, unknown][] {
  return [[bookQueryKey(input.bookNo), input.book]];
}
