import type { adminCheckinEndpoints, AdminCamp, ParsedOf, CampTask, Paged } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { toTask } from './camp-tasks.js';
import {
  CAMP_NOT_FOUND,
  TASK_NOT_FOUND,
  findCamp,
  gradeIdsOf,
  gradeNames,
  toCamp,
  type CampRow,
} from './camps.js';
import { daysBetween, shanghaiToday } from './dates.js';

/** A camp's tasks by day for operators: a disabled camp's too, without a viewer's counts. */
export async function adminTasks(db: Db, dakaId: number, now = Date.now()): Promise<CampTask[]> {
  const c = await findCamp(db, dakaId, true);
  const tasks = await db
    .selectFrom('checkin_tasks')
    .selectAll()
    .where('camp_id', '=', c.id)
    .orderBy('day_index')
    .orderBy('id')
    .execute();
  const today = shanghaiToday(now);
  return tasks.map((t) => toTask(c, t, today, new Map()));
}

function toAdminCamp(c: CampRow, today: string, grades: Map<number, string>): AdminCamp {
  return {
    ...toCamp(c, today, grades, null, undefined),
    enabled: c.enabled === 1,
    gradeIds: gradeIdsOf(c.grade_ids),
    rules: c.rules,
    serviceQr: c.service_qr,
    servicePhone: c.service_phone,
  };
}

export async function adminListCamps(db: Db, q: PageInput, now = Date.now()): Promise<Paged<AdminCamp>> {
  const query = db
    .selectFrom('checkin_camps')
    .selectAll()
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc');
  const [{ rows, total }, grades] = await Promise.all([fetchPage(query, q), gradeNames(db)]);
  const today = shanghaiToday(now);
  return {
    list: rows.map((c) => toAdminCamp(c, today, grades)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

type SavedCamp = ParsedOf<(typeof adminCheckinEndpoints)['saveCamp']>;
type SavedTask = ParsedOf<(typeof adminCheckinEndpoints)['saveTask']>;

export async function adminSaveCamp(db: Db, input: SavedCamp, now = Date.now()): Promise<AdminCamp> {
  const grades = await gradeNames(db);
  if (input.gradeIds.some((id) => !grades.has(id))) throw badInput('年级不正确');
  const values = {
    title: input.title,
    kind: input.kind,
    cover: input.cover,
    intro: input.intro,
    version: input.version,
    start_date: input.startDate,
    end_date: input.endDate,
    grade_ids: [...new Set(input.gradeIds)].join(','),
    points_per_checkin: input.pointsPerCheckin,
    prize_days: input.prizeDays,
    prize_text: input.prizeText,
    rules: input.rules,
    service_qr: input.serviceQr,
    service_phone: input.servicePhone,
    enabled: input.enabled ? (1 as const) : (0 as const),
    updated_at: now,
  };
  let id: number;
  if (input.dakaId !== undefined) {
    const res = await db
      .updateTable('checkin_camps')
      .set(values)
      .where('id', '=', input.dakaId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound(CAMP_NOT_FOUND);
    id = input.dakaId;
  } else {
    const row = await db
      .insertInto('checkin_camps')
      .values({ ...values, enrolled_count: 0, checkin_count: 0, task_count: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  const camp = await findCamp(db, id, true);
  return toAdminCamp(camp, shanghaiToday(now), grades);
}

export async function adminSaveTask(db: Db, input: SavedTask, now = Date.now()): Promise<CampTask> {
  const camp = await findCamp(db, input.dakaId, true);
  const length = daysBetween(camp.start_date, camp.end_date) + 1;
  if (input.dayIndex > length) throw badInput(`天数不能超过打卡营的${length}天`);
  const values = {
    day_index: input.dayIndex,
    title: input.title,
    content: input.content,
    picture: input.picture,
    audio: input.audio,
    updated_at: now,
  };
  const id = await db.transaction().execute(async (trx) => {
    if (input.taskId !== undefined) {
      const res = await trx
        .updateTable('checkin_tasks')
        .set(values)
        .where('id', '=', input.taskId)
        .where('camp_id', '=', camp.id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound(TASK_NOT_FOUND);
      return input.taskId;
    }
    const row = await trx
      .insertInto('checkin_tasks')
      .values({ ...values, camp_id: camp.id, checkin_count: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('checkin_camps')
      .set((eb) => ({ task_count: eb('task_count', '+', 1) }))
      .where('id', '=', camp.id)
      .execute();
    return row.id;
  });
  const task = await db
    .selectFrom('checkin_tasks')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toTask(camp, task, shanghaiToday(now), new Map());
}

/** Deletes a task that nobody has checked in to yet (409 otherwise). */
export async function adminDeleteTask(db: Db, taskId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const task = await trx
      .selectFrom('checkin_tasks')
      .select(['id', 'camp_id'])
      .where('id', '=', taskId)
      .executeTakeFirst();
    if (!task) throw notFound(TASK_NOT_FOUND);
    const used = await trx
      .selectFrom('checkin_posts')
      .select('id')
      .where('task_id', '=', taskId)
      .limit(1)
      .executeTakeFirst();
    if (used) throw businessRule('该任务已有打卡，不能删除');
    await trx.deleteFrom('checkin_tasks').where('id', '=', taskId).execute();
    await trx
      .updateTable('checkin_camps')
      .set((eb) => ({ task_count: eb('task_count', '-', 1) }))
      .where('id', '=', task.camp_id)
      .execute();
  });
}
