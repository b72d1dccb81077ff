import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BkInfoRenew,
  BookInfo,
  BookListItem,
  BookSearchList,
  FavoriteExists,
  HotWord,
  BookProgress,
  ItemProgress,
  QrcodeInfo,
  SaveProgressInput,
  VideoAdPics,
} from '@jc/contract';
import { api, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { cachedBookFor, readBookCache, writeBookCache } from '../lib/book-cache';

export function getBookChange(bookNo: string, signal?: AbortSignal, silent = false) {
  return api.get<BkInfoRenew>(`bookmain/getBookChange/${encodeURIComponent(bookNo)}`, undefined, {
    signal,
    silent,
  });
}

/** The server has no book of that number (HTTP 404): the detail page then tries it as a book code. */
export function isMissingBook(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.status === 404;
}

export function getBookInfo(bookNo: string, signal?: AbortSignal) {
  return api.get<BookInfo>(`bookmain/getBookInfo/${encodeURIComponent(bookNo)}`, undefined, { signal });
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
  return useQuery({
    queryKey: ['qrcodeInfo', lessonno, type],
    queryFn: ({ signal }) =>
      api.get<QrcodeInfo>('book/getQrcodeInfoRenew', { lessonno: lessonno ?? '', type }, { signal }),
    enabled: !!lessonno,
    staleTime: 5 * 60_000,
  });
}

/** book/getbookQrcodeInfo/{code}: the books of a book code (several → the choice by title). */
export function useBooksByCode(code: string | null) {
  return useQuery({
    queryKey: ['booksByCode', code],
    queryFn: ({ signal }) =>
      api.get<BookListItem[]>(`book/getbookQrcodeInfo/${encodeURIComponent(code ?? '')}`, undefined, {
        signal,
        silent: true,
      }),
    enabled: !!code,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useVideoAds(subjectId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['videoAds', subjectId],
    queryFn: ({ signal }) =>
      api.get<VideoAdPics>('bookmain/getVideoADPic', { subject: subjectId }, { signal, silent: true }),
    enabled: enabled && subjectId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** Logged-in users: the server's positions in a book's items. */
export function useBookProgress(bookNo: string | null, loggedIn: boolean) {
  return useQuery({
    queryKey: ['bookProgress', bookNo],
    queryFn: ({ signal }) =>
      api.get<BookProgress>('book/getProgress', { bookNo: bookNo ?? '' }, { signal, silent: true }),
    enabled: !!bookNo && loggedIn,
    staleTime: 0,
  });
}

export function saveProgress(input: SaveProgressInput) {
  return api
    .post<ItemProgress>('book/saveProgress', input, { silent: true })
    .catch((error: unknown) => console.warn('[progress] not saved', error));
}

export function saveBrowse(bookNo: string) {
  return api
    .post<null>(`book/saveBrowse/${encodeURIComponent(bookNo)}`, undefined, { silent: true })
    .catch((error: unknown) => console.warn('[browse] not saved', error));
}

export function useHotWords() {
  return useQuery({
    queryKey: ['bookHotWords'],
    queryFn: ({ signal }) =>
      api.get<HotWord[]>('bookmain/getEBookHotSearchList', undefined, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

export const SEARCH_PAGE_SIZE = 20;

export function useBookSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: ['bookSearch', keyword],
    queryFn: ({ signal, pageParam }) =>
      api.get<BookSearchList>(
        `bookmain/getBookSearchList/${encodeURIComponent(keyword)}`,
        { pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: keyword !== '',
    staleTime: 60_000,
  });
}

const favoriteKey = (bookNo: string) => ['favoriteExists', bookNo] as const;

/** Whether a logged-in user keeps the book among the favorites, and the toggle. */
export function useFavorite(bookNo: string | null, loggedIn: boolean) {
  const queryClient = useQueryClient();
  const exists = useQuery({
    queryKey: favoriteKey(bookNo ?? ''),
    queryFn: ({ signal }) =>
      api.get<FavoriteExists>(`book/getFavoritesExists/${encodeURIComponent(bookNo ?? '')}`, undefined, {
        signal,
        silent: true,
      }),
    enabled: !!bookNo && loggedIn,
  });
  const toggle = useMutation({
    mutationFn: (on: boolean) =>
      api.post<null>(`book/${on ? 'setFavorites' : 'removeFavorites'}/${encodeURIComponent(bookNo ?? '')}`),
    onSuccess: (_data, on) => {
      queryClient.setQueryData<FavoriteExists>(favoriteKey(bookNo ?? ''), { exists: on });
      toast(on ? '收藏成功' : '已取消收藏', 'success');
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
  return { exists: exists.data?.exists ?? false, toggle };
}
