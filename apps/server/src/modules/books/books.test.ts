import {
  type BookInfo,
  type BookSearchList,
  type HotWord,
  type PopupAd,
  type VideoAdPics,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_AUDIO, DEMO_PDF, DEMO_VIDEO } from '../books/index.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { homeBookList } from './books.fixtures.js';
import { apiCalls, useDictionaryIds } from '../../test/api.js';
import { hitCounterOf } from './hits.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const dic = useDictionaryIds(t);

  const { get, post } = apiCalls(t);
  const home = homeBookList(t, dic);

  describe('catalogue seed and media', () => {
    it('holds 36 books: 语文, 数学, 英语 for every grade and volume, with 927 and the sample lesson codes', async () => {
      const books = await db()
        .selectFrom('books')
        .select(['book_no', 'subject_id', 'grade_id', 'cebie_id'])
        .execute();
      expect(books).toHaveLength(36);
      const combos = new Set(books.map((b) => `${b.subject_id}:${b.grade_id}:${b.cebie_id}`));
      for (const s of ['语文', '数学', '英语'])
        for (const g of ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'])
          for (const c of ['上册', '下册'])
            expect(combos.has(`${dic[s]}:${dic[g]}:${dic[c]}`), `${s}${g}${c}`).toBe(true);
      expect(books.map((b) => b.book_no)).toContain('927');
      const codes = await db()
        .selectFrom('codes')
        .select(['code', 'kind'])
        .where('code', 'in', ['100500101', '115245'])
        .execute();
      expect(codes.map((c) => c.code).sort()).toEqual(['100500101', '115245']);
      const types = await db().selectFrom('items').select('type').distinct().execute();
      expect(types.map((r) => r.type).sort()).toEqual(['7', 'k', 's', 't', 'y']);
    });

    it('serves the demo media from /media with the right types and sizes', async () => {
      const files = [...Object.values(DEMO_AUDIO), ...Object.values(DEMO_VIDEO), ...Object.values(DEMO_PDF)];
      let total = 0;
      for (const f of files) {
        const res = await t().app.inject({ method: 'GET', url: f.path });
        expect(res.statusCode, f.path).toBe(200);
        expect(res.rawPayload.length).toBe(f.bytes);
        expect(res.headers['content-type']).toMatch(/^(audio\/mpeg|video\/mp4|application\/pdf)/);
        total += f.bytes;
      }
      expect(total).toBeLessThan(2 * 1024 * 1024);
      for (const a of Object.values(DEMO_AUDIO)) expect(a.seconds).toBeGreaterThan(3);
      for (const v of Object.values(DEMO_VIDEO)) expect(v.seconds).toBeCloseTo(6, 1);
    });
  });

  describe('bookmain/getMainPageBookList', () => {
    it('answers the home menu and the books of a subject, grade and volume', async () => {
      const res = await home('语文', '一年级', '上册');
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      const { funMenuList, list } = res.body.data;
      expect(funMenuList.length).toBeGreaterThan(4);
      for (const m of funMenuList) expect(m.position).toBe('home');
      expect(list).toEqual([
        {
          bookNo: '927',
          title: '语文 一年级上册',
          pictureV: '/media/covers/cover-yuwen-1a.svg',
          buttons: 's-视频,t-音频,d-下载,kf-客服',
        },
      ]);
      const cover = await t().app.inject({ method: 'GET', url: list[0]?.pictureV ?? '' });
      expect(cover.statusCode).toBe(200);
    });

    it('lists every subject in tab order without a subject, and nothing for C1', async () => {
      const all = await home(null, '三年级', '下册');
      expect(all.body.data.list.map((b) => b.title)).toEqual([
        '语文 三年级下册',
        '数学 三年级下册',
        '英语 三年级下册',
      ]);
      expect((await home('数学', 'C1', '上册')).body.data.list).toEqual([]);
    });

    it('refuses missing or malformed ids, naming the field', async () => {
      expectRefusal(await get('bookmain/getMainPageBookList', { cebie: String(dic['上册']) }), 400, /年级/);
      expectRefusal(
        await get('bookmain/getMainPageBookList', { grade: String(dic['一年级']), cebie: 'x' }),
        400,
        /^册别须为数字$/,
      );
      expectRefusal(
        await get('bookmain/getMainPageBookList', { grade: '1.5', cebie: String(dic['上册']) }),
        400,
        /年级不正确/,
      );
    });
  });

  describe('search and hot words', () => {
    it('finds books by title, and by lesson title with the matched lesson', async () => {
      const res = await get<BookSearchList>('bookmain/getBookSearchList/天地人');
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(1);
      expect(res.body.data.list[0]).toMatchObject({
        bookNo: '927',
        matchedLesson: '1 天地人',
        subject: '语文',
      });
      const math = await get<BookSearchList>('bookmain/getBookSearchList/数学', {
        pageNum: '2',
        pageSize: '5',
      });
      expect(math.body.data).toMatchObject({ total: 12, pageNum: 2, pageSize: 5 });
      expect(math.body.data.list).toHaveLength(5);
      for (const b of math.body.data.list) expect(b.matchedLesson).toBe('');
    });

    it('matches case-insensitively and treats % and _ literally', async () => {
      const res = await get<BookSearchList>('bookmain/getBookSearchList/HELLO');
      expect(res.body.data.total).toBeGreaterThan(0);
      expect(res.body.data.list[0]?.matchedLesson).toMatch(/hello/i);
      expect((await get<BookSearchList>('bookmain/getBookSearchList/%25')).body.data.total).toBe(0);
      expect((await get<BookSearchList>('bookmain/getBookSearchList/_')).body.data.total).toBe(0);
    });

    it('refuses a too long keyword and a bad page size', async () => {
      expectRefusal(
        await get(`bookmain/getBookSearchList/${encodeURIComponent('长'.repeat(31))}`),
        400,
        /搜索内容不能超过30个字/,
      );
      expectRefusal(
        await get('bookmain/getBookSearchList/语文', { pageSize: '101' }),
        400,
        /每页条数不能超过100/,
      );
    });

    it('answers the hot words', async () => {
      const res = await get<HotWord[]>('bookmain/getEBookHotSearchList');
      expect(res.body.data.length).toBeGreaterThan(3);
      expect(res.body.data[0]).toEqual({ id: expect.any(Number), word: '春晓' });
    });
  });

  describe('ads', () => {
    it('answers the pop-up ad of a page, and the book page carousels by subject', async () => {
      const homeAds = await get<PopupAd[]>('bookmain/getTanchuang', { page: 'home' });
      expect(homeAds.body.data).toHaveLength(1);
      expect(homeAds.body.data[0]).toMatchObject({
        desc: 'daily',
        icon: expect.stringMatching(/^\/media\/ads\//),
      });
      const bookAds = await get<PopupAd[]>('bookmain/getTanchuang', {
        page: 'bookDetails',
        subject: String(dic['语文']),
      });
      expect(bookAds.body.data[0]?.qrId).toBe(1);
      expect((await get<PopupAd[]>('bookmain/getTanchuang', { page: 'nothing' })).body.data).toEqual([]);
      const pics = await get<VideoAdPics>('bookmain/getVideoADPic', { subject: String(dic['数学']) });
      expect(pics.body.data.top.map((a) => a.name)).toEqual(['数学思维训练']);
      expect(pics.body.data.bottom).toHaveLength(1);
      expect((await get<VideoAdPics>('bookmain/getVideoADPic')).body.data.top).toEqual([]);
    });

    it('refuses a missing page', async () => {
      expectRefusal(await get('bookmain/getTanchuang', {}), 400, /页面（page）/);
      expectRefusal(await get('bookmain/getVideoADPic', { subject: 'abc' }), 400, /学科/);
    });
  });

  describe('bookContent/updateHits', () => {
    it('counts item, banner and QR hits in batches without touching the book date or cache', async () => {
      const book = await db()
        .selectFrom('books')
        .select(['id', 'updated_at', 'hits_video'])
        .where('book_no', '=', '211')
        .executeTakeFirstOrThrow();
      const itemOfType = (type: string) =>
        db()
          .selectFrom('items')
          .select(['id', 'hits'])
          .where('book_id', '=', book.id)
          .where('type', '=', type)
          .executeTakeFirstOrThrow();
      const video = await itemOfType('s');
      const audio = await itemOfType('k');
      const cached = await get<BookInfo>('bookmain/getBookInfo/211');
      for (let i = 0; i < 3; i++)
        expect((await post(`bookContent/updateHits/${video.id}/s`)).status).toBe(200);
      expect((await post(`bookContent/updateHits/${audio.id}/k`)).status).toBe(200);
      const banner = await db()
        .selectFrom('dictionaries')
        .select('id')
        .where('dic_type', '=', 'mainbanner')
        .executeTakeFirstOrThrow();
      expect((await post(`bookContent/updateHits/${banner.id}/banner`)).status).toBe(200);
      expect((await post('bookContent/updateHits/1/openQr')).status).toBe(200);
      await hitCounterOf(db()).flush();

      const after = await db()
        .selectFrom('books')
        .select(['updated_at', 'hits_video'])
        .where('id', '=', book.id)
        .executeTakeFirstOrThrow();
      expect(after.updated_at).toBe(book.updated_at);
      expect(after.hits_video).toBe(book.hits_video + 3);
      const items = await db()
        .selectFrom('items')
        .select(['id', 'hits'])
        .where('id', 'in', [video.id, audio.id])
        .execute();
      expect(Object.fromEntries(items.map((i) => [i.id, i.hits]))).toEqual({
        [video.id]: video.hits + 3,
        [audio.id]: audio.hits + 1,
      });
      const daily = await db().selectFrom('hit_counts').select(['kind', 'target_id', 'count']).execute();
      expect(daily).toEqual(
        expect.arrayContaining([
          { kind: 's', target_id: video.id, count: 3 },
          { kind: 'banner', target_id: banner.id, count: 1 },
          { kind: 'openQr', target_id: 1, count: 1 },
        ]),
      );
      // The cached answer is still served (counters may be up to a minute stale).
      expect((await get('bookmain/getBookInfo/211')).text).toBe(cached.text);
    });

    it('refuses unknown targets (404) and kinds (400)', async () => {
      expectRefusal(await post('bookContent/updateHits/99999999/s'), 404);
      expectRefusal(await post('bookContent/updateHits/99999999/banner'), 404);
      expectRefusal(await post('bookContent/updateHits/1/video'), 400, /^统计类型（kind）须为以下之一/);
      expectRefusal(await post('bookContent/updateHits/x/s'), 400, /编号/);
    });
  });
});
