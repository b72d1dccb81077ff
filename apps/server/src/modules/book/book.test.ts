import { gunzipSync } from 'node:zlib';
import {
  AnswerCode,
  Code,
  type AnswerTicket,
  type BkInfoRenew,
  type BookAnswer,
  type BookInfo,
  type BookProgress,
  type BookSearchList,
  type BrowseItem,
  type DownloadResource,
  type EBook,
  type EBookArea,
  type FavoriteExists,
  type FavoriteItem,
  type HotWord,
  type ItemProgress,
  type LessonNode,
  type MainPageBookList,
  type Paged,
  type PopupAd,
  type QiweiQrCode,
  type QiweiUser,
  type QrcodeInfo,
  type Timu,
  type VideoAdPics,
  type BookListItem,
  type BkInfo,
  type UserInfo,
  type WeComStatus,
} from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUDIO, DEMO_PDF, DEMO_VIDEO } from './seed/media.js';
import { dialects, expectRefusal, makeNonce, useTestApp } from '../../test/app.js';
import { hitCounterOf } from './hits.js';
import { BROWSE_HISTORY_LIMIT } from './personal.js';

const walk = (nodes: LessonNode[], depth = 1, out: { node: LessonNode; depth: number }[] = []) => {
  for (const n of nodes) {
    out.push({ node: n, depth });
    walk(n.children, depth + 1, out);
  }
  return out;
};

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const dic: Record<string, number> = {};
  let student = '';
  let teacher = '';

  beforeAll(async () => {
    const rows = await db().selectFrom('dictionaries').select(['id', 'name', 'dic_type']).execute();
    for (const r of rows) if (['grade', 'cebie', 'subject'].includes(r.dic_type)) dic[r.name] = r.id;
    student = await t().login('student');
    teacher = await t().login('teacher');
  });

  const get = <T>(path: string, query?: Record<string, string>, token?: string) =>
    t().call<T>('GET', `/api/${path}`, { ...(query ? { query } : {}), ...(token ? { token } : {}) });
  const post = <T>(path: string, form: Record<string, string> = {}, token?: string) =>
    t().call<T>('POST', `/api/${path}`, { form, ...(token ? { token } : {}) });
  const home = (subject: string | null, grade: string, cebie: string) =>
    get<MainPageBookList>('bookmain/getMainPageBookList', {
      ...(subject ? { subject: String(dic[subject]) } : {}),
      grade: String(dic[grade]),
      cebie: String(dic[cebie]),
    });

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

  it('leaves the calls not built yet unregistered (404 envelope)', async () => {
    for (const path of ['book/reward/getFeedBackDic', 'book/reward/getRewardList/1']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
  });

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
      const all = walk(lessonList);
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
      const video = await db()
        .selectFrom('items')
        .select(['id', 'hits'])
        .where('book_id', '=', book.id)
        .where('type', '=', 's')
        .executeTakeFirstOrThrow();
      const audio = await db()
        .selectFrom('items')
        .select(['id', 'hits'])
        .where('book_id', '=', book.id)
        .where('type', '=', 'k')
        .executeTakeFirstOrThrow();
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

  describe('favorites', () => {
    it('needs a login', async () => {
      expectRefusal(await get('book/getFavoritesExists/927'), 401);
      expectRefusal(await post('book/setFavorites/927'), 401);
      expectRefusal(await get('book/getFavoritesList/book'), 401);
      expectRefusal(await post('book/removeFavorites/927'), 401);
    });

    it('adds, lists and removes books and resources of the caller only', async () => {
      expect((await post('book/setFavorites/927', {}, student)).body.msg).toBe('收藏成功');
      expect((await post('book/setFavorites/927', {}, student)).status).toBe(200);
      expect((await post('book/setFavorites/311', {}, student)).status).toBe(200);
      const resource = await db()
        .selectFrom('resources')
        .innerJoin('books', 'books.id', 'resources.book_id')
        .select(['resources.id', 'books.book_no'])
        .orderBy('resources.id')
        .executeTakeFirstOrThrow();
      expect((await post(`book/setFavorites/${resource.id}`, { type: 'resource' }, student)).status).toBe(
        200,
      );

      expect(
        (await get<FavoriteExists>('book/getFavoritesExists/927', undefined, student)).body.data,
      ).toEqual({ exists: true });
      const list = await get<Paged<FavoriteItem>>('book/getFavoritesList/book', undefined, student);
      expect(list.body.data.total).toBe(2);
      expect(list.body.data.list.map((f) => f.targetId).sort()).toEqual(['311', '927']);
      expect(list.body.data.list[0]).toEqual({
        kind: 'book',
        targetId: expect.any(String),
        title: expect.any(String),
        picture: expect.stringMatching(/^\/media\/covers\//),
        bookNo: expect.any(String),
        createdAt: expect.any(String),
      });
      const res = await get<Paged<FavoriteItem>>('book/getFavoritesList/resource', undefined, student);
      expect(res.body.data.list).toEqual([
        expect.objectContaining({
          kind: 'resource',
          targetId: String(resource.id),
          bookNo: resource.book_no,
        }),
      ]);

      // Another user sees nothing and cannot remove them.
      expect(
        (await get<FavoriteExists>('book/getFavoritesExists/927', undefined, teacher)).body.data,
      ).toEqual({ exists: false });
      expect(
        (await get<Paged<FavoriteItem>>('book/getFavoritesList/book', undefined, teacher)).body.data.total,
      ).toBe(0);
      expectRefusal(await post('book/removeFavorites/927', {}, teacher), 404);

      expect((await post('book/removeFavorites/927', {}, student)).body.msg).toBe('已取消收藏');
      expectRefusal(await post('book/removeFavorites/927', {}, student), 404);
      expect(
        (await get<FavoriteExists>('book/getFavoritesExists/927', undefined, student)).body.data.exists,
      ).toBe(false);
    });

    it('refuses unknown targets and kinds', async () => {
      expectRefusal(await post('book/setFavorites/999999', {}, student), 404);
      expectRefusal(await post('book/setFavorites/99999999', { type: 'resource' }, student), 404);
      expectRefusal(
        await post('book/setFavorites/927', { type: 'video' }, student),
        400,
        /^收藏类型（type）须为 book 或 resource$/,
      );
      expectRefusal(
        await get('book/getFavoritesList/video', undefined, student),
        400,
        /^收藏类型（type）须为 book 或 resource$/,
      );
    });
  });

  describe('browse history', () => {
    it('records visits newest first, per user, and removes them', async () => {
      expectRefusal(await post('book/saveBrowse/927'), 401);
      for (const no of ['927', '211', '927'])
        expect((await post(`book/saveBrowse/${no}`, {}, teacher)).status).toBe(200);
      const list = await get<Paged<BrowseItem>>('book/getBrowseList', undefined, teacher);
      expect(list.body.data.list.map((b) => b.bookNo)).toEqual(['927', '211']);
      expect(list.body.data.list[0]).toEqual({
        bookNo: '927',
        title: '语文 一年级上册',
        pictureV: expect.any(String),
        buttons: expect.any(String),
        subTitle: expect.any(String),
        visitedAt: expect.any(String),
      });
      expect((await get<Paged<BrowseItem>>('book/getBrowseList', undefined, student)).body.data.total).toBe(
        0,
      );
      expectRefusal(await post('book/removeBrowse', { bookNo: '927' }, student), 404);
      expect((await post('book/removeBrowse', { bookNo: '927' }, teacher)).status).toBe(200);
      expect((await get<Paged<BrowseItem>>('book/getBrowseList', undefined, teacher)).body.data.total).toBe(
        1,
      );
      expect((await post('book/removeBrowse', {}, teacher)).status).toBe(200);
      expect((await get<Paged<BrowseItem>>('book/getBrowseList', undefined, teacher)).body.data.total).toBe(
        0,
      );
      expectRefusal(await post('book/saveBrowse/999999', {}, teacher), 404);
    });

    it(`keeps the last ${BROWSE_HISTORY_LIMIT} books`, async () => {
      const now = Date.now();
      const extra = Array.from({ length: 70 }, (_, i) => ({
        book_no: `H${i}`,
        title: `历史测试 ${i}`,
        sub_title: '',
        cover: '',
        bookarea: '',
        buttons: '',
        friend_is_video: 0 as const,
        friend_percent: 0,
        friend_qr_id: null,
        sort: 0,
        enabled: 1 as const,
        hits_video: 0,
        subject_id: dic['语文'] ?? 0,
        grade_id: dic['C1'] ?? 0,
        cebie_id: dic['上册'] ?? 0,
        created_at: now,
        updated_at: now,
      }));
      await db().insertInto('books').values(extra).execute();
      const all = (await db().selectFrom('books').select('book_no').execute()).map((b) => b.book_no);
      expect(all.length).toBeGreaterThan(BROWSE_HISTORY_LIMIT);
      const token = await t().login('staff');
      for (const no of all) await post(`book/saveBrowse/${no}`, {}, token);
      const list = await get<Paged<BrowseItem>>('book/getBrowseList', { pageSize: '100' }, token);
      expect(list.body.data.total).toBe(BROWSE_HISTORY_LIMIT);
      expect(list.body.data.list[0]?.bookNo).toBe(all[all.length - 1]);
      await db().deleteFrom('books').where('book_no', 'like', 'H%').execute();
    });
  });

  describe('learning progress', () => {
    it('saves and resumes the position per user and item', async () => {
      const info = await get<BookInfo>('bookmain/getBookInfo/927');
      const items = walk(info.body.data.lessonList).flatMap((n) => n.node.timuList);
      const [a, b] = items as [Timu, Timu];
      expectRefusal(await post('book/saveProgress', { timuId: String(a.timuId), position: '1' }), 401);
      const saved = await post<ItemProgress>(
        'book/saveProgress',
        { timuId: String(a.timuId), position: '2.5' },
        student,
      );
      expect(saved.body.data).toEqual({
        timuId: a.timuId,
        position: 2.5,
        duration: a.duration,
        finished: false,
        updatedAt: expect.any(String),
      });
      await post(
        'book/saveProgress',
        { timuId: String(b.timuId), position: '1', duration: String(b.duration) },
        student,
      );
      const progress = await get<BookProgress>('book/getProgress', { bookNo: '927' }, student);
      expect(progress.body.data.lastTimuId).toBe(b.timuId);
      expect(progress.body.data.items.map((i) => i.timuId).sort()).toEqual([a.timuId, b.timuId].sort());
      // Others see nothing.
      expect((await get<BookProgress>('book/getProgress', { bookNo: '927' }, teacher)).body.data).toEqual({
        bookNo: '927',
        lastTimuId: null,
        items: [],
      });
      // Reaching the end marks the item finished and the next play starts at 0.
      const end = await post<ItemProgress>(
        'book/saveProgress',
        { timuId: String(a.timuId), position: String(a.duration) },
        student,
      );
      expect(end.body.data).toMatchObject({ position: 0, finished: true });
      const again = await post<ItemProgress>(
        'book/saveProgress',
        { timuId: String(a.timuId), position: '1' },
        student,
      );
      expect(again.body.data).toMatchObject({ position: 1, finished: true });
    });

    it('refuses bad input and unknown items', async () => {
      expectRefusal(await post('book/saveProgress', { timuId: '99999999', position: '1' }, student), 404);
      expectRefusal(
        await post('book/saveProgress', { timuId: '1', position: '-1' }, student),
        400,
        /播放位置（position）不能为负/,
      );
      expectRefusal(await post('book/saveProgress', { position: '1' }, student), 400, /资源编号（timuId）/);
      expectRefusal(await get('book/getProgress', { bookNo: '999999' }, student), 404);
      expectRefusal(await get('book/getProgress', {}, student), 400, /书号/);
    });
  });

  describe('answers behind the answer password', () => {
    it('needs a password set, then a verification', async () => {
      const token = await t().login('admin');
      const noPwd = await get('bookContent/getAnswer/927', undefined, token);
      expect(noPwd.status).toBe(409);
      expect(noPwd.body).toEqual({ code: AnswerCode.pwdNotSet, msg: '请先设置答案查询密码', data: null });
      const verifyNone = await post('myInfo/answerVerifyingPwd', { pwd: '123456' }, token);
      expect([verifyNone.status, verifyNone.body.code]).toEqual([409, AnswerCode.pwdNotSet]);

      expectRefusal(await post('myInfo/answerSavePwd', { pwd: '12a456' }, token), 400, /密码须为6位数字/);
      expectRefusal(await post('myInfo/answerSavePwd', {}, token), 400, /请输入6位数字密码/);
      expect((await post('myInfo/answerSavePwd', { pwd: '246810' }, token)).body.msg).toBe(
        '答案密码设置成功',
      );
      expect((await get<UserInfo>('myInfo/getMyInfo', undefined, token)).body.data.hasAnswerPwd).toBe(true);

      const notVerified = await get('bookContent/getAnswer/927', undefined, token);
      expect(notVerified.status).toBe(409);
      expect(notVerified.body.code).toBe(AnswerCode.notVerified);
      const wrong = await post('myInfo/answerVerifyingPwd', { pwd: '111111' }, token);
      expectRefusal(wrong, 409, /答案密码错误，还可尝试4次/);

      const verified = await post<AnswerTicket>('myInfo/answerVerifyingPwd', { pwd: '246810' }, token);
      expect(verified.body.data).toEqual({ ticket: expect.any(String), expiresAt: expect.any(String) });
      const answer = await get<BookAnswer>('bookContent/getAnswer/927', undefined, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.pages[0]).toEqual({
        title: expect.stringContaining('参考答案'),
        path: DEMO_PDF['answer-yuwen'].path,
        kind: 'pdf',
      });

      // Another session of the same user is not verified, but the ticket or the password work.
      const other = await t().login('admin');
      expect((await get('bookContent/getAnswer/927', undefined, other)).body.code).toBe(
        AnswerCode.notVerified,
      );
      expect(
        (await get('bookContent/getAnswer/927', { ticket: verified.body.data.ticket }, other)).status,
      ).toBe(200);
      expect((await get('bookContent/getAnswer/927', { ticket: 'forged' }, other)).body.code).toBe(
        AnswerCode.notVerified,
      );
      expect((await get('bookContent/getAnswer/927', { pwd: '246810' }, other)).status).toBe(200);
      expectRefusal(await get('bookContent/getAnswer/927', { pwd: '24681' }, other), 400, /6位数字/);
      // A book without answers, an unknown book.
      expectRefusal(await get('bookContent/getAnswer/311', undefined, token), 404, /本书暂无答案/);
      expectRefusal(await get('bookContent/getAnswer/999999', undefined, token), 404);
      expectRefusal(await get('bookContent/getAnswer/927'), 401);

      // Changing needs the old one; removing needs a verification.
      expectRefusal(await post('myInfo/answerSavePwd', { pwd: '135790' }, other), 400, /原答案密码/);
      expectRefusal(await post('myInfo/answerSavePwd', { pwd: '135790', oldPwd: '000000' }, other), 409);
      expect((await post('myInfo/answerSavePwd', { pwd: '135790', oldPwd: '246810' }, other)).body.msg).toBe(
        '答案密码修改成功',
      );
      expect((await post('myInfo/answerRemovePwd', {}, other)).body.code).toBe(AnswerCode.notVerified);
      expect((await post('myInfo/answerRemovePwd', { pwd: '135790' }, other)).status).toBe(200);
      expect((await get<UserInfo>('myInfo/getMyInfo', undefined, token)).body.data.hasAnswerPwd).toBe(false);
      expect((await get('bookContent/getAnswer/927', undefined, token)).body.code).toBe(AnswerCode.pwdNotSet);
    });

    it('locks the check for 15 minutes after 5 wrong passwords', async () => {
      const token = await t().login('teacher');
      await post('myInfo/answerSavePwd', { pwd: '112233' }, token);
      for (let i = 0; i < 4; i++)
        expectRefusal(await post('myInfo/answerVerifyingPwd', { pwd: '000000' }, token), 409);
      expectRefusal(await post('myInfo/answerVerifyingPwd', { pwd: '000000' }, token), 429, /15分钟/);
      expectRefusal(await post('myInfo/answerVerifyingPwd', { pwd: '112233' }, token), 429);
    });
  });

  describe('enterprise contact', () => {
    it('tells whether the user joined; operators set it', async () => {
      expectRefusal(await get('weixinService/checkUserWeCom'), 401);
      expectRefusal(await get('thirdpart/getQiweiUser'), 401);
      const token = await t().login('student');
      expect(
        (await get<WeComStatus>('weixinService/checkUserWeCom', { qrId: '1' }, token)).body.data,
      ).toEqual({ joined: false });
      const forbidden = await post(
        'weixinService/setUserWeCom',
        { account: 'student', joined: 'true' },
        token,
      );
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe(Code.forbiddenRole);
      const admin = await t().login('admin');
      expect(
        (await post<QiweiUser>('weixinService/setUserWeCom', { account: 'student', joined: 'true' }, admin))
          .body.data.joined,
      ).toBe(true);
      expect((await get<WeComStatus>('weixinService/checkUserWeCom', undefined, token)).body.data).toEqual({
        joined: true,
      });
      const me = await get<QiweiUser>('thirdpart/getQiweiUser', undefined, token);
      expect(me.body.data).toEqual({ joined: true, joinedAt: expect.stringMatching(/^\d{4}-/) });
      await post('weixinService/setUserWeCom', { account: 'student', joined: 'false' }, admin);
      expect(
        (await get<WeComStatus>('weixinService/checkUserWeCom', undefined, token)).body.data.joined,
      ).toBe(false);
      expectRefusal(await post('weixinService/setUserWeCom', { account: 'nobody', joined: '1' }, admin), 404);
      expectRefusal(
        await post('weixinService/setUserWeCom', { account: 'student', joined: 'maybe' }, admin),
        400,
        /joined/,
      );
    });

    it('answers the contact QR code by type, falling back to the default', async () => {
      const def = await get<QiweiQrCode>('weixinService/getQiweiqrCode');
      expect(def.body.data).toEqual({
        qrId: 1,
        pageTitle: '添加班主任老师',
        qrTitle: expect.any(String),
        qrTitle2: expect.any(String),
        path: '/media/ads/qiwei-qr-1.svg',
        bottomText: expect.any(String),
        canClose: true,
      });
      expect(
        (await get<QiweiQrCode>('weixinService/getQiweiqrCode', { type: 'video' })).body.data,
      ).toMatchObject({ qrId: 2, canClose: false });
      expect((await get<QiweiQrCode>('weixinService/getQiweiqrCode', { type: 'other' })).body.data.qrId).toBe(
        1,
      );
    });
  });

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

    it('answers the listening material of a book', async () => {
      const res = await get<Timu[]>('bookContent/getTingli', { bookNo: '311' });
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const t of res.body.data) expect(['t', 'k']).toContain(t.type);
      expectRefusal(await get('bookContent/getTingli', { bookNo: '999999' }), 404);
    });

    it('answers e-book areas, e-books and subject PDFs', async () => {
      const areas = await get<EBookArea[]>('book/getEBookArea');
      expect(areas.body.data.map((a) => a.name)).toEqual(['部编版', '人教版', '人教PEP版']);
      const area = areas.body.data[0] as EBookArea;
      const books = await get<EBook[]>(`book/getEBookInfo/${area.id}`);
      expect(books.body.data[0]).toMatchObject({
        bookNo: '927',
        pdf: DEMO_PDF['ebook-yuwen'].path,
        pages: 3,
      });
      const one = await get<EBook>(`book/getEBookOne/${books.body.data[0]?.id}`);
      expect(one.body.data.title).toContain('电子样书');
      const pdfs = await get<EBook[]>('book/getSubjectPdfList', { subject: String(dic['数学']) });
      expect(pdfs.body.data.map((e) => e.pdf)).toEqual([DEMO_PDF['ebook-shuxue'].path]);
      expectRefusal(await get('book/getEBookInfo/99999'), 404);
      expectRefusal(await get('book/getEBookOne/99999'), 404);
      expectRefusal(await get('book/getEBookOne/abc'), 400, /编号/);
    });

    it('answers downloadable resources with sizes', async () => {
      const list = await get<Paged<DownloadResource>>('bookmain/getBookDownloadList', { bookNo: '927' });
      expect(list.body.data.total).toBe(3);
      const pdf = list.body.data.list[0] as DownloadResource;
      expect(pdf).toEqual({
        id: expect.any(Number),
        bookNo: '927',
        title: '语文 一年级上册 同步课件',
        kind: 'pdf',
        category: 'kejian',
        path: DEMO_PDF['ebook-yuwen'].path,
        size: DEMO_PDF['ebook-yuwen'].bytes,
      });
      expect((await get<DownloadResource>(`bookmain/getBookDownloadInfo/${pdf.id}`)).body.data).toEqual(pdf);
      // 36 books × (课件 + 资料) + answer sheets of the 8 语文 and 数学 books of grades 1 and 2.
      expect((await get<Paged<DownloadResource>>('bookmain/getBookDownloadList')).body.data.total).toBe(80);
      expectRefusal(await get('bookmain/getBookDownloadList', { bookNo: '999999' }), 404);
      expectRefusal(await get('bookmain/getBookDownloadInfo/99999999'), 404);
    });
  });
});
