import { PAGES, codeOfQuery, type PrintedCode, type ResolvedCode } from '@jc/contract';

/**
 * What 播放详情's address asks for (docs/codes.md): a book by `bookNo`, or a printed code — any key of
 * spec section 4 with its value (`TkAudioInfo=115245`, `s=100500101`, `lessonno=yx101`, …), which
 * bookmain/resolveCode answers. Neither: the sample lessons are offered.
 */
export interface BookEntry {
  bookNo: string | null;
  code: PrintedCode | null;
}

/** The page's own parameters, which name no code. */
const OWN_PARAMS = ['bookNo', 'timuId'];

export function readEntry(search: string): BookEntry {
  const bookNo = new URLSearchParams(search).get('bookNo')?.trim() || null;
  return { bookNo, code: bookNo ? null : codeOfQuery(search, OWN_PARAMS) };
}

/**
 * Where the page goes instead of showing the code here: a code that opens another page (a download code
 * put on this page's address), or a book code (the page by its number, which offers a choice when
 * several books share it). Null when the code is shown here.
 */
export function codeRedirect(resolved: ResolvedCode): string | null {
  if (resolved.to.split('?')[0] !== PAGES.bookDetails.path) return resolved.to;
  if (resolved.kind === 'book' || resolved.lessonId === null)
    return resolved.to.includes('bookNo=')
      ? resolved.to
      : resolved.book
        ? `${PAGES.bookDetails.path}?bookNo=${encodeURIComponent(resolved.book.bookNo)}`
        : null;
  return null;
}

/** The lesson the tree opens at and the item the media area shows, for a code of a lesson. */
export interface CodeFocus {
  lessonId: number;
  timuId: number | null;
}

export function codeFocus(resolved: ResolvedCode | undefined): CodeFocus | null {
  if (!resolved || resolved.lessonId === null || codeRedirect(resolved) !== null) return null;
  return { lessonId: resolved.lessonId, timuId: resolved.timuId };
}
