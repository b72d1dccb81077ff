import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { answerEndpoints, booksEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointQuery, pagedQuery } from '@/lib/api-query';

const PAGE_SIZE = 20;

/** Query options of the answer pages; their failures show in the pages, so none of them toasts. */
export const answerQueries = {
  /** Books with answers, by grade and subject (null = all), 20 a page. */
  books: (grade: number | null, subject: number | null, enabled: boolean) => ({
    ...pagedQuery(
      booksEndpoints.listByType,
      { type: 'answer', grade: grade ?? undefined, subject: subject ?? undefined },
      { pageSize: PAGE_SIZE, silent: true },
    ),
    enabled,
  }),
  /** Books with answers whose title or lessons contain the keyword. */
  search: (keyword: string) => ({
    ...pagedQuery(
      booksEndpoints.search,
      { kw: keyword, type: 'answer' },
      { pageSize: PAGE_SIZE, silent: true },
    ),
    enabled: keyword !== '',
  }),
  /** The answers of a book; refusals (810, 811, 404) are the page's to show. */
  answer: (bookNo: string, ticket: string | null) => ({
    ...endpointQuery(
      answerEndpoints.answer,
      { bookNo, ...(ticket ? { ticket } : {}) },
      { silent: true, staleTime: 0 },
    ),
    enabled: bookNo !== '',
    retry: false,
    gcTime: 0,
  }),
};

export function useAnswerBooks(grade: number | null, subject: number | null, enabled: boolean) {
  return useInfiniteQuery(answerQueries.books(grade, subject, enabled));
}

export function useAnswerSearch(keyword: string) {
  return useInfiniteQuery(answerQueries.search(keyword));
}

export function useBookAnswer(bookNo: string, ticket: string | null) {
  return useQuery(answerQueries.answer(bookNo, ticket));
}

/** Messages show next to the fields, so these do not toast. */
export function useSaveAnswerPwd() {
  return useMutation({
    mutationFn: (input: { pwd: string; oldPwd?: string }) =>
      api.call(answerEndpoints.savePwd, input, { silent: true }),
  });
}

export function useVerifyAnswerPwd() {
  return useMutation({
    mutationFn: (pwd: string) => api.call(answerEndpoints.verifyPwd, { pwd }, { silent: true }),
  });
}
