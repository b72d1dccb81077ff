import { useQuery } from '@tanstack/react-query';
import { booksEndpoints, readerEndpoints } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

const LONG = 5 * 60_000;

/** Query options of the reader; the pages show failures in their own views, so these calls do not toast. */
export const readerQueries = {
  /** book/getSubjectPdfList?subject: the PDFs of a subject; null = every subject. */
  subjectPdfs: (subject: number | null) =>
    endpointQuery(readerEndpoints.subjectPdfs, subject === null ? {} : { subject }, {
      silent: true,
      staleTime: LONG,
    }),
  /** bookMain/getPagePicList/{id}: the e-book of a book code or number, with its page pictures. */
  ebookPages: (id: string) => ({
    ...endpointQuery(readerEndpoints.pagePics, { bookCode: id }, { silent: true, staleTime: LONG }),
    enabled: id !== '',
  }),
  /** book/getbookQrcodeInfo/{code}: the books of a code (to offer the lessons when there is no e-book). */
  booksByCode: (code: string, enabled: boolean) => ({
    ...endpointQuery(booksEndpoints.byQrCode, { qrcode: code }, { silent: true, staleTime: LONG }),
    enabled: enabled && code !== '',
  }),
};

export function useSubjectPdfs(subject: number | null) {
  return useQuery(readerQueries.subjectPdfs(subject));
}

export function useEbookPages(id: string) {
  return useQuery(readerQueries.ebookPages(id));
}

export function useBooksByCode(code: string, enabled: boolean) {
  return useQuery(readerQueries.booksByCode(code, enabled));
}
