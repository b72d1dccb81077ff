/**
 * EAN-13 book barcodes (条形码, the ISBN-13 on a back cover, 978-7-… for Chinese publishers): 13 digits,
 * the last one a check digit over the first 12 (weights 1, 3, 1, 3, … from the left; GS1 modulo 10).
 */

const TWELVE_DIGITS = /^\d{12}$/;
const THIRTEEN_DIGITS = /^\d{13}$/;

/** The check digit (0–9) of the first 12 digits of an EAN-13; throws a RangeError on anything else. */
export function ean13CheckDigit(first12: string): number {
  if (!TWELVE_DIGITS.test(first12))
    throw new RangeError(`EAN-13 needs 12 digits, got ${JSON.stringify(first12)}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for exactly 13 ASCII digits whose last digit is the right check digit (no trimming, no dashes). */
export function isEan13(text: string): boolean {
  if (typeof text !== 'string' || !THIRTEEN_DIGITS.test(text)) return false;
  return ean13CheckDigit(text.slice(0, 12)) === Number(text[12]);
}

/** The first 12 digits with their check digit appended: `withEan13Check('978710700000')` → `9787107000003`. */
export function withEan13Check(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}
