import { withEan13Check } from '@jc/contract';

/**
 * Demo barcodes (条形码): every demo book gets a distinct, valid EAN-13 in the ISBN range 978-7-5000-…
 * (978 7 5000 0 {3-digit book number} + check digit), e.g. 927 → 9787500009276.
 */
export function demoBarcode(bookNo: string): string {
  if (!/^\d{3}$/.test(bookNo)) throw new RangeError(`demo book numbers have 3 digits, got ${bookNo}`);
  return withEan13Check(`978750000${bookNo}`);
}
