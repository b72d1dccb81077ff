import {
  Code,
  YANGSHU_TERM_LIMIT,
  adminYangshuEndpoints,
  yangshuEndpoints,
  type Paged,
  type YangshuBook,
  type YangshuDicItem,
  type YangshuRequest,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { YANGSHU_OFFER_COUNT, YANGSHU_REQUEST_SEED } from './seed.js';
import { scanCandidates } from './offers.js';
import { termOf } from './term.js';
import { sampleBookCalls } from './sample-books.fixtures.js';

describe('termOf', () => {
  const at = (iso: string) => Date.parse(`${iso}+08:00`);
  it('runs autumn from August to January and spring from February to July, in Shanghai', () => {
    expect(termOf(at('2026-08-01T00:00:00'))).toEqual({ key: '2026-autumn', name: '2026年秋季学期' });
    expect(termOf(at('2026-07-31T23:59:59')).key).toBe('2026-spring');
    expect(termOf(at('2027-01-31T23:59:59')).key).toBe('2026-autumn');
    expect(termOf(at('2027-02-01T00:00:00'))).toEqual({ key: '2027-spring', name: '2027年春季学期' });
    // 2026-07-31 16:30 UTC is already August 1st in Shanghai.
    expect(termOf(Date.parse('2026-07-31T16:30:00Z')).key).toBe('2026-autumn');
  });
  it('reads the code out of a scanned link', () => {
    expect(scanCandidates('927')).toEqual(['927']);
    expect(scanCandidates('https://x.cn/pages/book?v=A12')).toEqual([
      'https://x.cn/pages/book?v=A12',
      'A12',
      'book',
    ]);
    expect(scanCandidates('https://x.cn/r?s=100500101')).toContain('100500101');
    expect(scanCandidates('https://x.cn/twoCode.app?TkBookInfo=927')).toContain('927');
  });
});

/** Sample books on offer: the demo seed, who may call, the offers' dictionaries and filters, a scanned book. */
describe.each(dialects)('sample-book offers on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get } = apiCalls(t);
  const db = () => t().app.db;
  const { makeTeacher, offers, quota } = sampleBookCalls(t);

  it('is seeded: 12 offers with covers, the teacher’s requests in every status, the quota kept', async () => {
    const token = await t().login('teacher');
    const list = await offers(token);
    expect(list.total).toBe(YANGSHU_OFFER_COUNT);
    for (const b of list.list) {
      expect(b.cover).toMatch(/^\/media\/covers\/.+\.svg$/);
      expect(b.maxPerRequest).toBeGreaterThanOrEqual(2);
      expect(b.subjectName).not.toBe('');
    }
    const cover = await t().app.inject({ method: 'GET', url: list.list[0]?.cover ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(new Set(list.list.map((b) => b.subjectId)).size).toBeGreaterThanOrEqual(3);

    const history = (await get<Paged<YangshuRequest>>('yangshu/getHistoryList', { pageSize: '50' }, token))
      .body.data;
    expect(history.total).toBe(YANGSHU_REQUEST_SEED.length);
    expect(new Set(history.list.map((r) => r.status))).toEqual(
      new Set(['requested', 'approved', 'shipped', 'received', 'rejected']),
    );
    const shipped = history.list.find((r) => r.status === 'shipped');
    expect(shipped).toMatchObject({ expressCompany: '中通快递', statusText: '已发货' });
    expect(shipped?.waybillNo).not.toBe('');
    expect(history.list.find((r) => r.status === 'rejected')?.rejectReason).not.toBe('');
    const received = history.list.find((r) => r.status === 'received');
    expect(received?.receivedAt).toMatch(/^\d{4}-/);
    expect(received?.receiptPictures).toHaveLength(1);
    const photo = await t().app.inject({ method: 'GET', url: received?.receiptPictures[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(history.list[0]?.address.detail).toContain('学军小学');

    // The kept count equals the copies of this term's requests that were not rejected.
    const term = termOf(Date.now()).key;
    const expected = history.list
      .filter(
        (r) =>
          r.status !== 'rejected' &&
          termOf(Date.parse(`${r.createdAt.replace(' ', 'T')}+08:00`)).key === term,
      )
      .reduce((n, r) => n + r.totalCount, 0);
    const q = await quota(token);
    expect(q).toEqual({
      termName: termOf(Date.now()).name,
      limit: YANGSHU_TERM_LIMIT,
      used: expected,
      remaining: YANGSHU_TERM_LIMIT - expected,
    });
    expect(q.remaining).toBeGreaterThanOrEqual(5);
  });

  it('refuses anyone but a teacher (403, code 700; anonymous 401), and operator calls to teachers', async () => {
    const pupil = await t().login('student');
    for (const e of Object.values(yangshuEndpoints)) {
      const path = e.path.replace('{group}', 'subject').replace('{purpose}', 'receipt');
      const r = await t().call(e.method, `/api/${path}`, { token: pupil, form: {} });
      expect(r.status, e.path).toBe(403);
      expect(r.body.code).toBe(Code.forbiddenRole);
      expect((await t().call(e.method, `/api/${path}`)).body.code).toBe(Code.noToken);
    }
    const teacher = await t().login('teacher');
    for (const e of Object.values(adminYangshuEndpoints)) {
      const r = await t().call(e.method, `/api/${e.path}`, { token: teacher, form: {} });
      expect(r.status, e.path).toBe(403);
      expect(r.body.code).toBe(Code.forbiddenRole);
    }
  });

  it('answers the dictionaries of the offered books, and filters the list by them and by keyword', async () => {
    const u = await makeTeacher();
    const all = await offers(u.token);
    for (const group of ['subject', 'grade', 'cebie'] as const) {
      const dic = (await get<YangshuDicItem[]>(`yangshu/getDicInfo/${group}`, undefined, u.token)).body.data;
      const key = `${group}Id` as const;
      expect(new Set(dic.map((d) => d.id))).toEqual(new Set(all.list.map((b) => b[key])));
      const first = dic[0];
      if (!first) throw new Error('empty dictionary');
      const some = await offers(u.token, { [key]: String(first.id) });
      expect(some.total).toBeGreaterThan(0);
      expect(some.list.every((b) => b[key] === first.id)).toBe(true);
    }
    expectRefusal(await get('yangshu/getDicInfo/school', undefined, u.token), 400, /字典类型/);
    const book = all.list[3] as YangshuBook;
    const byTitle = await offers(u.token, { keyword: book.title });
    expect(byTitle.list.map((b) => b.id)).toContain(book.id);
    expect((await offers(u.token, { keyword: book.bookNo })).list.map((b) => b.id)).toEqual([book.id]);
    expect((await offers(u.token, { keyword: '没有这本书%' })).total).toBe(0);
    const page = await offers(u.token, { pageNum: '2', pageSize: '5' });
    expect(page.list.map((b) => b.id)).toEqual(all.list.slice(5, 10).map((b) => b.id));
    expectRefusal(await get('yangshu/getYangshuList', { gradeId: 'x' }, u.token), 400, /年级/);
  });

  it('finds the offer of a scanned book: book number, book code, barcode, a link; unknown or not offered: empty', async () => {
    const u = await makeTeacher();
    const book = (await offers(u.token)).list[1] as YangshuBook;
    const scan = async (code: string) =>
      (await offers(u.token, { isQrcode: '1', code })).list.map((b) => b.id);
    expect(await scan(book.bookNo)).toEqual([book.id]);
    const row = await db()
      .selectFrom('books')
      .select(['id'])
      .where('book_no', '=', book.bookNo)
      .executeTakeFirstOrThrow();
    await db().updateTable('books').set({ barcode: '9787000000017' }).where('id', '=', row.id).execute();
    expect(await scan('9787000000017')).toEqual([book.id]);
    await db()
      .insertInto('codes')
      .values({ code: 'YS-TEST-QR', kind: 'book', book_id: row.id, lesson_id: null, resource_id: null })
      .execute();
    expect(await scan('YS-TEST-QR')).toEqual([book.id]);
    expect(await scan('https://jc.example.cn/pages/scan?v=YS-TEST-QR')).toEqual([book.id]);
    // A printed entry link (/r?s=<lesson code>) names the book of its lesson.
    await db()
      .insertInto('codes')
      .values({ code: 'YS-LESSON-1', kind: 'lesson', book_id: row.id, lesson_id: null, resource_id: null })
      .execute();
    expect(await scan('https://jc.example.cn/r?s=YS-LESSON-1')).toEqual([book.id]);
    expect(await scan('NO-SUCH-CODE')).toEqual([]);
    expect(await scan('')).toEqual([]);
    // A book of the catalogue not on offer.
    const notOffered = await db()
      .selectFrom('books')
      .select('book_no')
      .where('id', 'not in', db().selectFrom('yangshu_offers').select('book_id'))
      .where('enabled', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await scan(notOffered.book_no)).toEqual([]);
  });
});
