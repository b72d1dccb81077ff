import { PAGES, type DownloadCodeKind } from '@jc/contract';

/**
 * The queries of /pages/book/resourcesDownload (spec section 2) and what each lists; the server applies
 * the category (contract DOWNLOAD_KIND_CATEGORY). Decisions: docs/downloads.md.
 */
export const DOWNLOAD_QUERY_KINDS: ReadonlyArray<readonly [param: string, kind: DownloadCodeKind]> = [
  ['lessonno', 'all'],
  ['lessonnoDa', 'da'],
  ['lessonnoKa', 'ka'],
  ['lessonnoZi', 'zi'],
  ['lessonnoPi', 'pi'],
];

export const KIND_TITLES: Record<DownloadCodeKind, string> = {
  all: '全部资源',
  da: '答案',
  ka: '课件',
  zi: '资料',
  pi: '批量下载',
};

export type DownloadTarget =
  { by: 'code'; code: string; kind: DownloadCodeKind } | { by: 'book'; bookNo: string } | { by: 'picker' };

/** What the page shows for its query: the first non-empty code parameter, else `bookNo`, else the picker. */
export function downloadTarget(params: URLSearchParams): DownloadTarget {
  for (const [param, kind] of DOWNLOAD_QUERY_KINDS) {
    const code = params.get(param)?.trim();
    if (code) return { by: 'code', code, kind };
  }
  const bookNo = params.get('bookNo')?.trim();
  return bookNo ? { by: 'book', bookNo } : { by: 'picker' };
}

export type SampleBookQuery =
  { kind: 'area'; areaId: number } | { kind: 'book'; id: number } | { kind: 'none' };

/**
 * The sample-book page's bare query key (`/r?em=3` → `?em_3`, `/r?ed=7` → `?ed_7`, `/ebk?…` as is):
 * `em_{x}` (NewShelf, 新书上架) preselects edition area x; `ed_{x}` (NoLoginBook) opens e-book x.
 * `areaId=` and `id=` are read too, for /ebk links written with named parameters.
 */
export function parseSampleBookQuery(search: string): SampleBookQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const [key, value] of params) {
    const bare = /^(em|ed)_(\d{1,9})$/.exec(key.trim());
    if (bare)
      return bare[1] === 'em'
        ? { kind: 'area', areaId: Number(bare[2]) }
        : { kind: 'book', id: Number(bare[2]) };
    const n = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : 0;
    if (n > 0 && key === 'areaId') return { kind: 'area', areaId: n };
    if (n > 0 && key === 'id') return { kind: 'book', id: n };
  }
  return { kind: 'none' };
}

/** The pdfView address for a document (the viewer reads `url` and `title`). */
export function pdfViewUrl(url: string, title: string): string {
  return `${PAGES.pdfView.path}?${new URLSearchParams({ url, title }).toString()}`;
}
