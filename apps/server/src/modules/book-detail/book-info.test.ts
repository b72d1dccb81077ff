import { gunzipSync } from 'node:zlib';
import { type BkInfoRenew, type BookInfo, type QrcodeInfo, type Timu, type BkInfo } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEO } from '../books/index.js';
import { dialects, expectRefusal, makeNonce, useTestApp } from '../../test/app.js';
import { homeBookList } from '../books/books.fixtures.js';
import { apiCalls, useDictionaryIds, walkLessons } from '../../test/api.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const dic = useDictionaryIds(t);

  const { get } = apiCalls(t);
  const home = homeBookList(t, dic);

  it('sends the cached book gzipped to clients that accept it', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/bookmain/getBookInfo/927',
      headers: { nonce: makeNonce(), 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data.bkInfo.bookNo).toBe('927');
  });

  describe('bookmain/getBookInfo/{id}', () => {
    it('answers bkInfo, the lesson tree of up to 4 levels with items, and bkInfoRenew', async () => {
      const res = await get<BookInfo>('bookmain/getBookInfo/927');
      expect(res.status).toBe(200);
      const { bkInfo, lessonList, bkInfoRenew } = res.body.data;
      expect(bkInfo).toEqual({
        bookNo: '927',
        title: '语文 一年级上册',
        subTitle: '名师同步视频课 · 扫码即学',
        pictureV: '/media/covers/cover-yuwen-1a.svg',
        subject: '语文',
        subjectId: dic['语文'] ?? 0,
        bookarea: '部编版',
        grade: '一年级',
        gradeId: dic['一年级'] ?? 0,
        cebie: '上册',
        cebieId: dic['上册'] ?? 0,
        countLesson: expect.any(Number),
        hitsVideo: expect.any(Number),
        buttons: 's-视频,t-音频,d-下载,kf-客服',
        addFriendInfo: { isVideo: true, percent: 30, qrId: 1 },
        updateDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      } satisfies BkInfo);
      expect(bkInfoRenew).toEqual({ bookNo: '927', updateDate: bkInfo.updateDate });
      const all = walkLessons(lessonList);
      expect(Math.max(...all.map((n) => n.depth))).toBe(4);
      expect(bkInfo.countLesson).toBe(all.filter((n) => n.node.isLeaf).length);
      for (const { node } of all) {
        expect(node.isLeaf).toBe(node.children.length === 0);
        expect(Object.keys(node).sort()).toEqual([
          'children',
          'id',
          'isLeaf',
          'lessonNo',
          'timuList',
          'title',
          'type',
        ]);
      }
      const first = lessonList[0]?.children[0];
      expect(first).toMatchObject({ title: '1 天地人', type: 's', lessonNo: '100500101', isLeaf: false });
      expect(first?.timuList.map((i) => i.type)).toEqual(['s', 't']);
      const timu = first?.timuList[0] as Timu;
      expect(timu).toEqual({
        timuId: expect.any(Number),
        path: DEMO_VIDEO['v-927'].path,
        title: '《天地人》名师讲解',
        type: 's',
        cover: '/media/covers/cover-yuwen-1a.svg',
        duration: DEMO_VIDEO['v-927'].seconds,
      });
      const types = new Set(all.flatMap((n) => n.node.timuList.map((i) => i.type)));
      expect([...types].sort()).toEqual(['7', 'k', 's', 't', 'y']);
      // Leaves without items at the top and deep levels (the two different toasts).
      expect(all.some((n) => n.node.isLeaf && n.depth === 1 && n.node.timuList.length === 0)).toBe(true);
      expect(all.some((n) => n.node.isLeaf && n.depth >= 3 && n.node.timuList.length === 0)).toBe(true);
    });

    it('answers 404 for an unknown book and 400 for a malformed number', async () => {
      expectRefusal(await get('bookmain/getBookInfo/999999'), 404, /没有找到这本书/);
      expectRefusal(await get('bookmain/getBookInfo/ab%20c'), 400, /书号不正确/);
      expectRefusal(await get('bookmain/getBookChange/999999'), 404);
      expect((await get('bookmain/getBookInfo/927', undefined, 'not-a-token')).status).toBe(200);
    });

    it('serves cached bytes until the book changes, then getBookChange reveals the new date', async () => {
      const first = await get<BookInfo>('bookmain/getBookInfo/112');
      const change1 = await get<BkInfoRenew>('bookmain/getBookChange/112');
      expect(change1.body.data).toEqual(first.body.data.bkInfoRenew);
      const homeBefore = await home('语文', '一年级', '下册');

      const lesson = first.body.data.lessonList[0]?.children[0];
      await db()
        .updateTable('lessons')
        .set({ title: '1 春夏秋冬（新版）' })
        .where('id', '=', lesson?.id ?? 0)
        .execute();
      await db()
        .updateTable('books')
        .set({ title: '语文 一年级下册（新版）' })
        .where('book_no', '=', '112')
        .execute();
      // Still the cached bytes.
      expect((await get('bookmain/getBookInfo/112')).text).toBe(first.text);
      expect((await home('语文', '一年级', '下册')).text).toBe(homeBefore.text);

      const change2 = await get<BkInfoRenew>('bookmain/getBookChange/112');
      expect(change2.body.data.updateDate).not.toBe(change1.body.data.updateDate);
      const second = await get<BookInfo>('bookmain/getBookInfo/112');
      expect(second.body.data.bkInfoRenew).toEqual(change2.body.data);
      expect(second.body.data.lessonList[0]?.children[0]?.title).toBe('1 春夏秋冬（新版）');
      expect((await home('语文', '一年级', '下册')).body.data.list[0]?.title).toBe('语文 一年级下册（新版）');
    });

    it('moves the update date on every change of the book, its lessons or items, never on hits', async () => {
      const date = async () =>
        (
          await db()
            .selectFrom('books')
            .select('updated_at')
            .where('book_no', '=', '122')
            .executeTakeFirstOrThrow()
        ).updated_at;
      const book = await db()
        .selectFrom('books')
        .select('id')
        .where('book_no', '=', '122')
        .executeTakeFirstOrThrow();
      const item = await db()
        .selectFrom('items')
        .select('id')
        .where('book_id', '=', book.id)
        .executeTakeFirstOrThrow();
      const lesson = await db()
        .selectFrom('lessons')
        .select('id')
        .where('book_id', '=', book.id)
        .executeTakeFirstOrThrow();
      let last = await date();
      const changes = [
        () => db().updateTable('items').set({ title: '新标题' }).where('id', '=', item.id).execute(),
        () =>
          db()
            .updateTable('items')
            .set({ path: '/media/audio/en-hello.mp3' })
            .where('id', '=', item.id)
            .execute(),
        () => db().updateTable('lessons').set({ sort: 99 }).where('id', '=', lesson.id).execute(),
        () =>
          db()
            .insertInto('lessons')
            .values({ book_id: book.id, parent_id: null, depth: 1, sort: 100, type: '', title: '新增单元' })
            .execute(),
        () => db().deleteFrom('items').where('id', '=', item.id).execute(),
        () => db().updateTable('books').set({ sub_title: '修订版' }).where('id', '=', book.id).execute(),
      ];
      for (const change of changes) {
        await change();
        const now = await date();
        // At least one second later each time, so the second-precision updateDate always changes.
        expect(now - last).toBeGreaterThanOrEqual(1000);
        last = now;
      }
      await db().updateTable('items').set({ hits: 50 }).where('book_id', '=', book.id).execute();
      await db().updateTable('books').set({ hits_video: 7 }).where('id', '=', book.id).execute();
      expect(await date()).toBe(last);
    });
  });

  describe('book/getQrcodeInfoRenew', () => {
    it('resolves lesson 100500101 (video) to book 927 with the lesson path and its items', async () => {
      const res = await get<QrcodeInfo>('book/getQrcodeInfoRenew', { lessonno: '100500101', type: 's' });
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.bkInfo.bookNo).toBe('927');
      expect(d.bkInfoRenew.bookNo).toBe('927');
      expect(d.lessonPath.map((p) => p.title)).toEqual(['第一单元 识字', '1 天地人']);
      expect(d.lesson.lessonNo).toBe('100500101');
      expect(d.timuList.length).toBeGreaterThan(0);
      // s includes 7 (treated as s) from the subtree.
      for (const i of d.timuList) expect(['s', '7']).toContain(i.type);
      expect(d.timuList.some((i) => i.type === '7')).toBe(true);
      const all = await get<QrcodeInfo>('book/getQrcodeInfoRenew', { lessonno: '100500101' });
      expect(new Set(all.body.data.timuList.map((i) => i.type))).toEqual(new Set(['s', 't', 'y', '7', 'k']));
    });

    it('resolves lesson 115245 (audio) with type t', async () => {
      const res = await get<QrcodeInfo>('book/getQrcodeInfoRenew', { lessonno: '115245', type: 't' });
      expect(res.status).toBe(200);
      expect(res.body.data.bkInfo.title).toBe('英语 三年级上册');
      expect(res.body.data.timuList.length).toBeGreaterThan(0);
      for (const i of res.body.data.timuList) expect(i.type).toBe('t');
      expect(res.body.data.timuList[0]?.path).toMatch(/^\/media\/audio\/.+\.mp3$/);
    });

    it('refuses unknown codes (404) and bad parameters (400, naming the field)', async () => {
      expectRefusal(await get('book/getQrcodeInfoRenew', { lessonno: '404404' }), 404, /没有找到该课程/);
      expectRefusal(await get('book/getQrcodeInfoRenew', {}), 400, /课程编码（lessonno）/);
      expectRefusal(
        await get('book/getQrcodeInfoRenew', { lessonno: '100500101', type: 'x' }),
        400,
        /类型（type）/,
      );
    });
  });

  describe('lists, listening, e-books and downloads', () => {
    it('answers the listening material of a book', async () => {
      const res = await get<Timu[]>('bookContent/getTingli', { bookNo: '311' });
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const t of res.body.data) expect(['t', 'k']).toContain(t.type);
      expectRefusal(await get('bookContent/getTingli', { bookNo: '999999' }), 404);
    });
  });
});
