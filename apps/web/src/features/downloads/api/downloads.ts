import { useQuery } from '@tanstack/react-query';
import type {
  BkInfo,
  BookListItem,
  CodeDownloads,
  DownloadCodeKind,
  DownloadResource,
  EBook,
  EBookArea,
  Paged,
  Timu,
} from '@jc/contract';
import { api } from '../../../lib/api-client';

const LONG = 5 * 60_000;

export function useEBookAreas() {
  return useQuery({
    queryKey: ['ebookAreas'],
    queryFn: ({ signal }) => api.get<EBookArea[]>('book/getEBookArea', undefined, { signal }),
    staleTime: LONG,
  });
}

export function useEBooks(areaId: number | null) {
  return useQuery({
    queryKey: ['ebooks', areaId],
    queryFn: ({ signal }) => api.get<EBook[]>(`book/getEBookInfo/${areaId}`, undefined, { signal }),
    enabled: areaId !== null,
    staleTime: LONG,
  });
}

export function useEBook(id: number | null) {
  return useQuery({
    queryKey: ['ebook', id],
    queryFn: ({ signal }) => api.get<EBook>(`book/getEBookOne/${id}`, undefined, { signal }),
    enabled: id !== null,
    staleTime: LONG,
  });
}

export function useDownloadsByCode(code: string | null, kind: DownloadCodeKind) {
  return useQuery({
    queryKey: ['downloadsByCode', code, kind],
    queryFn: ({ signal }) =>
      api.get<CodeDownloads>('bookmain/getDownloadsByCode', { lessonno: code ?? '', kind }, { signal }),
    enabled: !!code,
    staleTime: 60_000,
  });
}

export function useBookDownloads(bookNo: string | null) {
  return useQuery({
    queryKey: ['bookDownloads', bookNo],
    queryFn: ({ signal }) =>
      api.get<Paged<DownloadResource>>(
        'bookmain/getBookDownloadList',
        { bookNo: bookNo ?? '', pageSize: 100 },
        { signal },
      ),
    enabled: !!bookNo,
    staleTime: 60_000,
  });
}

export function useBookInfoOne(bookNo: string | null) {
  return useQuery({
    queryKey: ['bookInfoOne', bookNo],
    queryFn: ({ signal }) => api.get<BkInfo>('bookmain/getBookInfoOne', { bookNo: bookNo ?? '' }, { signal }),
    enabled: !!bookNo,
    staleTime: LONG,
  });
}

/** Books with downloads or listening material for a grade and volume (`silent`: the page shows errors itself). */
export function useBooksByType(
  type: 'download' | 'listening',
  grade: { gradeId: number; cebieId: number } | null,
  subject: number | null,
  options: { silent?: boolean } = {},
) {
  return useQuery({
    queryKey: ['booksByType', type, grade?.gradeId, grade?.cebieId, subject],
    queryFn: ({ signal }) =>
      api.get<Paged<BookListItem>>(
        'bookmain/getBooklistByType',
        {
          type,
          pageSize: 100,
          ...(grade ? { grade: grade.gradeId, cebie: grade.cebieId } : {}),
          ...(subject ? { subject } : {}),
        },
        { signal, silent: options.silent ?? false },
      ),
    staleTime: 60_000,
    retry: false,
  });
}

export function useTingli(bookNo: string | null, options: { silent?: boolean } = {}) {
  return useQuery({
    queryKey: ['tingli', bookNo],
    queryFn: ({ signal }) =>
      api.get<Timu[]>(
        'bookContent/getTingli',
        { bookNo: bookNo ?? '' },
        { signal, silent: options.silent ?? false },
      ),
    enabled: !!bookNo,
    staleTime: 60_000,
    retry: false,
  });
}
