import {
  PAGES,
  type Camp,
  type CampDictionary,
  type CampGrade,
  type CampListItem,
  type CampMine,
  type CampStatus,
  type CheckinBadge,
  type Paged,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { campStatus, effectiveStreak, shanghaiToday, statusText } from './dates.js';
import type { CheckinCampsTable, CheckinEnrolmentsTable } from './tables.js';

export const CAMP_NOT_FOUND = '打卡营不存在';
export const TASK_NOT_FOUND = '打卡任务不存在';
export const CAMP_FINISHED = '打卡营已结束';

export type CampRow = Selectable<CheckinCampsTable>;
export type EnrolmentRow = Selectable<CheckinEnrolmentsTable>;
/** Who asks: a logged-in user's id, or null. */
export type Viewer = number | null;

export const gradeIdsOf = (s: string) => (s ? s.split(',').map(Number) : []);

/** The grade dictionary (the catalogue's `grade` entries), id → name. */
export async function gradeNames(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('dictionaries')
    .select(['id', 'name'])
    .where('dic_type', '=', 'grade')
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** An enabled camp; a missing or switched-off one is a 404. */
export async function findCamp(db: Db, dakaId: number, includeDisabled = false): Promise<CampRow> {
  let q = db.selectFrom('checkin_camps').selectAll().where('id', '=', dakaId);
  if (!includeDisabled) q = q.where('enabled', '=', 1);
  const camp = await q.executeTakeFirst();
  if (!camp) throw notFound(CAMP_NOT_FOUND);
  return camp;
}

export async function findEnrolment(
  db: Db,
  campId: number,
  userId: Viewer,
): Promise<EnrolmentRow | undefined> {
  if (userId === null) return undefined;
  return db
    .selectFrom('checkin_enrolments')
    .selectAll()
    .where('camp_id', '=', campId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

function toListItem(c: CampRow, today: string, grades: Map<number, string>, enrolled: boolean): CampListItem {
  const status = campStatus(c, today);
  return {
    dakaId: c.id,
    title: c.title,
    kind: c.kind,
    cover: c.cover,
    startDate: c.start_date,
    endDate: c.end_date,
    status,
    statusText: statusText(status),
    gradeNames: gradeIdsOf(c.grade_ids).flatMap((id) => grades.get(id) ?? []),
    enrolledCount: c.enrolled_count,
    enrolled,
  };
}

export function toMine(c: CampRow, e: EnrolmentRow | undefined, today: string): CampMine {
  if (!e) return { enrolled: false, days: 0, streak: 0, checkedInToday: false, likesReceived: 0 };
  return {
    enrolled: true,
    days: e.days,
    streak: effectiveStreak(e, c, today),
    checkedInToday: e.last_day === today,
    likesReceived: e.likes_received,
  };
}

export function toCamp(
  c: CampRow,
  today: string,
  grades: Map<number, string>,
  viewer: Viewer,
  e: EnrolmentRow | undefined,
): Camp {
  return {
    ...toListItem(c, today, grades, e !== undefined),
    intro: c.intro,
    version: c.version,
    pointsPerCheckin: c.points_per_checkin,
    prizeDays: c.prize_days,
    prizeText: c.prize_text,
    checkinCount: c.checkin_count,
    taskCount: c.task_count,
    mine: viewer === null ? null : toMine(c, e, today),
  };
}

/** One camp with the caller's state. */
export async function campView(db: Db, c: CampRow, viewer: Viewer, now: number): Promise<Camp> {
  const [grades, e] = await Promise.all([gradeNames(db), findEnrolment(db, c.id, viewer)]);
  return toCamp(c, shanghaiToday(now), grades, viewer, e);
}

export async function getCamp(db: Db, dakaId: number, viewer: Viewer, now = Date.now()): Promise<Camp> {
  return campView(db, await findCamp(db, dakaId), viewer, now);
}

/** Camps, newest start first; by status (from the dates) and only the caller's with `mine`. */
export async function listCamps(
  db: Db,
  q: PageInput & { status?: CampStatus | undefined; mine: boolean },
  viewer: Viewer,
  now = Date.now(),
): Promise<Paged<CampListItem>> {
  const today = shanghaiToday(now);
  let query = db.selectFrom('checkin_camps as c').selectAll('c').where('c.enabled', '=', 1);
  if (q.status === 'upcoming') query = query.where('c.start_date', '>', today);
  if (q.status === 'running')
    query = query.where('c.start_date', '<=', today).where('c.end_date', '>=', today);
  if (q.status === 'finished') query = query.where('c.end_date', '<', today);
  if (q.mine) {
    const userId = viewer ?? 0;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('checkin_enrolments as e')
          .select('e.id')
          .whereRef('e.camp_id', '=', 'c.id')
          .where('e.user_id', '=', userId),
      ),
    );
  }
  const { rows, total } = await fetchPage(query.orderBy('c.start_date', 'desc').orderBy('c.id', 'desc'), q);
  const [grades, mine] = await Promise.all([
    gradeNames(db),
    enrolledIn(
      db,
      viewer,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    list: rows.map((c) => toListItem(c, today, grades, mine.has(c.id))),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

async function enrolledIn(db: Db, viewer: Viewer, campIds: number[]): Promise<Set<number>> {
  if (viewer === null || campIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('checkin_enrolments')
    .select('camp_id')
    .where('user_id', '=', viewer)
    .where('camp_id', 'in', campIds)
    .execute();
  return new Set(rows.map((r) => r.camp_id));
}

/** The camp of a textbook version: the running one, else the next to start, else the latest finished. */
export async function campByVersion(
  db: Db,
  version: string,
  viewer: Viewer,
  now = Date.now(),
): Promise<Camp> {
  const today = shanghaiToday(now);
  const base = db
    .selectFrom('checkin_camps')
    .selectAll()
    .where('enabled', '=', 1)
    .where('version', '=', version);
  const camp =
    (await base
      .where('start_date', '<=', today)
      .where('end_date', '>=', today)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()) ??
    (await base.where('start_date', '>', today).orderBy('start_date').orderBy('id').executeTakeFirst()) ??
    (await base
      .where('end_date', '<', today)
      .orderBy('end_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst());
  if (!camp) throw notFound(CAMP_NOT_FOUND);
  return campView(db, camp, viewer, now);
}

export const SERVICE_HOURS = '周一至周五 9:00-18:00';

export async function campDictionary(db: Db, dakaId: number): Promise<CampDictionary> {
  const c = await findCamp(db, dakaId);
  return {
    dakaId: c.id,
    rules: c.rules,
    serviceTitle: `${c.title}客服`,
    serviceQr: c.service_qr,
    servicePhone: c.service_phone,
    serviceHours: SERVICE_HOURS,
    shareTitle: `我在「${c.title}」坚持打卡，一起来吧！`,
  };
}

/** The camp's grades; a camp that lists none is for every grade of the dictionary. */
export async function campGrades(db: Db, dakaId: number): Promise<CampGrade[]> {
  const c = await findCamp(db, dakaId);
  const grades = await gradeNames(db);
  const ids = gradeIdsOf(c.grade_ids);
  const list = ids.length ? ids.filter((id) => grades.has(id)) : [...grades.keys()];
  return list.map((id) => ({ id, name: grades.get(id) ?? '' }));
}

/** The floating badge: the newest running enabled camp, null when none runs. */
export async function badge(db: Db, viewer: Viewer, now = Date.now()): Promise<CheckinBadge | null> {
  const today = shanghaiToday(now);
  const c = await db
    .selectFrom('checkin_camps')
    .selectAll()
    .where('enabled', '=', 1)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!c) return null;
  const e = await findEnrolment(db, c.id, viewer);
  return {
    dakaId: c.id,
    title: c.title,
    icon: c.cover,
    url: `${PAGES.clockIndex.path}?dakaId=${c.id}`,
    text: e ? (e.last_day === today ? '今日已打卡' : '今日未打卡') : '快来打卡',
  };
}

/** Joins a camp (twice is harmless); a finished camp refuses. Answers the camp with the caller's state. */
export async function enrol(
  db: Db,
  userId: number,
  input: { dakaId: number; gradeId?: number | undefined },
  now = Date.now(),
): Promise<Camp> {
  const c = await findCamp(db, input.dakaId);
  if (campStatus(c, shanghaiToday(now)) === 'finished') throw businessRule(CAMP_FINISHED);
  if (input.gradeId !== undefined) {
    const allowed = await campGrades(db, c.id);
    if (!allowed.some((g) => g.id === input.gradeId)) throw badInput('年级不正确');
  }
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('checkin_enrolments')
      .values({
        camp_id: c.id,
        user_id: userId,
        grade_id: input.gradeId ?? null,
        days: 0,
        days_at: now,
        streak: 0,
        streak_at: now,
        last_day: null,
        likes_received: 0,
        likes_at: now,
        checkin_count: 0,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['camp_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted)
      await trx
        .updateTable('checkin_camps')
        .set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1) }))
        .where('id', '=', c.id)
        .execute();
  });
  return getCamp(db, c.id, userId, now);
}
