import { useQuery } from '@tanstack/react-query';
import type { BookListItem, EBook, EBookPages } from '@jc/contract';
import { api } from '../../../lib/api-client';

/** The pages show failures in their own views, so these calls do not toast. */

/** book/getSubjectPdfList?subject: the PDFs of a subject; null = every subject. */
export function useSubjectPdfs(subject: number | null) {
  return useQuery({
    queryKey: ['subjectPdfs', subject],
    queryFn: ({ signal }) =>
      api.get<EBook[]>('book/getSubjectPdfList', subject === null ? undefined : { subject }, {
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });
}

/** bookMain/getPagePicList/{id}: the e-book of a book code or number, with its page pictures. */
export function useEbookPages(id: string) {
  return useQuery({
    queryKey: ['ebookPages', id],
    queryFn: ({ signal }) =>
      api.get<EBookPages>(`bookMain/getPagePicList/${encodeURIComponent(id)}`, undefined, {
        signal,
        silent: true,
      }),
    enabled: id !== '',
    staleTime: 5 * 60_000,
  });
}

/** book/getbookQrcodeInfo/{code}: the books of a code (to offer the lessons when there is no e-book). */
export function useBooksByCode(code: string, enabled: boolean) {
  return useQuery({
    queryKey: ['booksByCode', code],
    queryFn: ({ signal }) =>
      api.get<BookListItem[]>(`book/getbookQrcodeInfo/${encodeURIComponent(code)}`, undefined, {
        signal,
        silent: true,
      }),
    enabled: enabled && code !== '',
    staleTime: 5 * 60_000,
  });
}
