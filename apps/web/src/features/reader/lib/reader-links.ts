import { PAGES } from '@jc/contract';

/** The in-app address of the PDF viewer for a document (and the page to open at). */
export function pdfViewLink(url: string, title: string, page = 1): string {
  const q = new URLSearchParams({ url, title });
  if (page > 1) q.set('page', String(page));
  return `${PAGES.pdfView.path}?${q.toString()}`;
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** A subject id from the address (`?subject=`), or null for every subject. */
export function subjectParam(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(n) && n > 0 ? n : null;
}
