import {
  CONTEST_STATE_TEXT,
  type ArticleCategory,
  type ArticleContest,
  type ArticleMonth,
  type ContestState,
  type Paged,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import type { ArticleContestsTable } from './tables.js';

export const CONTEST_NOT_FOUND = '征文活动不存在';
export const CATEGORY_NOT_FOUND = '类别不存在';
export const CATEGORY_TAKEN = '类别名称已存在';

type ContestRow = Selectable<ArticleContestsTable>;

const SHANGHAI_MS = 8 * 3600_000;

/**
 * `YYYY-MM-DD HH:mm` in Asia/Shanghai (UTC+8, no daylight saving) as an instant; a date that does not
 * exist (2026-02-30, 25:00) is refused naming the field.
 */
export function parseShanghai(s: string, label: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(s);
  if (m) {
    const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
    const utc = Date.UTC(y, mo - 1, d, h, mi);
    const back = new Date(utc);
    if (
      back.getUTCFullYear() === y &&
      back.getUTCMonth() === mo - 1 &&
      back.getUTCDate() === d &&
      back.getUTCHours() === h &&
      back.getUTCMinutes() === mi
    )
      return utc - SHANGHAI_MS;
  }
  throw badInput(`${label}不是有效的时间`);
}

/** An instant as ISO 8601 with the Shanghai offset: `2026-11-24T09:00:00+08:00`. */
export const isoShanghai = (ms: number): string =>
  `${new Date(ms + SHANGHAI_MS).toISOString().slice(0, 19)}+08:00`;

/** upcoming before the window, open inside it (start included, end excluded), closed after. */
export const contestState = (c: { starts_at: number; ends_at: number }, now: number): ContestState =>
  now < c.starts_at ? 'upcoming' : now < c.ends_at ? 'open' : 'closed';

/** 2026-11 → 2026年11月 */
export const monthLabel = (month: string): string => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** Contests as the wire shows them: categories, counts, and the caller's own count. */
export async function toContests(
  db: Db,
  rows: ContestRow[],
  userId: number | null,
  now: number,
): Promise<ArticleContest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cats, counts, mine] = await Promise.all([
    db
      .selectFrom('article_contest_categories as cc')
      .innerJoin('article_categories as c', 'c.id', 'cc.category_id')
      .select(['cc.contest_id', 'c.id', 'c.name'])
      .where('cc.contest_id', 'in', ids)
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('article_submissions')
      .select((eb) => ['contest_id', eb.fn.countAll<number>().as('n')])
      .where('contest_id', 'in', ids)
      .groupBy('contest_id')
      .execute(),
    userId === null
      ? Promise.resolve([])
      : db
          .selectFrom('article_submissions')
          .select((eb) => ['contest_id', eb.fn.countAll<number>().as('n')])
          .where('contest_id', 'in', ids)
          .where('user_id', '=', userId)
          .groupBy('contest_id')
          .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.contest_id, Number(c.n)]));
  const mineOf = new Map(mine.map((c) => [c.contest_id, Number(c.n)]));
  return rows.map((r) => {
    const own = cats.filter((c) => c.contest_id === r.id);
    const state = contestState(r, now);
    return {
      id: r.id,
      title: r.title,
      cover: r.cover,
      rules: r.rules,
      month: r.month,
      categoryIds: own.map((c) => c.id),
      categoryNames: own.map((c) => c.name),
      startsAt: isoShanghai(r.starts_at),
      endsAt: isoShanghai(r.ends_at),
      state,
      stateText: CONTEST_STATE_TEXT[state],
      maxPerUser: r.max_per_user,
      submissionCount: countOf.get(r.id) ?? 0,
      mySubmissionCount: mineOf.get(r.id) ?? 0,
    };
  });
}

/** getArticleDicList: every category, with how many of its contests are open now. */
export async function categories(db: Db, now = Date.now()): Promise<ArticleCategory[]> {
  const [rows, open] = await Promise.all([
    db.selectFrom('article_categories').select(['id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('article_contest_categories as cc')
      .innerJoin('article_contests as k', 'k.id', 'cc.contest_id')
      .select((eb) => ['cc.category_id', eb.fn.countAll<number>().as('n')])
      .where('k.starts_at', '<=', now)
      .where('k.ends_at', '>', now)
      .groupBy('cc.category_id')
      .execute(),
  ]);
  const openOf = new Map(open.map((o) => [o.category_id, Number(o.n)]));
  return rows.map((r) => ({ id: r.id, name: r.name, openCount: openOf.get(r.id) ?? 0 }));
}

/** getArticleMonth: the months that have contests, newest first. */
export async function months(db: Db): Promise<ArticleMonth[]> {
  const rows = await db
    .selectFrom('article_contests')
    .select((eb) => ['month', eb.fn.countAll<number>().as('n')])
    .groupBy('month')
    .orderBy('month', 'desc')
    .execute();
  return rows.map((r) => ({ month: r.month, label: monthLabel(r.month), contestCount: Number(r.n) }));
}

/** getArticleOnGoing: contests open now, newest window first, by month and category when given. */
export async function onGoing(
  db: Db,
  q: PageInput & { month?: string | undefined; categoryId?: number | undefined },
  userId: number | null,
  now = Date.now(),
): Promise<Paged<ArticleContest>> {
  let base = db
    .selectFrom('article_contests')
    .selectAll()
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now);
  if (q.month) base = base.where('month', '=', q.month);
  if (q.categoryId !== undefined) {
    const categoryId = q.categoryId;
    base = base.where('id', 'in', (eb) =>
      eb.selectFrom('article_contest_categories').select('contest_id').where('category_id', '=', categoryId),
    );
  }
  const { rows, total } = await fetchPage(base.orderBy('starts_at', 'desc').orderBy('id', 'desc'), q);
  return { list: await toContests(db, rows, userId, now), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** getArticleInfo: one contest in any state. */
export async function contestInfo(
  db: Db,
  id: number,
  userId: number | null,
  now = Date.now(),
): Promise<ArticleContest> {
  const row = await db.selectFrom('article_contests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(CONTEST_NOT_FOUND);
  const [out] = await toContests(db, [row], userId, now);
  if (!out) throw new Error('contest vanished');
  return out;
}

// ---------------------------------------------------------------- operators

/** Operators' list of contests, newest window first, by state when given. */
export async function adminContests(
  db: Db,
  q: PageInput & { state?: ContestState | undefined },
  now = Date.now(),
): Promise<Paged<ArticleContest>> {
  let base = db.selectFrom('article_contests').selectAll();
  if (q.state === 'upcoming') base = base.where('starts_at', '>', now);
  if (q.state === 'open') base = base.where('starts_at', '<=', now).where('ends_at', '>', now);
  if (q.state === 'closed') base = base.where('ends_at', '<=', now);
  const { rows, total } = await fetchPage(base.orderBy('starts_at', 'desc').orderBy('id', 'desc'), q);
  return { list: await toContests(db, rows, null, now), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Create (no id) or rename a category; names are unique (409). */
export async function saveCategory(
  db: Db,
  input: { id?: number | undefined; name: string },
  now = Date.now(),
): Promise<ArticleCategory> {
  try {
    if (input.id === undefined) {
      const row = await db
        .insertInto('article_categories')
        .values({ name: input.name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (
        (await categories(db, now)).find((c) => c.id === row.id) ?? { ...row, name: input.name, openCount: 0 }
      );
    }
    const res = await db
      .updateTable('article_categories')
      .set({ name: input.name })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw notFound(CATEGORY_NOT_FOUND);
  } catch (err) {
    if (isUniqueViolation(err)) throw businessRule(CATEGORY_TAKEN);
    throw err;
  }
  const out = (await categories(db, now)).find((c) => c.id === input.id);
  if (!out) throw notFound(CATEGORY_NOT_FOUND);
  return out;
}

export interface ContestInput {
  id?: number | undefined;
  title: string;
  rules: string;
  cover: string;
  month: string;
  categoryIds: number[];
  startsAt: string;
  endsAt: string;
  maxPerUser: number;
}

/**
 * Create or change a contest and its categories in one transaction. The window is read in
 * Asia/Shanghai. Lowering maxPerUser keeps the submissions already made.
 */
export async function saveContest(db: Db, input: ContestInput, now = Date.now()): Promise<ArticleContest> {
  const startsAt = parseShanghai(input.startsAt, '开始时间');
  const endsAt = parseShanghai(input.endsAt, '截止时间');
  if (endsAt <= startsAt) throw badInput('截止时间须晚于开始时间');
  const categoryIds = [...new Set(input.categoryIds)];
  const found = await db
    .selectFrom('article_categories')
    .select('id')
    .where('id', 'in', categoryIds)
    .execute();
  if (found.length !== categoryIds.length) throw badInput(CATEGORY_NOT_FOUND);
  const fields = {
    title: input.title,
    rules: input.rules,
    cover: input.cover,
    month: input.month,
    starts_at: startsAt,
    ends_at: endsAt,
    max_per_user: input.maxPerUser,
    updated_at: now,
  };
  const id = await db.transaction().execute(async (trx) => {
    let contestId: number;
    if (input.id === undefined) {
      contestId = (
        await trx
          .insertInto('article_contests')
          .values({ ...fields, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      contestId = input.id;
      const res = await trx
        .updateTable('article_contests')
        .set(fields)
        .where('id', '=', contestId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound(CONTEST_NOT_FOUND);
      await trx.deleteFrom('article_contest_categories').where('contest_id', '=', contestId).execute();
    }
    await trx
      .insertInto('article_contest_categories')
      .values(categoryIds.map((category_id) => ({ contest_id: contestId, category_id })))
      .execute();
    return contestId;
  });
  return contestInfo(db, id, null, now);
}
