import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AnswerTicket, BookAnswer, BookListItem, BookSearchList, Paged } from '@jc/contract';
import { api } from '../../../lib/api-client';

const PAGE_SIZE = 20;

/** Books with answers, by grade and subject (null = all), 20 a page. */
export function useAnswerBooks(grade: number | null, subject: number | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['answerBooks', grade, subject],
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<BookListItem>>(
        'bookmain/getBooklistByType',
        {
          type: 'answer',
          grade: grade ?? undefined,
          subject: subject ?? undefined,
          pageNum: pageParam,
          pageSize: PAGE_SIZE,
        },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled,
  });
}

/** Books with answers whose title or lessons contain the keyword. */
export function useAnswerSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: ['answerSearch', keyword],
    queryFn: ({ pageParam, signal }) =>
      api.get<BookSearchList>(
        `bookmain/getBookSearchList/${encodeURIComponent(keyword)}`,
        { type: 'answer', pageNum: pageParam, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: keyword !== '',
  });
}

/** The answers of a book; refusals (810, 811, 404) are the page's to show, so never toasted. */
export function useBookAnswer(bookNo: string, ticket: string | null) {
  return useQuery({
    queryKey: ['bookAnswer', bookNo, ticket],
    queryFn: ({ signal }) =>
      api.get<BookAnswer>(
        `bookContent/getAnswer/${encodeURIComponent(bookNo)}`,
        ticket ? { ticket } : undefined,
        { signal, silent: true },
      ),
    enabled: bookNo !== '',
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Messages show next to the fields, so these do not toast. */
export function useSaveAnswerPwd() {
  return useMutation({
    mutationFn: (input: { pwd: string; oldPwd?: string }) =>
      api.post<null>('myInfo/answerSavePwd', input, { silent: true }),
  });
}

export function useVerifyAnswerPwd() {
  return useMutation({
    mutationFn: (pwd: string) =>
      api.post<AnswerTicket>('myInfo/answerVerifyingPwd', { pwd }, { silent: true }),
  });
}
