import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Timing } from '@jc/contract';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGoBack } from '@/lib/use-go-back';
import { isMissingBook, useBook, useBooksByCode, useQrcodeInfo } from '../api/book';
import { bookDetailsUrl } from '@/lib/page-urls';

const CODE_KINDS = ['s', 't', 'y'] as const;

export interface BookEntry {
  bookNo: string | null;
  code: string | null;
  kind: string;
}

/** bookNo, or an entry code: `lessonno` (with `type`), or `s`, `t`, `y` = the code of that kind. */
export function readEntry(params: URLSearchParams): BookEntry {
  const bookNo = params.get('bookNo')?.trim() || null;
  for (const kind of CODE_KINDS) {
    const code = params.get(kind)?.trim();
    if (code) return { bookNo, code, kind };
  }
  const lessonno = params.get('lessonno')?.trim() || null;
  return { bookNo, code: lessonno, kind: params.get('type')?.trim() || 'all' };
}

/**
 * The book 播放详情 shows, from its address: by `bookNo`, or by a code (its QR info names the book).
 * A `bookNo` that is no book may be a book code (scans give `bookNo=YW1`): a quiet 404, then the code's
 * books; one of them opens, several are offered (`codeBooks`). A failure is toasted, and after a
 * server's refusal the page goes back after `Timing.bookFailureBack`.
 */
export function useBookSource() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const entry = readEntry(params);
  const qr = useQrcodeInfo(entry.bookNo ? null : entry.code, entry.kind);
  const bookNo = entry.bookNo ?? qr.data?.bkInfo.bookNo ?? null;
  const book = useBook(bookNo, !!entry.bookNo);
  const bookMissing = !!entry.bookNo && isMissingBook(book.error);
  const byCode = useBooksByCode(bookMissing ? entry.bookNo : null);

  // A code of one book opens that book; several are offered by title.
  const codeBooks = byCode.data;
  useEffect(() => {
    const only = codeBooks?.length === 1 ? codeBooks[0] : undefined;
    if (only && only.bookNo !== entry.bookNo) void navigate(bookDetailsUrl(only.bookNo), { replace: true });
  }, [codeBooks, entry.bookNo, navigate]);

  // An unsuccessful book answer: the message is toasted; go back after 1 s.
  const failure = (bookMissing ? (byCode.isError ? book.error : null) : book.error) ?? qr.error;
  const missingMessage = bookMissing && byCode.isError ? book.error?.message : undefined;
  useEffect(() => {
    // The missing book was not toasted by the client (it might have been a code).
    if (missingMessage) toast(missingMessage);
  }, [missingMessage]);
  useEffect(() => {
    if (!failure || !isApiError(failure) || failure.kind !== 'server') return;
    const timer = setTimeout(goBack, Timing.bookFailureBack);
    return () => clearTimeout(timer);
  }, [failure, goBack]);

  return {
    entry,
    qr,
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
      refetch: () => void (book.isError ? book.refetch() : qr.refetch()),
    },
    goBack,
  };
}
