import { type CodeDownloads, type DownloadResource, type ListenByCode, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PDF } from '../books/index.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';

describe.each(dialects)('downloads and listening by code on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const get = <T>(path: string, query?: Record<string, string>) =>
    t().call<T>('GET', `/api/${path}`, query ? { query } : {});
  const byCode = (code: string, kind?: string) =>
    get<CodeDownloads>('bookmain/getDownloadsByCode', { lessonno: code, ...(kind ? { kind } : {}) });

  describe('bookmain/getDownloadsByCode', () => {
    it('lists every resource of the book a lesson code belongs to', async () => {
      const res = await byCode('100500101');
      expect(res.status).toBe(200);
      expect(res.body.data.books.map((b) => b.bookNo)).toEqual(['927']);
      expect(res.body.data.lessonTitle).toBe('1 天地人');
      expect(res.body.data.kind).toBe('all');
      expect(res.body.data.list.map((r) => r.category)).toEqual(['kejian', 'ziliao', 'daan']);
      for (const r of res.body.data.list) expect(r.bookNo).toBe('927');
    });

    it('filters by the kind of the code: da answers, ka courseware, zi material, pi everything', async () => {
      const da = await byCode('100500101', 'da');
      expect(da.body.data.list).toEqual([
        expect.objectContaining({
          category: 'daan',
          kind: 'pdf',
          path: DEMO_PDF['answer-yuwen'].path,
          size: DEMO_PDF['answer-yuwen'].bytes,
        }),
      ]);
      const ka = await byCode('100500101', 'ka');
      expect(ka.body.data.list.map((r) => [r.category, r.kind])).toEqual([['kejian', 'pdf']]);
      const zi = await byCode('100500101', 'zi');
      expect(zi.body.data.list.map((r) => [r.category, r.kind])).toEqual([['ziliao', 'mp3']]);
      expect((await byCode('100500101', 'pi')).body.data.list).toHaveLength(3);
      // A book without answer sheets: an empty list, not a refusal.
      const en = await byCode('115245', 'da');
      expect(en.status).toBe(200);
      expect(en.body.data.books[0]?.bookNo).toBe('331');
      expect(en.body.data.list).toEqual([]);
    });

    it('resolves book codes (shared by two books), book numbers and resource codes', async () => {
      const shared = await byCode('YW1', 'ka');
      expect(shared.body.data.books.map((b) => b.bookNo).sort()).toEqual(['112', '927']);
      expect(shared.body.data.lessonTitle).toBe('');
      expect(new Set(shared.body.data.list.map((r) => r.bookNo))).toEqual(new Set(['112', '927']));
      const plain = await byCode('211');
      expect(plain.body.data.books.map((b) => b.bookNo)).toEqual(['211']);
      expect(plain.body.data.list).toHaveLength(3);

      // A code printed for one resource lists that resource alone, whatever the kind asks.
      const audio = plain.body.data.list.find((r) => r.kind === 'mp3') as DownloadResource;
      const book = await db()
        .selectFrom('books')
        .select('id')
        .where('book_no', '=', '211')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('codes')
        .values({
          code: 'RES211A',
          kind: 'resource',
          book_id: book.id,
          lesson_id: null,
          resource_id: audio.id,
        })
        .execute();
      const one = await byCode('RES211A', 'ka');
      expect(one.body.data.list).toEqual([audio]);
    });

    it('refuses unknown codes and bad input', async () => {
      expectRefusal(await byCode('NOPE404'), 404, /没有找到该编码对应的图书/);
      expectRefusal(await get('bookmain/getDownloadsByCode'), 400, /课程编码（lessonno）/);
      expectRefusal(await byCode('abc def'), 400, /^课程编码（lessonno）不正确$/);
      expectRefusal(await byCode('100500101', 'xx'), 400, /类型（kind）须为以下之一：all、da、ka、zi、pi/);
    });

    it('leaves out the resources of a disabled book', async () => {
      expect((await byCode('362')).status).toBe(200);
      await db().updateTable('books').set({ enabled: 0 }).where('book_no', '=', '362').execute();
      try {
        expectRefusal(await byCode('362'), 404);
      } finally {
        await db().updateTable('books').set({ enabled: 1 }).where('book_no', '=', '362').execute();
      }
    });
  });

  describe('bookmain/getBookDownloadList?category', () => {
    it('filters a book by category and refuses an unknown one', async () => {
      const res = await get<Paged<DownloadResource>>('bookmain/getBookDownloadList', {
        bookNo: '927',
        category: 'daan',
      });
      expect(res.body.data.total).toBe(1);
      expect(res.body.data.list[0]?.title).toBe('语文 一年级上册 单元测试卷答案');
      const all = await get<Paged<DownloadResource>>('bookmain/getBookDownloadList', { category: 'kejian' });
      expect(all.body.data.total).toBe(36);
      expectRefusal(
        await get('bookmain/getBookDownloadList', { category: 'video' }),
        400,
        /资源类别（category）须为以下之一/,
      );
    });
  });

  describe('bookmain/getBooklistByType?type=download', () => {
    it('lists only books with downloadable resources', async () => {
      const all = await get<Paged<{ bookNo: string }>>('bookmain/getBooklistByType', {
        type: 'download',
        pageSize: '100',
      });
      expect(all.body.data.total).toBe(36);
      await db()
        .deleteFrom('resources')
        .where('book_id', 'in', db().selectFrom('books').select('id').where('book_no', '=', '362'))
        .execute();
      const after = await get<Paged<{ bookNo: string }>>('bookmain/getBooklistByType', {
        type: 'download',
        pageSize: '100',
      });
      expect(after.body.data.total).toBe(35);
      expect(after.body.data.list.map((b) => b.bookNo)).not.toContain('362');
    });
  });

  describe('book/getbookQrcodeInfoListen/{code}', () => {
    it('answers the listening items of the book behind a lesson code, a book code or a book number', async () => {
      const res = await get<ListenByCode>('book/getbookQrcodeInfoListen/115245');
      expect(res.status).toBe(200);
      expect(res.body.data.bkInfo.bookNo).toBe('331');
      expect(res.body.data.bkInfo.countLesson).toBeGreaterThan(0);
      expect(res.body.data.list.length).toBeGreaterThan(0);
      for (const item of res.body.data.list) {
        expect(['t', 'k']).toContain(item.type);
        expect(item.path).toMatch(/^\/media\/audio\/.+\.mp3$/);
      }
      const tingli = await get('bookContent/getTingli', { bookNo: '331' });
      expect(res.body.data.list).toEqual(tingli.body.data);

      expect((await get<ListenByCode>('book/getbookQrcodeInfoListen/bk311')).body.data.bkInfo.bookNo).toBe(
        '311',
      );
      expect((await get<ListenByCode>('book/getbookQrcodeInfoListen/211')).body.data.bkInfo.bookNo).toBe(
        '211',
      );
      const shared = await get<ListenByCode>('book/getbookQrcodeInfoListen/YW1');
      expect(['112', '927']).toContain(shared.body.data.bkInfo.bookNo);
      expect(shared.body.data.list.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown code and 400 for a malformed one', async () => {
      expectRefusal(await get('book/getbookQrcodeInfoListen/NOPE404'), 404, /没有找到该编码对应的图书/);
      expectRefusal(await get('book/getbookQrcodeInfoListen/a%20b'), 400, /课程编码（lessonno）不正确/);
      expectRefusal(await get(`book/getbookQrcodeInfoListen/${'x'.repeat(65)}`), 400, /课程编码（lessonno）/);
    });
  });
});
