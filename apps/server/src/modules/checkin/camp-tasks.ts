import type { CampTask } from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { TASK_NOT_FOUND, findCamp, type CampRow, type Viewer } from './camps.js';
import { daysBetween, openDateOf, shanghaiToday } from './dates.js';
import type { CheckinTasksTable } from './tables.js';

type TaskRow = Selectable<CheckinTasksTable>;

export function toTask(
  c: CampRow,
  t: TaskRow,
  today: string,
  mine: Map<number, { count: number; lastDay: string }>,
): CampTask {
  const openDate = openDateOf(c.start_date, t.day_index);
  const my = mine.get(t.id);
  return {
    taskId: t.id,
    dakaId: c.id,
    dayIndex: t.day_index,
    openDate,
    title: t.title,
    content: t.content,
    picture: t.picture,
    audio: t.audio,
    opened: openDate <= today && today <= c.end_date,
    checkedInToday: my?.lastDay === today,
    myCheckins: my?.count ?? 0,
    checkinCount: t.checkin_count,
  };
}

/** The caller's check-ins in a camp by task (bounded by one user's posts). */
async function myTaskCounts(db: Db, campId: number, viewer: Viewer) {
  const out = new Map<number, { count: number; lastDay: string }>();
  if (viewer === null) return out;
  const rows = await db
    .selectFrom('checkin_posts')
    .select((eb) => ['task_id', eb.fn.countAll<number>().as('n'), eb.fn.max('day').as('last')])
    .where('user_id', '=', viewer)
    .where('camp_id', '=', campId)
    .groupBy('task_id')
    .execute();
  for (const r of rows) out.set(r.task_id, { count: Number(r.n), lastDay: String(r.last) });
  return out;
}

export async function allTasks(
  db: Db,
  dakaId: number,
  viewer: Viewer,
  now = Date.now(),
): Promise<CampTask[]> {
  const c = await findCamp(db, dakaId);
  const [tasks, mine] = await Promise.all([
    db
      .selectFrom('checkin_tasks')
      .selectAll()
      .where('camp_id', '=', c.id)
      .orderBy('day_index')
      .orderBy('id')
      .execute(),
    myTaskCounts(db, c.id, viewer),
  ]);
  const today = shanghaiToday(now);
  return tasks.map((t) => toTask(c, t, today, mine));
}

/** The tasks of one camp day (today unless `date` is given). */
export async function dayTasks(
  db: Db,
  q: { dakaId: number; date?: string | undefined },
  viewer: Viewer,
  now = Date.now(),
): Promise<CampTask[]> {
  const c = await findCamp(db, q.dakaId);
  const today = shanghaiToday(now);
  const dayIndex = daysBetween(c.start_date, q.date ?? today) + 1;
  const [tasks, mine] = await Promise.all([
    db
      .selectFrom('checkin_tasks')
      .selectAll()
      .where('camp_id', '=', c.id)
      .where('day_index', '=', dayIndex)
      .orderBy('id')
      .execute(),
    myTaskCounts(db, c.id, viewer),
  ]);
  return tasks.map((t) => toTask(c, t, today, mine));
}

/** A task of an enabled camp, with its camp. */
export async function findTask(db: Db, taskId: number): Promise<{ task: TaskRow; camp: CampRow }> {
  const task = await db.selectFrom('checkin_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound(TASK_NOT_FOUND);
  const camp = await db
    .selectFrom('checkin_camps')
    .selectAll()
    .where('id', '=', task.camp_id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!camp) throw notFound(TASK_NOT_FOUND);
  return { task, camp };
}
