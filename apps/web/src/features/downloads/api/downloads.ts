import { useQuery } from '@tanstack/react-query';
import {
  bookDetailEndpoints,
  booksEndpoints,
  downloadEndpoints,
  readerEndpoints,
  type DownloadCodeKind,
} from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

const LONG = 5 * 60_000;

/** Query options of the download pages: sample books, resources by book or code, listening material. */
export const downloadQueries = {
  ebookAreas: () => endpointQuery(readerEndpoints.areas, undefined, { staleTime: LONG }),
  ebooks: (areaId: number | null) => ({
    ...endpointQuery(readerEndpoints.ofArea, { id: areaId ?? 0 }, { staleTime: LONG }),
    enabled: areaId !== null,
  }),
  ebook: (id: number | null) => ({
    ...endpointQuery(readerEndpoints.one, { id: id ?? 0 }, { staleTime: LONG }),
    enabled: id !== null,
  }),
  byCode: (code: string | null, kind: DownloadCodeKind) => ({
    ...endpointQuery(downloadEndpoints.byCode, { lessonno: code ?? '', kind }, { staleTime: 60_000 }),
    enabled: !!code,
  }),
  bookDownloads: (bookNo: string | null) => ({
    ...endpointQuery(downloadEndpoints.list, { bookNo: bookNo ?? '', pageSize: 100 }, { staleTime: 60_000 }),
    enabled: !!bookNo,
  }),
  bookInfoOne: (bookNo: string | null) => ({
    ...endpointQuery(bookDetailEndpoints.summary, { bookNo: bookNo ?? '' }, { staleTime: LONG }),
    enabled: !!bookNo,
  }),
  /** `silent`: the page shows errors itself. */
  booksByType: (
    type: 'download' | 'listening',
    grade: { gradeId: number; cebieId: number } | null,
    subject: number | null,
    silent: boolean,
  ) => ({
    ...endpointQuery(
      booksEndpoints.listByType,
      {
        type,
        pageSize: 100,
        ...(grade ? { grade: grade.gradeId, cebie: grade.cebieId } : {}),
        ...(subject ? { subject } : {}),
      },
      { silent, staleTime: 60_000 },
    ),
    retry: false,
  }),
  tingli: (bookNo: string | null, silent: boolean) => ({
    ...endpointQuery(bookDetailEndpoints.listening, { bookNo: bookNo ?? '' }, { silent, staleTime: 60_000 }),
    enabled: !!bookNo,
    retry: false,
  }),
};

export function useEBookAreas() {
  return useQuery(downloadQueries.ebookAreas());
}

export function useEBooks(areaId: number | null) {
  return useQuery(downloadQueries.ebooks(areaId));
}

export function useEBook(id: number | null) {
  return useQuery(downloadQueries.ebook(id));
}

export function useDownloadsByCode(code: string | null, kind: DownloadCodeKind) {
  return useQuery(downloadQueries.byCode(code, kind));
}

export function useBookDownloads(bookNo: string | null) {
  return useQuery(downloadQueries.bookDownloads(bookNo));
}

export function useBookInfoOne(bookNo: string | null) {
  return useQuery(downloadQueries.bookInfoOne(bookNo));
}

/** Books with downloads or listening material for a grade and volume (`silent`: the page shows errors itself). */
export function useBooksByType(
  type: 'download' | 'listening',
  grade: { gradeId: number; cebieId: number } | null,
  subject: number | null,
  options: { silent?: boolean } = {},
) {
  return useQuery(downloadQueries.booksByType(type, grade, subject, options.silent ?? false));
}

export function useTingli(bookNo: string | null, options: { silent?: boolean } = {}) {
  return useQuery(downloadQueries.tingli(bookNo, options.silent ?? false));
}
