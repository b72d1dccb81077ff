import {
  Code,
  type HomeworkCorrection,
  type HomeworkPhoto,
  type Paged,
  type TopicHit,
  type TopicPhotoSearch,
} from '@jc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, expectRefusal, useTestApp, type TestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { failingWrites, storedUploads } from '../../test/uploads.js';
import { upload, type FilePartSeed } from '../checkin/checkin.fixtures.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { registerCorrectionEngine } from './engine.js';
import { arithmeticPage } from './homework.fixtures.js';
import { FAIL_REASON_ENGINE, STALE_LOCK_MS } from './queue.js';
import { homeworkRunner } from './routes.js';
import { CORRECTION_SEED, EXERCISE_SEED } from './seed.js';

/** A page with right and wrong answers, and what each line must get. */
const PAGE = [
  ['12 + 35 = 47', 'right', ''],
  ['8 × 7 = 54', 'wrong', '56'],
  ['63 - 28 = 35', 'right', ''],
  ['72 ÷ 8 = 9', 'right', ''],
  ['45 + 19 = 66', 'wrong', '64'],
  ['7 × 6 = 48', 'wrong', '42'],
] as const;

const page = async (): Promise<FilePartSeed> => ({
  name: 'page.jpg',
  data: await arithmeticPage(
    PAGE.map((l) => l[0]),
    { font: 'Liberation Sans' },
  ),
  type: 'image/jpeg',
});
const notAPicture: FilePartSeed = {
  name: 'a.jpg',
  data: Buffer.from('not a picture at all'),
  type: 'image/jpeg',
};

let broken = 0;
registerCorrectionEngine('test-broken', () => ({
  name: 'test-broken',
  correct: () => {
    broken++;
    return Promise.reject(new Error('engine down'));
  },
  recognise: () => Promise.resolve(''),
}));

describe.each(dialects)('homework on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get } = apiCalls(t);
  const db = () => t().app.db;
  const up = <T>(
    path: string,
    token: string | undefined,
    fields: Record<string, string>,
    files: FilePartSeed[],
  ) => upload<T>(t(), path, token, fields, files);
  const info = (token: string, id: number) =>
    get<HomeworkCorrection>('thirdpart/getCorrectHWInfo', { id: String(id) }, token);

  it('uploads a photo, corrects it by its id, and marks every line', async () => {
    const u = await makeShopUser(db());
    const photo = await up<HomeworkPhoto>('thirdpart/AIPigaiUpload', u.token, {}, [await page()]);
    expect(photo.status).toBe(200);
    expect(photo.body.data).toMatchObject({ width: 820 });
    expect(photo.body.data.url).toMatch(/^\/uploads\/image\//);

    const queued = await up<HomeworkCorrection>(
      'thirdpart/correctHomework',
      u.token,
      {
        uploadId: String(photo.body.data.id),
      },
      [],
    );
    expect(queued.status).toBe(200);
    expect(queued.body.data).toMatchObject({
      status: 'pending',
      statusText: '批改中',
      marks: [],
      finishedAt: '',
    });

    homeworkRunner(t().app).kick();
    await homeworkRunner(t().app).idle();
    const done = (await info(u.token, queued.body.data.id)).body.data;
    expect(done.status).toBe('done');
    expect(done.engine).toBe('tesseract');
    expect(done.marks.map((m) => [m.text, m.verdict, m.correctAnswer])).toEqual(PAGE.map((l) => [...l]));
    expect([done.rightCount, done.wrongCount, done.unreadableCount]).toEqual([3, 3, 0]);
    // Boxes in the photo's pixels, top to bottom, inside the photo.
    for (const [i, m] of done.marks.entries()) {
      expect(m.line).toBe(i + 1);
      expect(m.box.x).toBeGreaterThan(40);
      expect(m.box.x).toBeLessThan(100);
      expect(m.box.y + m.box.height).toBeLessThanOrEqual(done.photo.height);
      if (i > 0) expect(m.box.y).toBeGreaterThan(done.marks[i - 1]!.box.y);
    }
  });

  it('corrects a photo sent with the call, and lists by status', async () => {
    const u = await makeShopUser(db());
    const res = await up<HomeworkCorrection>('thirdpart/correctHomework', u.token, {}, [await page()]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已提交批改');
    const pending = await get<Paged<HomeworkCorrection>>(
      'thirdpart/getCorrectHWList',
      { status: 'pending' },
      u.token,
    );
    expect(pending.body.data.list.map((c) => c.id)).toContain(res.body.data.id);
    homeworkRunner(t().app).kick();
    await homeworkRunner(t().app).idle();
    const done = await get<Paged<HomeworkCorrection>>(
      'thirdpart/getCorrectHWList',
      { status: 'done' },
      u.token,
    );
    expect(done.body.data.list.map((c) => c.id)).toEqual([res.body.data.id]);
    expect(
      (await get<Paged<HomeworkCorrection>>('thirdpart/getCorrectHWList', { status: 'pending' }, u.token))
        .body.data.total,
    ).toBe(0);
    expectRefusal(await get('thirdpart/getCorrectHWList', { status: 'odd' }, u.token), 400, /状态不正确/);
  });

  it('writes the correction in its photo’s upload transaction: a refused write leaves no upload and no file', async () => {
    const u = await makeShopUser(db());
    const before = await storedUploads(t());
    const refused = await failingWrites(t(), { insert: 'homework_corrections' }, async () =>
      up('thirdpart/correctHomework', u.token, {}, [await page()]),
    );
    expectRefusal(refused, 500);
    expect(await storedUploads(t())).toEqual(before);

    const queued = await up<HomeworkCorrection>('thirdpart/correctHomework', u.token, {}, [await page()]);
    expect(queued.status).toBe(200);
    expect(queued.body.data.status).toBe('pending');
    const after = await storedUploads(t());
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(after.files).toHaveLength(before.files.length + 2);
    expect(
      await db().selectFrom('homework_corrections').select('upload_id').where('user_id', '=', u.id).execute(),
    ).toEqual([{ upload_id: queued.body.data.photo.id }]);
  });

  it('refuses what is not a picture, another user’s upload, neither or both, and strangers', async () => {
    const u = await makeShopUser(db());
    const other = await makeShopUser(db());
    const before = await db()
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expectRefusal(await up('thirdpart/AIPigaiUpload', u.token, {}, [notAPicture]), 400, /文件类型不支持/);
    expectRefusal(await up('thirdpart/AIPigaiUpload', u.token, {}, []), 400, /请选择作业照片/);
    expectRefusal(await up('thirdpart/correctHomework', u.token, {}, [notAPicture]), 400, /文件类型不支持/);
    expectRefusal(await up('thirdpart/correctHomework', u.token, {}, []), 400, /请上传一张作业照片/);
    const mine = await up<HomeworkPhoto>('thirdpart/AIPigaiUpload', u.token, {}, [await page()]);
    expectRefusal(
      await up('thirdpart/correctHomework', u.token, { uploadId: String(mine.body.data.id) }, [await page()]),
      400,
      /请上传一张作业照片/,
    );
    expectRefusal(
      await up('thirdpart/correctHomework', other.token, { uploadId: String(mine.body.data.id) }, []),
      404,
      /作业照片不存在/,
    );
    expectRefusal(
      await up('thirdpart/correctHomework', u.token, { uploadId: '99999999' }, []),
      404,
      /作业照片不存在/,
    );
    expectRefusal(await up('thirdpart/correctHomework', u.token, { uploadId: 'x' }, []), 400);
    const after = await db()
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect(
      await db()
        .selectFrom('homework_corrections')
        .select('id')
        .where('user_id', 'in', [u.id, other.id])
        .execute(),
    ).toEqual([]);

    const res = await up<HomeworkCorrection>(
      'thirdpart/correctHomework',
      u.token,
      {
        uploadId: String(mine.body.data.id),
      },
      [],
    );
    expectRefusal(await info(other.token, res.body.data.id), 404, /批改记录不存在/);
    expectRefusal(await get('thirdpart/getCorrectHWInfo', { id: '0' }, u.token), 400, /批改记录不存在/);

    expectRefusal(await up('thirdpart/AIPigaiUpload', undefined, {}, [await page()]), 401);
    expectRefusal(await up('thirdpart/correctHomework', undefined, {}, [await page()]), 401);
    expectRefusal(await get('thirdpart/getCorrectHWList'), 401);
    expectRefusal(await get('thirdpart/getCorrectHWInfo', { id: String(res.body.data.id) }), 401);
    expectRefusal(await up('book/searchTopicsByPhoto', undefined, {}, [await page()]), 401);
    await homeworkRunner(t().app).idle();
  });

  it('shows the seeded corrections: done with marks, pending, failed with a reason', async () => {
    const token = await t().login('student');
    const list = (
      await get<Paged<HomeworkCorrection>>('thirdpart/getCorrectHWList', { pageSize: '20' }, token)
    ).body.data;
    const mine = CORRECTION_SEED.filter((c) => c.who === 'student');
    expect(list.total).toBe(mine.length);
    expect(list.list.map((c) => c.status).sort()).toEqual(mine.map((c) => c.status).sort());
    const done = list.list.find((c) => c.status === 'done' && c.marks.length === 6)!;
    expect(done.marks.map((m) => m.verdict)).toEqual(['right', 'wrong', 'right', 'right', 'wrong', 'right']);
    expect(done.marks[1]).toMatchObject({ text: '8 × 7 = 54', answer: '54', correctAnswer: '56' });
    expect(list.list.find((c) => c.status === 'failed')?.failReason).toMatch(/没有找到算式/);
    expect(list.list.find((c) => c.status === 'pending')?.marks).toEqual([]);
  });

  it('finds questions by their words, best first, paged', async () => {
    const hits = (await get<Paged<TopicHit>>('book/searchTopics', { keyword: '36 + 27' })).body.data;
    expect(hits.list[0]).toMatchObject({ text: '36+27=', answer: '36+27=63', bookTitle: '数学 二年级上册' });
    const times = (await get<Paged<TopicHit>>('book/searchTopics', { keyword: '8x7', pageSize: '5' })).body
      .data;
    expect(times.list[0]?.text).toBe('8×7=');
    // Every word must match.
    const two = (await get<Paged<TopicHit>>('book/searchTopics', { keyword: '长方形 周长' })).body.data;
    expect(two.list.map((h) => h.text)).toEqual(['一个长方形长8厘米，宽5厘米，周长是多少？']);
    expect(
      (await get<Paged<TopicHit>>('book/searchTopics', { keyword: '长方形 体积' })).body.data.total,
    ).toBe(0);
    const paged = (
      await get<Paged<TopicHit>>('book/searchTopics', { keyword: '× =', pageSize: '2', pageNum: '2' })
    ).body.data;
    expect(paged.list).toHaveLength(2);
    expect(paged.total).toBe(EXERCISE_SEED.filter((e) => e[3].includes('×') && e[3].includes('=')).length);
    const inBook = (
      await get<Paged<TopicHit>>('book/searchTopics', {
        keyword: '× =',
        bookNo: hits.list[0]!.bookNo,
        pageSize: '50',
      })
    ).body.data;
    expect(new Set(inBook.list.map((h) => h.bookTitle))).toEqual(new Set(['数学 二年级上册']));
    expectRefusal(await get('book/searchTopics', { keyword: '3' }), 400, /至少2个字/);
    expectRefusal(await get('book/searchTopics', {}), 400, /请输入题目内容/);
  });

  it('finds a question from a photo of it', async () => {
    const u = await makeShopUser(db());
    const photo: FilePartSeed = {
      name: 'q.png',
      data: await arithmeticPage(['36 + 27 ='], { font: 'Liberation Sans', format: 'png' }),
      type: 'image/png',
    };
    const res = await up<TopicPhotoSearch>('book/searchTopicsByPhoto', u.token, {}, [photo]);
    expect(res.status).toBe(200);
    expect(res.body.data.recognisedText).toMatch(/36\s*\+\s*27/);
    expect(res.body.data.hits[0]?.text).toBe('36+27=');
    expectRefusal(await up('book/searchTopicsByPhoto', u.token, {}, [notAPicture]), 400, /文件类型不支持/);
    expectRefusal(await up('book/searchTopicsByPhoto', u.token, {}, []), 400, /请选择题目照片/);
  });
});

describe.each(dialects)('the homework queue on %s', (dialect) => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close().catch(() => undefined);
  });
  const correctAs = async (a: TestApp, token: string) => {
    const res = await upload<HomeworkCorrection>(a, 'thirdpart/correctHomework', token, {}, [await page()]);
    expect(res.status).toBe(200);
    return res.body.data.id;
  };
  const statusOf = async (a: TestApp, id: number) =>
    await a.app.db
      .selectFrom('homework_jobs')
      .selectAll()
      .where('correction_id', '=', id)
      .executeTakeFirstOrThrow();

  it('finishes after a restart what was queued, and what a crash left running', async () => {
    // No runner: the jobs stay queued.
    const first = await buildTestApp({ dialect, env: { HOMEWORK_POLL_MS: '0' } });
    const token = await first.login('xiaohong');
    const queued = await correctAs(first, token);
    const crashed = await correctAs(first, token);
    // As a process that died mid-job leaves it: running, its lock long stale.
    await first.app.db
      .updateTable('homework_jobs')
      .set({ status: 'running', attempts: 1, locked_at: Date.now() - STALE_LOCK_MS - 1000 })
      .where('correction_id', '=', crashed)
      .execute();
    const kept = await first.close({ keepData: true });

    const second = await buildTestApp({ dialect, reuse: kept, env: { HOMEWORK_POLL_MS: '100' } });
    apps.push(second);
    await homeworkRunner(second.app).idle();
    for (let i = 0; i < 100 && (await statusOf(second, crashed)).status !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 100));
    const token2 = await second.login('xiaohong');
    for (const id of [queued, crashed]) {
      const c = await second.call<HomeworkCorrection>('GET', '/api/thirdpart/getCorrectHWInfo', {
        query: { id: String(id) },
        token: token2,
      });
      expect(c.body.data.status).toBe('done');
      expect(c.body.data.marks).toHaveLength(PAGE.length);
    }
    expect((await statusOf(second, crashed)).attempts).toBe(2);
  });

  it('takes over a running job once its lock is older than HOMEWORK_STALE_LOCK_MS, not before', async () => {
    const a = await buildTestApp({
      dialect,
      env: { HOMEWORK_POLL_MS: '0', HOMEWORK_STALE_LOCK_MS: '60000' },
    });
    apps.push(a);
    const token = await a.login('duoduo');
    const dead = await correctAs(a, token);
    const alive = await correctAs(a, token);
    const lock = async (id: number, lockedAt: number) =>
      a.app.db
        .updateTable('homework_jobs')
        .set({ status: 'running', attempts: 1, locked_at: lockedAt })
        .where('correction_id', '=', id)
        .execute();
    // Its process died 61 s ago (stale for this app, not for the 2-minute default); the other one is at work.
    await lock(dead, Date.now() - 61_000);
    await lock(alive, Date.now());
    homeworkRunner(a.app).kick();
    await homeworkRunner(a.app).idle();
    expect(await statusOf(a, dead)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await statusOf(a, alive)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('closes with a job in hand: the job finishes or is picked up again', async () => {
    const first = await buildTestApp({ dialect, env: { HOMEWORK_POLL_MS: '100' } });
    const token = await first.login('lele');
    const id = await correctAs(first, token);
    const kept = await first.close({ keepData: true });
    const second = await buildTestApp({ dialect, reuse: kept, env: { HOMEWORK_POLL_MS: '100' } });
    apps.push(second);
    for (let i = 0; i < 100 && (await statusOf(second, id)).status !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await statusOf(second, id)).status).toBe('done');
  });

  it('retries a failing engine, then marks the correction failed with a reason', async () => {
    const a = await buildTestApp({
      dialect,
      env: { HOMEWORK_POLL_MS: '0', HOMEWORK_ENGINE: 'test-broken', HOMEWORK_MAX_ATTEMPTS: '2' },
    });
    apps.push(a);
    const token = await a.login('haohao');
    const id = await correctAs(a, token);
    const calls = broken;
    homeworkRunner(a.app).kick();
    await homeworkRunner(a.app).idle();
    expect(await statusOf(a, id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'engine down' });
    await a.app.db
      .updateTable('homework_jobs')
      .set({ run_after: 0 })
      .where('correction_id', '=', id)
      .execute();
    homeworkRunner(a.app).kick();
    await homeworkRunner(a.app).idle();
    expect(broken - calls).toBe(2);
    expect(await statusOf(a, id)).toMatchObject({ status: 'failed', attempts: 2 });
    const c = await a.call<HomeworkCorrection>('GET', '/api/thirdpart/getCorrectHWInfo', {
      query: { id: String(id) },
      token,
    });
    expect(c.body.data).toMatchObject({
      status: 'failed',
      statusText: '批改失败',
      failReason: FAIL_REASON_ENGINE,
    });
    expect(c.body.code).toBe(Code.ok);
  });

  it('lets one runner claim a job when two race', async () => {
    const a = await buildTestApp({ dialect, env: { HOMEWORK_POLL_MS: '0' } });
    apps.push(a);
    const token = await a.login('tiantian');
    await correctAs(a, token);
    const { claimJob } = await import('./queue.js');
    const claims = await Promise.all([claimJob(a.app.db), claimJob(a.app.db), claimJob(a.app.db)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
