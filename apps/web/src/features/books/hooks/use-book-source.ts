import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Timing } from '@jc/contract';
import { isApiError } from '@/lib/api-client';
import { codeFailure } from '@/lib/code-failure';
import { toast } from '@/lib/toast';
import { useGoBack } from '@/lib/use-go-back';
import { isMissingBook, useBook, useBooksByCode, useResolvedCode } from '../api/book';
import { bookDetailsUrl } from '@/lib/page-urls';
import { codeFocus, codeRedirect, readEntry } from '../lib/code-entry';

export { readEntry, type BookEntry } from '../lib/code-entry';

/**
 * The book 播放详情 shows, from its address: by `bookNo`, or by a printed code (bookmain/resolveCode
 * names the book, the lesson and the item; docs/codes.md). A `bookNo` that is no book may be a book code
 * (scans give `bookNo=YW1`): a quiet 404, then the code's books; one of them opens, several are offered
 * (`codeBooks`). A code the server refuses (unknown, retired) is shown in the page with ways on; a
 * book failure is toasted, and after a server's refusal the page goes back after `Timing.bookFailureBack`.
 */
export function useBookSource() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const entry = readEntry(search);
  const code = useResolvedCode(entry.code);
  const resolved = code.data;
  const redirect = resolved ? codeRedirect(resolved) : null;
  const bookNo = entry.bookNo ?? (redirect === null ? (resolved?.book?.bookNo ?? null) : null);
  const book = useBook(bookNo, !!entry.bookNo);
  const bookMissing = !!entry.bookNo && isMissingBook(book.error);
  const byCode = useBooksByCode(bookMissing ? entry.bookNo : null);

  // A code that opens another page (or a book by its number) leaves this address.
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // A code of one book opens that book; several are offered by title.
  const codeBooks = byCode.data;
  useEffect(() => {
    const only = codeBooks?.length === 1 ? codeBooks[0] : undefined;
    if (only && only.bookNo !== entry.bookNo) void navigate(bookDetailsUrl(only.bookNo), { replace: true });
  }, [codeBooks, entry.bookNo, navigate]);

  // An unsuccessful book answer: the message is toasted; go back after 1 s. A refused code stays.
  const codeRefused = codeFailure(code.error) !== null;
  const failure = (bookMissing ? (byCode.isError ? book.error : null) : book.error) ?? code.error;
  const missingMessage = bookMissing && byCode.isError ? book.error?.message : undefined;
  useEffect(() => {
    // The missing book was not toasted by the client (it might have been a code).
    if (missingMessage) toast(missingMessage);
  }, [missingMessage]);
  useEffect(() => {
    if (codeRefused || !failure || !isApiError(failure) || failure.kind !== 'server') return;
    const timer = setTimeout(goBack, Timing.bookFailureBack);
    return () => clearTimeout(timer);
  }, [failure, codeRefused, goBack]);

  return {
    entry,
    code,
    /** The lesson and item a printed code names: the tree opens there. */
    focus: codeFocus(resolved),
    book,
    bookNo,
    /** Several books share the code in `bookNo`: the user picks one. */
    codeChoices: bookMissing && codeBooks && codeBooks.length > 1 ? codeBooks : null,
    /** The book as QueryView reads it: its data, or the failure of whichever call failed. */
    bookView: {
      data: book.data,
      isPending: !failure,
      isError: !!failure,
      error: failure,
      refetch: () => void (book.isError ? book.refetch() : code.refetch()),
    },
    goBack,
  };
}
