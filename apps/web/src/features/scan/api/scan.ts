import { booksEndpoints, type BookListItem, type PrintedCode, type ResolvedCode } from '@jc/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';

/**
 * The books printed with a barcode (bookmain/getBookByTXM). A 404 (no such book) is an empty list: the
 * page shows the scan-failed toast itself, so the call is silent; other failures throw.
 */
export async function findBooksByBarcode(txm: string): Promise<BookListItem[]> {
  try {
    return await api.call(booksEndpoints.byBarcode, { txm }, { silent: true });
  } catch (error) {
    if (isApiError(error) && error.kind === 'server' && error.status === 404) return [];
    throw error;
  }
}

/**
 * What a scanned printed code names and where it opens (bookmain/resolveCode, docs/codes.md), through the
 * query cache: the book page that opens next reads the same answer instead of asking again. A refusal
 * throws (silent: the page shows it).
 */
export function resolveScannedCode(queryClient: QueryClient, code: PrintedCode): Promise<ResolvedCode> {
  return queryClient.fetchQuery({
    ...endpointQuery(booksEndpoints.resolveCode, code, { silent: true, staleTime: 5 * 60_000 }),
    retry: false,
  });
}
