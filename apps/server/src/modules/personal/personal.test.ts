import {
  type BookInfo,
  type BookProgress,
  type BrowseItem,
  type FavoriteExists,
  type FavoriteItem,
  type ItemProgress,
  type Paged,
  type Timu,
} from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls, useDictionaryIds, walkLessons } from '../../test/api.js';
import { BROWSE_HISTORY_LIMIT, saveBrowse } from './service.js';

describe.each(dialects)('books on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const dic = useDictionaryIds(t);
  let student = '';
  let teacher = '';
  // The demo teacher has favorites of their own (teacher-resources' seed): another user here is staff.
  let staff = '';

  beforeAll(async () => {
    student = await t().login('student');
    teacher = await t().login('teacher');
    staff = await t().login('staff');
  });

  const { get, post } = apiCalls(t);

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
      expect((await get<FavoriteExists>('book/getFavoritesExists/927', undefined, staff)).body.data).toEqual({
        exists: false,
      });
      expect(
        (await get<Paged<FavoriteItem>>('book/getFavoritesList/book', undefined, staff)).body.data.total,
      ).toBe(0);
      expectRefusal(await post('book/removeFavorites/927', {}, staff), 404);

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

    it('keeps the order of two visits in one millisecond', async () => {
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'staff')
        .executeTakeFirstOrThrow();
      const at = Date.now();
      await saveBrowse(db(), user.id, '927', at);
      await saveBrowse(db(), user.id, '211', at);
      await saveBrowse(db(), user.id, '927', at);
      const list = await get<Paged<BrowseItem>>('book/getBrowseList', undefined, staff);
      expect(list.body.data.list.map((b) => b.bookNo)).toEqual(['927', '211']);
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
      const items = walkLessons(info.body.data.lessonList).flatMap((n) => n.node.timuList);
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
});
