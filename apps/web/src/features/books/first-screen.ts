import type { QueryKey } from '@tanstack/react-query';
import type { BookInfo, VideoAdPics } from '@jc/contract';
import { bookQueries, bookQueryKey } from './api/book';

/**
 * What the server renders a book's first screen with: the cached getBookInfo answer (book and tree) and
 * the two ad carousels of the book's subject (getVideoADPic), whose top picture is the page's largest.
 */
export interface BookFirstScreenInput {
  /** The page address's `bookNo`, trimmed as the page reads it (use-book-source.ts, readEntry). */
  bookNo: string;
  book: BookInfo;
  ads: VideoAdPics;
}

/** The query cache entries of that data, under the keys the page's queries use (docs/first-screens.md). */
export function bookFirstScreenQueries(input: BookFirstScreenInput): [QueryKey, unknown][] {
  return [
    [bookQueryKey(input.bookNo), input.book],
    [bookQueries.videoAds(input.book.bkInfo.subjectId, true).queryKey, input.ads],
  ];
}
