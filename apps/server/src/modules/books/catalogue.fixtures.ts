import { expect } from 'vitest';
import { CatalogueImportError } from './catalogue-file.js';

// Shared by the catalogue import tests (modules/books/import.test.ts, barcode.test.ts).

/** The message of the CatalogueImportError `fn` throws; fails the test when it throws nothing. */
export const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogueImportError);
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
};

/** A minimal valid book of a JSON catalogue, with overrides. */
export const book = (extra: Record<string, unknown> = {}) => ({
  bookNo: 'T1',
  title: '测试书',
  subject: '语文',
  grade: '一年级',
  cebie: '上册',
  ...extra,
});

export const json = (books: unknown[]) => JSON.stringify({ books });
