import type { StoreStockLine } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { bookTitles } from './store-common.js';

/**
 * The stock of each book at the given shops: the newest count plus what was shipped after its day, or
 * every shipment when the book was never counted there.
 */
export async function stockLines(db: Db, storeIds: number[]): Promise<Map<number, StoreStockLine[]>> {
  const out = new Map<number, StoreStockLine[]>();
  if (storeIds.length === 0) return out;
  const [counts, sends] = await Promise.all([
    db
      .selectFrom('store_stock_counts')
      .select(['store_id', 'book_no', 'quantity', 'counted_on', 'id'])
      .where('store_id', 'in', storeIds)
      .orderBy('counted_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('store_shipments')
      .select(['store_id', 'book_no', 'quantity', 'shipped_on'])
      .where('store_id', 'in', storeIds)
      .execute(),
  ]);
  const key = (s: number, b: string) => `${s}\t${b}`;
  const lines = new Map<string, StoreStockLine & { storeId: number }>();
  for (const c of counts) {
    const k = key(c.store_id, c.book_no);
    if (lines.has(k)) continue; // newest first: the first is the one that counts
    lines.set(k, {
      storeId: c.store_id,
      bookNo: c.book_no,
      bookTitle: '',
      counted: c.quantity,
      countedOn: c.counted_on,
      shippedSince: 0,
      stock: 0,
    });
  }
  for (const s of sends) {
    const k = key(s.store_id, s.book_no);
    let line = lines.get(k);
    if (!line) {
      line = {
        storeId: s.store_id,
        bookNo: s.book_no,
        bookTitle: '',
        counted: 0,
        countedOn: '',
        shippedSince: 0,
        stock: 0,
      };
      lines.set(k, line);
    }
    // A shipment on the day of the count is taken as counted already.
    if (line.countedOn === '' || s.shipped_on > line.countedOn) line.shippedSince += s.quantity;
  }
  const titles = await bookTitles(
    db,
    [...lines.values()].map((l) => l.bookNo),
  );
  for (const { storeId, ...line } of lines.values()) {
    line.bookTitle = titles.get(line.bookNo) ?? '';
    line.stock = line.counted + line.shippedSince;
    const list = out.get(storeId) ?? [];
    list.push(line);
    out.set(storeId, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.bookNo.localeCompare(b.bookNo));
  return out;
}
