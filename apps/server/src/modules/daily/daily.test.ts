import {
  DAILY_HISTORY_DAYS,
  DAILY_KIND_NAMES,
  DAILY_KINDS,
  dailyIndex,
  dailyPath,
  shiftDate,
  type DailyKind,
  type DailyOne,
} from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUDIO, DEMO_VIDEO } from '../books/index.js';
import { seedDaily } from './seed.js';
import { formatDate } from '../../shared/time.js';
import { dialects, useTestApp } from '../../test/app.js';

describe.each(dialects)('daily reading on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const grade: Record<string, number> = {};
  let subjectId = 0;
  const today = () => formatDate(Date.now());

  beforeAll(async () => {
    const rows = await db().selectFrom('dictionaries').select(['id', 'name', 'dic_type']).execute();
    for (const r of rows) if (r.dic_type === 'grade') grade[r.name] = r.id;
    subjectId = rows.find((r) => r.dic_type === 'subject')?.id ?? 0;
  });

  const get = (kind: DailyKind, query: Record<string, string> = {}, token?: string) =>
    t().call<DailyOne>('GET', `/api/${dailyPath(kind)}`, { query, ...(token ? { token } : {}) });

  /** The id of a piece by its kind and title, read straight from the store. */
  const pieceId = async (kind: DailyKind, title: string) =>
    (
      await db()
        .selectFrom('daily_pieces')
        .select('id')
        .where('kind', '=', kind)
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;

  /** The pieces the rotation walks through, read straight from the store. */
  const rotation = async (kind: DailyKind, gradeId?: number) => {
    let q = db()
      .selectFrom('daily_pieces')
      .select(['id', 'grade_id'])
      .where('kind', '=', kind)
      .where('enabled', '=', 1)
      .where((eb) => eb.or([eb('publish_date', 'is', null), eb('publish_date', '<=', today())]));
    if (gradeId !== undefined)
      q = q.where((eb) => eb.or([eb('grade_id', '=', gradeId), eb('grade_id', 'is', null)]));
    return q.orderBy('sort').orderBy('id').execute();
  };

  it('seeds at least four believable pieces of every kind, once', async () => {
    for (const kind of DAILY_KIND_NAMES) {
      const all = await rotation(kind);
      expect(all.length, kind).toBeGreaterThanOrEqual(4);
    }
    const audio = new Set<string>(Object.values(DEMO_AUDIO).map((a) => a.path));
    const video = new Set<string>(Object.values(DEMO_VIDEO).map((v) => v.path));
    const rows = await db().selectFrom('daily_pieces').selectAll().execute();
    for (const r of rows) {
      expect(r.body.length, r.title).toBeGreaterThan(0);
      if (r.audio) expect(audio.has(r.audio), r.audio).toBe(true);
      if (r.audio) expect(r.audio_ms).toBeGreaterThan(3000);
      if (r.video) expect(video.has(r.video), r.video).toBe(true);
    }
    expect(
      await db()
        .transaction()
        .execute((trx) => seedDaily(trx, dialect)),
    ).toEqual({ seeded: false, pieces: 0 });
    const after = await db().selectFrom('daily_pieces').select('id').execute();
    expect(after.length).toBe(rows.length);
  });

  it.each(DAILY_KIND_NAMES)('answers today’s piece of %s for a grade, anonymously', async (kind) => {
    const res = await get(kind, { grade: String(grade['一年级']) });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.date).toBe(today());
    expect(d.prevDate).toBe(shiftDate(today(), -1));
    expect(d.nextDate).toBeNull();
    const piece = d.piece;
    if (!piece) throw new Error('no piece');
    expect(piece.kind).toBe(kind);
    expect(piece.kindName).toBe(DAILY_KINDS[kind].name);
    expect(piece.subject).toBe(DAILY_KINDS[kind].subject);
    expect([null, grade['一年级']]).toContain(piece.gradeId);
    expect(piece.grade).toBe(piece.gradeId === null ? '' : '一年级');
    expect(piece.paragraphs.length).toBeGreaterThan(0);
    const expected = await rotation(kind, grade['一年级']);
    expect(piece.id).toBe(expected[dailyIndex(today(), expected.length)]?.id);
  });

  it('walks through the grade’s pieces one a day, and through all pieces without a grade', async () => {
    const g1 = grade['一年级'] ?? 0;
    const forGrade = await rotation('chendu', g1);
    const all = await rotation('chendu');
    expect(all.length).toBeGreaterThan(forGrade.length);
    const seen = new Set<number>();
    for (let back = 0; back < forGrade.length; back++) {
      const date = shiftDate(today(), -back);
      const res = await get('chendu', { grade: String(g1), date });
      expect(res.status).toBe(200);
      expect(res.body.data.date).toBe(date);
      const id = res.body.data.piece?.id ?? 0;
      expect(id).toBe(forGrade[dailyIndex(date, forGrade.length)]?.id);
      seen.add(id);
    }
    // Every piece of the grade comes round within as many days as there are pieces.
    expect(seen.size).toBe(forGrade.length);
    const other = await rotation('chendu', grade['二年级']);
    expect(other.map((r) => r.id)).not.toEqual(forGrade.map((r) => r.id));

    const date = shiftDate(today(), -3);
    const any = await get('chendu', { date });
    expect(any.body.data.piece?.id).toBe(all[dailyIndex(date, all.length)]?.id);
  });

  it('pages through days: no next day after today, no previous day before the oldest', async () => {
    const yesterday = shiftDate(today(), -1);
    const y = await get('yuedu', { date: yesterday });
    expect(y.body.data).toMatchObject({
      date: yesterday,
      prevDate: shiftDate(today(), -2),
      nextDate: today(),
    });
    const oldest = shiftDate(today(), -DAILY_HISTORY_DAYS);
    const o = await get('yuedu', { date: oldest });
    expect(o.status).toBe(200);
    expect(o.body.data).toMatchObject({ date: oldest, prevDate: null, nextDate: shiftDate(oldest, 1) });
    const d = await get('yuedu');
    expect(d.body.data).toMatchObject({ date: today(), nextDate: null });
  });

  it('answers a piece by id with its text, words, extra block and media, whatever the date', async () => {
    const chunxiao = await pieceId('chendu', '春晓');
    const res = await get('chendu', { id: String(chunxiao), date: '1999-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      piece: {
        id: chunxiao,
        kind: 'chendu',
        kindName: '晨读',
        subject: '语文',
        gradeId: grade['一年级'],
        grade: '一年级',
        title: '春晓',
        author: '【唐】孟浩然',
        tip: '大声读三遍，试着背一背',
        paragraphs: ['春眠不觉晓，', '处处闻啼鸟。', '夜来风雨声，', '花落知多少。'],
        words: [],
        extra: { label: '诗意', paragraphs: [expect.stringContaining('春天') as string], folded: false },
        audio: DEMO_AUDIO['yw-chunxiao'].path,
        audioDuration: Math.round(DEMO_AUDIO['yw-chunxiao'].seconds * 10) / 10,
        video: '',
        cover: '',
      },
      date: null,
      prevDate: null,
      nextDate: null,
    });

    const words = await db()
      .selectFrom('daily_pieces')
      .select('id')
      .where('kind', '=', 'ziranpd')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const w = await get('ziranpd', { id: String(words.id) });
    expect(w.body.data.piece?.words).toEqual(['cat', 'hat', 'bag', 'map', 'dad', 'fan']);
    expect(w.body.data.piece?.extra).toBeNull();

    const puzzle = await pieceId('siweits', '数一数三角形');
    const p = await get('siweits', { id: String(puzzle) });
    expect(p.body.data.piece).toMatchObject({
      subject: '数学',
      gradeId: null,
      grade: '',
      video: DEMO_VIDEO['v-shuxue'].path,
      extra: { label: '答案', folded: true },
    });
  });

  it('refuses an unknown id, and the id of another kind, with 404', async () => {
    const other = await db()
      .selectFrom('daily_pieces')
      .select('id')
      .where('kind', '=', 'xiezuo')
      .executeTakeFirstOrThrow();
    const wrongKind = await get('chendu', { id: String(other.id) });
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body).toEqual({ code: 404, msg: '没有找到这篇晨读内容', data: null });
    const missing = await get('yingyutl', { id: '999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('没有找到这篇英语听力内容');
    const self = await get('xiezuo', { id: String(other.id) });
    expect(self.status).toBe(200);
  });

  it.each([
    [{ id: 'abc' }, '编号（id）'],
    [{ id: '0' }, '编号（id）不正确'],
    [{ id: '1.5' }, '编号（id）不正确'],
    [{ grade: 'x' }, '年级（grade）'],
    [{ grade: '999999' }, '年级（grade）不正确'],
    [{ date: '2025-1-1' }, '日期（date）须为 YYYY-MM-DD'],
    [{ date: '2025-02-30' }, '日期（date）不是有效的日期'],
    [{ date: 'today' }, '日期（date）须为 YYYY-MM-DD'],
  ])('refuses bad input %o with 400 naming the field', async (query, msg) => {
    const res = await get('chendu', query);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(msg);
    expect(res.body.data).toBeNull();
  });

  it('refuses a grade id that is not a grade, a future date and a date too far back', async () => {
    const notGrade = await get('yuxikt', { grade: String(subjectId) });
    expect(notGrade.status).toBe(400);
    expect(notGrade.body.msg).toBe('年级（grade）不正确');
    const future = await get('yuxikt', { date: shiftDate(today(), 1) });
    expect(future.status).toBe(400);
    expect(future.body.msg).toBe('日期（date）不能晚于今天');
    const old = await get('yuxikt', { date: shiftDate(today(), -DAILY_HISTORY_DAYS - 1) });
    expect(old.status).toBe(400);
    expect(old.body.msg).toBe(`日期（date）只能查看最近${DAILY_HISTORY_DAYS}天的内容`);
  });

  it('answers piece null when a kind has nothing (yet), and serves logged-in users alike', async () => {
    await db().updateTable('daily_pieces').set({ enabled: 0 }).where('kind', '=', 'ziranpd').execute();
    try {
      const res = await get('ziranpd', { grade: String(grade['三年级']) });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        piece: null,
        date: today(),
        prevDate: shiftDate(today(), -1),
        nextDate: null,
      });
      const row = await db()
        .selectFrom('daily_pieces')
        .select('id')
        .where('kind', '=', 'ziranpd')
        .executeTakeFirstOrThrow();
      expect((await get('ziranpd', { id: String(row.id) })).status).toBe(404);
    } finally {
      await db().updateTable('daily_pieces').set({ enabled: 1 }).where('kind', '=', 'ziranpd').execute();
    }
    const token = await t().login('student');
    const res = await get('ziranpd', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data.piece?.kind).toBe('ziranpd');
  });
});
