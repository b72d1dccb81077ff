import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookDetailEndpoints,
  booksEndpoints,
  personalEndpoints,
  type BookInfo,
  type PrintedCode,
  type QrcodeInfoQuery,
  type SaveProgressInput,
} from '@jc/contract';
import { api, isApiError } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';
import { toast } from '@/lib/toast';
import { cachedBookFor, readBookCache, writeBookCache } from '../lib/book-cache';

const LONG = 5 * 60_000;

/** Query options of the book pages: lessons behind a code, ads, progress, hot words, favorites. */
export const bookQueries = {
  /** An entry code (lessonno with its kind s/t/y; the server checks the kind) → the lesson and its items. */
  qrcodeInfo: (lessonno: string | null, type: string) => ({
    ...endpointQuery(
      bookDetailEndpoints.qrcodeInfo,
      { lessonno: lessonno ?? '', type: type as QrcodeInfoQuery['type'] },
      { staleTime: LONG },
    ),
    enabled: !!lessonno,
  }),
  /** A printed code (docs/codes.md) → what it names and where it opens; a refusal is shown, not toasted. */
  resolveCode: (code: PrintedCode | null) => ({
    ...endpointQuery(booksEndpoints.resolveCode, code ?? { key: '', value: '' }, {
      silent: true,
      staleTime: LONG,
    }),
    enabled: !!code,
    retry: false,
  }),
  booksByCode: (code: string | null) => ({
    ...endpointQuery(booksEndpoints.byQrCode, { qrcode: code ?? '' }, { silent: true, staleTime: LONG }),
    enabled: !!code,
    retry: false,
  }),
  videoAds: (subjectId: number | undefined, enabled: boolean) => ({
    ...endpointQuery(booksEndpoints.videoAds, { subject: subjectId }, { silent: true, staleTime: LONG }),
    enabled: enabled && subjectId !== undefined,
  }),
  progress: (bookNo: string | null, loggedIn: boolean) => ({
    ...endpointQuery(personalEndpoints.progress, { bookNo: bookNo ?? '' }, { silent: true, staleTime: 0 }),
    enabled: !!bookNo && loggedIn,
  }),
  hotWords: () => endpointQuery(booksEndpoints.hotWords, undefined, { silent: true, staleTime: LONG }),
  favoriteExists: (bookNo: string | null, loggedIn: boolean) => ({
    ...endpointQuery(personalEndpoints.favoriteExists, { target: bookNo ?? '' }, { silent: true }),
    enabled: !!bookNo && loggedIn,
  }),
};

export function getBookChange(bookNo: string, signal?: AbortSignal, silent = false) {
  return api.call(bookDetailEndpoints.change, { bookNo }, { signal, silent });
}

/** The server has no book of that number (HTTP 404): the detail page then tries it as a book code. */
export function isMissingBook(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.status === 404;
}

export function getBookInfo(bookNo: string, signal?: AbortSignal) {
  return api.call(bookDetailEndpoints.info, { bookNo }, { signal });
}

/**
 * The book through the local cache: ask the server for the update date, use the stored copy when
 * the dates match, else fetch the book and store it.
 */
export async function loadBook(
  bookNo: string,
  signal?: AbortSignal,
  quietMissing = false,
): Promise<BookInfo> {
  // quietMissing: a missing book is not toasted here (the caller may find it by code); others are.
  const renew = await getBookChange(bookNo, signal, quietMissing).catch((error: unknown) => {
    if (quietMissing && isApiError(error) && error.kind !== 'aborted' && !isMissingBook(error))
      toast(error.message);
    throw error;
  });
  const { books, dates } = readBookCache();
  const cached = cachedBookFor(bookNo, renew.updateDate, books, dates);
  if (cached) return cached;
  const book = await getBookInfo(bookNo, signal);
  writeBookCache(book);
  return book;
}

/** The book is two calls (the date check, then maybe the book), so it has a key of its own. */
export const bookQueryKey = (bookNo: string) => ['book', bookNo] as const;

export function useBook(bookNo: string | null, quietMissing = false) {
  return useQuery({
    queryKey: bookQueryKey(bookNo ?? ''),
    queryFn: ({ signal }) => loadBook(bookNo ?? '', signal, quietMissing),
    enabled: !!bookNo,
    staleTime: 60_000,
  });
}

/** An entry code (lessonno with its kind s/t/y) → the book, the lesson and its items. */
export function useQrcodeInfo(lessonno: string | null, type: string) {
  return useQuery(bookQueries.qrcodeInfo(lessonno, type));
}

/** A printed code of the page's address (bookmain/resolveCode). */
export function useResolvedCode(code: PrintedCode | null) {
  return useQuery(bookQueries.resolveCode(code));
}

/** book/getbookQrcodeInfo/{code}: the books of a book code (several → the choice by title). */
export function useBooksByCode(code: string | null) {
  return useQuery(bookQueries.booksByCode(code));
}

export function useVideoAds(subjectId: number | undefined, enabled: boolean) {
  return useQuery(bookQueries.videoAds(subjectId, enabled));
}

/** Logged-in users: the server's positions in a book's items. */
export function useBookProgress(bookNo: string | null, loggedIn: boolean) {
  return useQuery(bookQueries.progress(bookNo, loggedIn));
}

export function saveProgress(input: SaveProgressInput) {
  return api
    .call(personalEndpoints.saveProgress, input, { silent: true })
    .catch((error: unknown) => console.warn('[progress] not saved', error));
}

export function saveBrowse(bookNo: string) {
  return api
    .call(personalEndpoints.saveBrowse, { bookNo }, { silent: true })
    .catch((error: unknown) => console.warn('[browse] not saved', error));
}

export function useHotWords() {
  return useQuery(bookQueries.hotWords());
}

/** Whether a logged-in user keeps the book among the favorites, and the toggle. */
export function useFavorite(bookNo: string | null, loggedIn: boolean) {
  const queryClient = useQueryClient();
  const existsQuery = bookQueries.favoriteExists(bookNo, loggedIn);
  const exists = useQuery(existsQuery);
  const toggle = useMutation({
    mutationFn: (on: boolean) =>
      api.call(on ? personalEndpoints.addFavorite : personalEndpoints.removeFavorite, {
        target: bookNo ?? '',
      }),
    onSuccess: (_data, on) => {
      queryClient.setQueryData(existsQuery.queryKey, { exists: on });
      toast(on ? '收藏成功' : '已取消收藏', 'success');
      void queryClient.invalidateQueries({ queryKey: endpointKey(personalEndpoints.favorites) });
    },
  });
  return { exists: exists.data?.exists ?? false, toggle };
}
