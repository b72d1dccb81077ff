import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEan13, type BookListItem } from '@jc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogueFile } from '../../cli/import-catalogue.js';
import { fillDemoBarcodes } from './migrations/0006-barcodes.js';
import { demoBarcode } from './seed/barcodes.js';
import { dialects, useTestApp } from '../../test/app.js';
import { parseCatalogueCsv, parseCatalogueJson } from './catalogue-file.js';
import { book, json, refusal } from './catalogue.fixtures.js';

/** Book barcodes (条形码): bookmain/getBookByTXM, the demo barcodes and the txm field of catalogue files. */

const tmp = mkdtempSync(join(tmpdir(), 'cat-barcode-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const BARCODE_927 = '9787500009276';
const header = 'bookNo,bookTitle,subject,grade,cebie,txm,lessonPath';

describe('demo barcodes', () => {
  it('are valid EAN-13s in the 978-7 range', () => {
    expect(demoBarcode('927')).toBe(BARCODE_927);
    expect(demoBarcode('112')).toBe('9787500001126');
    expect(() => demoBarcode('T1')).toThrow(RangeError);
  });
});

describe('txm in catalogue files', () => {
  it('reads txm from JSON and CSV (optional, trimmed)', () => {
    const cat = parseCatalogueJson(json([book({ txm: ' 9787500010029 ' }), book({ bookNo: 'T2' })]));
    expect(cat.books.map((b) => b.txm)).toEqual(['9787500010029', '']);
    const csv = parseCatalogueCsv(
      [
        header,
        'C1,书一,语文,一年级,上册,9787500010029,a',
        'C1,,,,,9787500010029,b',
        'C2,书二,语文,一年级,上册,,a',
      ].join('\n'),
    );
    expect(csv.books.map((b) => [b.bookNo, b.txm])).toEqual([
      ['C1', '9787500010029'],
      ['C2', ''],
    ]);
  });

  it.each([
    [
      'a bad check digit',
      json([book({ txm: '9787500010028' })]),
      /^导入失败：books\[0\]\.txm（条形码）：条形码校验位不正确$/,
    ],
    [
      '12 digits',
      json([book({ txm: '978750001002' })]),
      /^导入失败：books\[0\]\.txm（条形码）：条形码须为13位数字$/,
    ],
    ['dashes', json([book({ txm: '978-7-5000-1002-9' })]), /：条形码须为13位数字$/],
    [
      'a number',
      json([book({ txm: 9787500010029 })]),
      /^导入失败：books\[0\]\.txm（条形码）：条形码须为13位数字，写成文字/,
    ],
    [
      'a repeated barcode',
      json([book({ txm: '9787500010029' }), book({ bookNo: 'T2', txm: '9787500010029' })]),
      /^导入失败：books\[1\]（条形码）：条形码 9787500010029 与 books\[0\] 重复$/,
    ],
  ])('refuses JSON with %s', (_name, source, msg) => {
    expect(refusal(() => parseCatalogueJson(source))).toMatch(msg);
  });

  it.each([
    [
      'a bad check digit',
      `${header}\nC1,书,语文,一年级,上册,9787500010028,a`,
      /^导入失败：第2行 txm（条形码）：条形码校验位不正确$/,
    ],
    [
      '14 digits',
      `${header}\nC1,书,语文,一年级,上册,97875000100290,a`,
      /^导入失败：第2行 txm（条形码）：条形码须为13位数字$/,
    ],
    [
      'a contradicting barcode on a later row',
      `${header}\nC1,书,语文,一年级,上册,9787500010029,a\nC1,,,,,9787500020011,b`,
      /^导入失败：第3行 txm（条形码）：与本书第一行（第2行）的“9787500010029”不一致$/,
    ],
  ])('refuses CSV with %s', (_name, source, msg) => {
    expect(refusal(() => parseCatalogueCsv(source))).toMatch(msg);
  });
});

describe.each(dialects)('barcodes on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const byTxm = (query?: Record<string, string>) =>
    t().call<BookListItem[]>('GET', '/api/bookmain/getBookByTXM', query ? { query } : {});
  const write = (name: string, content: string) => {
    const file = join(tmp, `${dialect}-${name}`);
    writeFileSync(file, content);
    return file;
  };
  const barcodeOf = async (bookNo: string) =>
    (await db().selectFrom('books').select('barcode').where('book_no', '=', bookNo).executeTakeFirst())
      ?.barcode;

  it('gives every demo book a distinct valid EAN-13', async () => {
    const rows = await db().selectFrom('books').select(['book_no', 'barcode']).execute();
    expect(rows).toHaveLength(36);
    for (const r of rows) {
      expect(r.barcode, r.book_no).toBe(demoBarcode(r.book_no));
      expect(isEan13(r.barcode ?? '')).toBe(true);
    }
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(36);
  });

  it('answers the book of a barcode, with or without a token', async () => {
    const res = await byTxm({ txm: BARCODE_927 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual([
      {
        bookNo: '927',
        title: '语文 一年级上册',
        pictureV: '/media/covers/cover-yuwen-1a.svg',
        buttons: 's-视频,t-音频,d-下载,kf-客服',
      },
    ]);
    const token = await t().login('student');
    const math = await t().call<BookListItem[]>('GET', '/api/bookmain/getBookByTXM', {
      query: { txm: ` ${demoBarcode('362')} ` },
      token,
    });
    expect(math.body.data.map((b) => b.bookNo)).toEqual(['362']);
  });

  it.each([
    ['no txm', undefined, '请输入条形码'],
    ['an empty txm', { txm: '' }, '请输入条形码'],
    ['a bad check digit', { txm: '9787500009277' }, '条形码校验位不正确'],
    ['12 digits', { txm: '978750000927' }, '条形码须为13位数字'],
    ['14 digits', { txm: '97875000092760' }, '条形码须为13位数字'],
    ['dashes', { txm: '978-7-5000-0927-6' }, '条形码须为13位数字'],
    ['letters', { txm: '978750000927X' }, '条形码须为13位数字'],
  ])('refuses %s with 400 naming the field', async (_name, query, msg) => {
    const res = await byTxm(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('answers 404 for a valid barcode of no book, and for a disabled book', async () => {
    const unknown = await byTxm({ txm: '9780306406157' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: '没有找到该条形码对应的图书', data: null });
    await db().updateTable('books').set({ enabled: 0 }).where('book_no', '=', '112').execute();
    try {
      expect((await byTxm({ txm: demoBarcode('112') })).status).toBe(404);
    } finally {
      await db().updateTable('books').set({ enabled: 1 }).where('book_no', '=', '112').execute();
    }
    expect((await byTxm({ txm: demoBarcode('112') })).status).toBe(200);
  });

  it('keeps barcodes unique in the store', async () => {
    await expect(
      db().updateTable('books').set({ barcode: BARCODE_927 }).where('book_no', '=', '112').execute(),
    ).rejects.toThrow();
    expect(await barcodeOf('112')).toBe(demoBarcode('112'));
  });

  it('fills the demo barcodes of an older demo store once, never a book that is not the demo book', async () => {
    await db()
      .updateTable('books')
      .set({ barcode: null })
      .where('book_no', 'in', ['927', '211', '212'])
      .execute();
    await db().updateTable('books').set({ title: '出版社自己的书' }).where('book_no', '=', '212').execute();
    try {
      expect(await fillDemoBarcodes(db())).toBe(2);
      expect(await barcodeOf('927')).toBe(BARCODE_927);
      expect(await barcodeOf('211')).toBe(demoBarcode('211'));
      expect(await barcodeOf('212')).toBeNull();
      expect(await fillDemoBarcodes(db())).toBe(0);
    } finally {
      await db()
        .updateTable('books')
        .set({ title: '数学 一年级下册', barcode: demoBarcode('212') })
        .where('book_no', '=', '212')
        .execute();
    }
  });

  it('imports barcodes, refuses one of another book (writing nothing), lets two books swap theirs', async () => {
    const file = write(
      'txm.json',
      json([book({ bookNo: 'TX1', txm: '9787500010029' }), book({ bookNo: 'TX2', txm: '9787500020011' })]),
    );
    await importCatalogueFile(t().app.store, file);
    expect((await byTxm({ txm: '9787500010029' })).body.data.map((b) => b.bookNo)).toEqual(['TX1']);

    const clash = write('clash.csv', `${header}\nTX3,书,语文,一年级,上册,${BARCODE_927},a`);
    await expect(importCatalogueFile(t().app.store, clash)).rejects.toThrow(
      /^导入失败：第2行（条形码）：条形码 9787500009276 已属于图书 927$/,
    );
    expect(await barcodeOf('TX3')).toBeUndefined();

    const swap = write(
      'swap.json',
      json([book({ bookNo: 'TX1', txm: '9787500020011' }), book({ bookNo: 'TX2', txm: '9787500010029' })]),
    );
    await importCatalogueFile(t().app.store, swap);
    expect(await barcodeOf('TX1')).toBe('9787500020011');
    expect(await barcodeOf('TX2')).toBe('9787500010029');

    // The file is the truth for its books: no txm clears the barcode.
    await importCatalogueFile(t().app.store, write('clear.json', json([book({ bookNo: 'TX1' })])));
    expect(await barcodeOf('TX1')).toBeNull();
    expect((await byTxm({ txm: '9787500020011' })).status).toBe(404);
  });
});
