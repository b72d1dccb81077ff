import { booksEndpoints, type BookListItem } from '@jc/contract';
import { api, isApiError } from '@/lib/api-client';

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
