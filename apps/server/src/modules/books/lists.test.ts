import { type BkInfo, type BookListItem, type Paged } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls, useDictionaryIds } from '../../test/api.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const dic = useDictionaryIds(t);

  const { get } = apiCalls(t);

  describe('lists, listening, e-books and downloads', () => {
    it('answers book lists, summaries and QR codes', async () => {
      const list = await get<Paged<BookListItem>>('bookmain/getBookList', {
        subject: String(dic['英语']),
        pageSize: '5',
      });
      expect(list.body.data).toMatchObject({ total: 12, pageNum: 1, pageSize: 5 });
      expect(list.body.data.list[0]?.title).toBe('英语 一年级上册');
      const one = await get<BkInfo>('bookmain/getBookInfoOne', { bookNo: '927' });
      expect(one.body.data.bookNo).toBe('927');
      expectRefusal(await get('bookmain/getBookInfoOne', { bookNo: '999999' }), 404);
      expectRefusal(await get('bookmain/getBookInfoOne', {}), 400, /书号/);
      const shared = await get<BookListItem[]>('book/getbookQrcodeInfo/YW1');
      expect(shared.body.data.map((b) => b.bookNo)).toEqual(['927', '112']);
      expect(
        (await get<BookListItem[]>('book/getbookQrcodeInfo/bk211')).body.data.map((b) => b.bookNo),
      ).toEqual(['211']);
      expect(
        (await get<BookListItem[]>('book/getbookQrcodeInfo/927')).body.data.map((b) => b.bookNo),
      ).toEqual(['927']);
      expectRefusal(await get('book/getbookQrcodeInfo/nothing'), 404);
    });

    it('answers books by type and the function menu by position', async () => {
      const byType = async (type: string, extra: Record<string, string> = {}) =>
        (await get<Paged<BookListItem>>('bookmain/getBooklistByType', { type, pageSize: '100', ...extra }))
          .body.data;
      expect((await byType('ebook')).list.map((b) => b.bookNo).sort()).toEqual(['211', '331', '927']);
      expect((await byType('answer')).total).toBe(8);
      expect((await byType('answer', { subject: String(dic['数学']) })).list.map((b) => b.bookNo)).toEqual([
        '211',
        '212',
        '221',
        '222',
      ]);
      expect((await byType('listening')).total).toBe(36);
      expectRefusal(
        await get('bookmain/getBooklistByType', { type: 'video' }),
        400,
        /^类型（type）须为以下之一/,
      );
      expectRefusal(await get('bookmain/getBooklistByType', {}), 400, /类型（type）/);
      const menus = await get<{ position: string; name: string }[]>('bookMain/getFunctionMenu/extend');
      expect(menus.body.data.length).toBeGreaterThan(0);
      for (const m of menus.body.data) expect(m.position).toBe('extend');
      expectRefusal(await get('bookMain/getFunctionMenu/top'), 400, /^菜单类型须为 home、extend 或 my$/);
    });
  });
});
