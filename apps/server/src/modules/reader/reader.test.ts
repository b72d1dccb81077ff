import type { BookSearchList, EBookPages } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES, DEMO_PDF, seedEbookPages } from '../books/index.js';
import { dialects, useTestApp } from '../../test/app.js';

describe.each(dialects)('bookMain/getPagePicList on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const get = (id: string) => t().call<EBookPages>('GET', `/api/bookMain/getPagePicList/${id}`);

  it('answers the e-book of a book code with its page pictures, in page order', async () => {
    const res = await get('bk927');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data.ebook).toMatchObject({ bookNo: '927', pdf: DEMO_PDF['ebook-yuwen'].path, pages: 3 });
    expect(data.areaName).toBe('部编版');
    expect(data.book).toMatchObject({ bookNo: '927', subject: '语文', grade: '一年级', cebie: '上册' });
    expect(data.book.pictureV).toMatch(/^\/media\/covers\/.+\.svg$/);
    expect(data.pages).toEqual(
      DEMO_PAGES['ebook-yuwen'].map((p, i) => ({ page: i + 1, path: p.path, width: 420, height: 594 })),
    );
  });

  it('serves the page pictures as small JPEGs', async () => {
    for (const p of Object.values(DEMO_PAGES).flat()) {
      const res = await t().app.inject({ method: 'GET', url: p.path });
      expect(res.statusCode, p.path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/jpeg/);
      expect(res.rawPayload.length).toBe(p.bytes);
      expect(p.bytes).toBeLessThan(20 * 1024);
    }
  });

  it('takes a plain book number, and a code shared by several books picks the one with an e-book', async () => {
    const byNo = await get('211');
    expect(byNo.status).toBe(200);
    expect(byNo.body.data.ebook.pdf).toBe(DEMO_PDF['ebook-shuxue'].path);
    expect(byNo.body.data.pages).toHaveLength(2);
    // YW1 is shared by 927 (with an e-book) and 112 (without).
    const shared = await get('YW1');
    expect(shared.status).toBe(200);
    expect(shared.body.data.book.bookNo).toBe('927');
  });

  it('answers 404 for an unknown code and for a book without an e-book', async () => {
    const unknown = await get('bk000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: '没有找到这本书', data: null });
    const none = await get('bk112');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: 404, msg: '这本书暂无电子书', data: null });
  });

  it('answers 400 naming the field for a malformed id', async () => {
    for (const bad of ['bk%20927%3B', 'x'.repeat(65), '%E4%B9%A6']) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: '图书编码（id）不正确', data: null });
    }
  });

  it('answers an e-book without page pictures with an empty list (the client shows its PDF)', async () => {
    const db = t().app.db;
    const ebook = await db
      .selectFrom('ebooks')
      .innerJoin('books', 'books.id', 'ebooks.book_id')
      .select('ebooks.id')
      .where('books.book_no', '=', '331')
      .executeTakeFirstOrThrow();
    const saved = await db.selectFrom('ebook_pages').selectAll().where('ebook_id', '=', ebook.id).execute();
    await db.deleteFrom('ebook_pages').where('ebook_id', '=', ebook.id).execute();
    try {
      const res = await get('bk331');
      expect(res.status).toBe(200);
      expect(res.body.data.pages).toEqual([]);
      expect(res.body.data.ebook.pdf).toBe(DEMO_PDF['ebook-yingyu'].path);
    } finally {
      await db.insertInto('ebook_pages').values(saved).execute();
    }
  });

  it('seeds the pages once: a second run leaves the store alone', async () => {
    const count = async () =>
      Number(
        (
          await t()
            .app.db.selectFrom('ebook_pages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(7);
    expect(
      await t()
        .app.db.transaction()
        .execute((trx) => seedEbookPages(trx, dialect)),
    ).toBe(0);
    expect(await count()).toBe(7);
  });

  it('searches only books with answers when asked (type=answer), and refuses an unknown type', async () => {
    const search = (kw: string, query: Record<string, string>) =>
      t().call<BookSearchList>('GET', `/api/bookmain/getBookSearchList/${encodeURIComponent(kw)}`, { query });
    const all = await search('数学', {});
    const answers = await search('数学', { type: 'answer', pageSize: '50' });
    expect(all.body.data.total).toBe(12);
    // Answers exist for 数学 of grades 1 and 2 only (211, 212, 221, 222).
    expect(answers.body.data.list.map((b) => b.bookNo).sort()).toEqual(['211', '212', '221', '222']);
    expect(answers.body.data.total).toBe(4);
    const ebooks = await search('语文', { type: 'ebook' });
    expect(ebooks.body.data.list.map((b) => b.bookNo)).toEqual(['927']);
    const bad = await search('数学', { type: 'video' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('类型（type）须为以下之一：ebook、listening、answer、download');
  });
});
