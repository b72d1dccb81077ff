import type { CheckinPost } from '@jc/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { grantPoints } from '../points/index.js';
import { discardUploads } from '../uploads/index.js';
import { findTask } from './camp-tasks.js';
import { CAMP_FINISHED, findEnrolment, type CampRow } from './camps.js';
import { campStatus, openDateOf, shanghaiToday, shiftDay } from './dates.js';
import {
  FILE_NOT_FOUND,
  attachFiles,
  checkKinds,
  ownFiles,
  storeParts,
  type FileContext,
  type FilesInput,
} from './post-files.js';
import { POST_NOT_FOUND, findPost } from './post-reads.js';
import { recomputeSummary } from './summary.js';

type Trx = Transaction<Database>;

/** The checks of a new check-in that need the store: enrolled, camp running, task open. */
async function checkCanPost(db: Db, userId: number, taskId: number, now: number) {
  const { task, camp } = await findTask(db, taskId);
  const today = shanghaiToday(now);
  const enrolment = await findEnrolment(db, camp.id, userId);
  if (!enrolment) throw businessRule('请先报名参加打卡营');
  const status = campStatus(camp, today);
  if (status === 'upcoming') throw businessRule('打卡营未开始');
  if (status === 'finished') throw businessRule(CAMP_FINISHED);
  if (openDateOf(camp.start_date, task.day_index) > today) throw businessRule('该任务还未开始');
  const same = await db
    .selectFrom('checkin_posts')
    .select('id')
    .where('task_id', '=', task.id)
    .where('user_id', '=', userId)
    .where('day', '=', today)
    .executeTakeFirst();
  if (same) throw businessRule(ALREADY_TODAY);
  return { task, camp, today };
}

const ALREADY_TODAY = '今天已经打过卡了';

/**
 * A check-in of a task: checked (the kinds rule, the caller's files, enrolment, the camp's and the
 * task's dates, once a day), files stored, then one transaction writes the post, its files, the counts,
 * the author's summary and, for the first check-in of the task, the points.
 */
export async function commitCheckin(
  db: Db,
  files: FileContext,
  userId: number,
  input: FilesInput & { taskId: number },
  now = Date.now(),
): Promise<CheckinPost> {
  const oldKinds = await ownFiles(db, userId, input.fileIds, null);
  const media = checkKinds(input.content, [...oldKinds, ...input.file.map(() => input.fileType)]);
  const { task, camp, today } = await checkCanPost(db, userId, input.taskId, now);
  const stored = await storeParts(db, files, userId, input.fileType, input.file, now);
  let postId: number;
  try {
    postId = await db.transaction().execute(async (trx) => {
      const post = await trx
        .insertInto('checkin_posts')
        .values({
          camp_id: camp.id,
          task_id: task.id,
          user_id: userId,
          day: today,
          content: input.content,
          media,
          like_count: 0,
          comment_count: 0,
          hidden: 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await attachFiles(trx, post.id, [...input.fileIds, ...stored]);
      await countPost(trx, camp.id, task.id, today, 1);
      await addDay(trx, camp.id, userId, today, now);
      await rewardOnce(trx, camp, task.id, userId, post.id, now);
      return post.id;
    });
  } catch (err) {
    await discardUploads(db, files.store, userId, stored);
    if (isUniqueViolation(err)) {
      const again = await db
        .selectFrom('checkin_posts')
        .select('id')
        .where('task_id', '=', task.id)
        .where('user_id', '=', userId)
        .where('day', '=', today)
        .executeTakeFirst();
      throw again ? businessRule(ALREADY_TODAY) : badInput(FILE_NOT_FOUND);
    }
    throw err;
  }
  return findPost(db, files.store, postId, userId);
}

/** The kept counts of visible check-ins: on the camp, the task and the camp's day. */
export async function countPost(
  trx: Trx,
  campId: number,
  taskId: number,
  day: string,
  by: 1 | -1,
): Promise<void> {
  await trx
    .updateTable('checkin_camps')
    .set((eb) => ({ checkin_count: eb('checkin_count', '+', by) }))
    .where('id', '=', campId)
    .execute();
  await trx
    .updateTable('checkin_tasks')
    .set((eb) => ({ checkin_count: eb('checkin_count', '+', by) }))
    .where('id', '=', taskId)
    .execute();
  await trx
    .insertInto('checkin_camp_days')
    .values({ camp_id: campId, day, checkin_count: Math.max(by, 0) })
    .onConflict((oc) =>
      oc.columns(['camp_id', 'day']).doUpdateSet((eb) => ({
        checkin_count: eb('checkin_camp_days.checkin_count', '+', by),
      })),
    )
    .execute();
}

/**
 * The author's summary after a check-in on `today`: one more post, and when it is the first of the day
 * one more day and the streak carried on from yesterday (or started again). One conditional update, so
 * two check-ins of one user at once count the day once.
 */
async function addDay(trx: Trx, campId: number, userId: number, today: string, now: number): Promise<void> {
  const yesterday = shiftDay(today, -1);
  await trx
    .updateTable('checkin_enrolments')
    .set((eb) => ({ checkin_count: eb('checkin_count', '+', 1) }))
    .where('camp_id', '=', campId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('checkin_enrolments')
    .set((eb) => ({
      days: eb('days', '+', 1),
      days_at: now,
      streak: sql<number>`case when last_day = ${yesterday} then streak + 1 else 1 end`,
      streak_at: now,
      last_day: today,
    }))
    .where('camp_id', '=', campId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_day', 'is', null), eb('last_day', '<', today)]))
    .execute();
}

/**
 * The camp's points for the first check-in of a task by a user: the (task, user) row of
 * checkin_rewards is written once, so deleting and posting again earns nothing more.
 */
async function rewardOnce(
  trx: Trx,
  camp: CampRow,
  taskId: number,
  userId: number,
  postId: number,
  now: number,
) {
  const first = await trx
    .insertInto('checkin_rewards')
    .values({
      task_id: taskId,
      user_id: userId,
      post_id: postId,
      points: camp.points_per_checkin,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['task_id', 'user_id']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  if (first && camp.points_per_checkin > 0)
    await grantPoints(trx, {
      userId,
      points: camp.points_per_checkin,
      reason: 'checkin',
      ref: `checkin:${postId}`,
      at: now,
    });
}

async function ownPost(db: Db, userId: number, postId: number) {
  const post = await db
    .selectFrom('checkin_posts')
    .selectAll()
    .where('id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!post) throw notFound(POST_NOT_FOUND);
  const camp = await db
    .selectFrom('checkin_camps')
    .selectAll()
    .where('id', '=', post.camp_id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!camp) throw notFound(POST_NOT_FOUND);
  return { post, camp };
}

/** Edits the caller's check-in (its files become `fileIds` plus the new ones) or deletes it (null). */
export async function modifyCheckin(
  db: Db,
  files: FileContext,
  userId: number,
  input: FilesInput & { dakaInfoId: number; action: 'edit' | 'delete' },
  now = Date.now(),
): Promise<CheckinPost | null> {
  const { post, camp } = await ownPost(db, userId, input.dakaInfoId);
  const attached = (
    await db.selectFrom('checkin_post_files').select('upload_id').where('post_id', '=', post.id).execute()
  ).map((f) => f.upload_id);
  if (input.action === 'delete') {
    await db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('checkin_posts')
        .where('id', '=', post.id)
        .returning(['like_count', 'hidden'])
        .executeTakeFirst();
      if (!gone) throw notFound(POST_NOT_FOUND);
      if (gone.hidden === 0) await countPost(trx, camp.id, post.task_id, post.day, -1);
      await trx
        .updateTable('checkin_enrolments')
        .set((eb) => ({
          checkin_count: eb('checkin_count', '-', 1),
          likes_received: eb('likes_received', '-', gone.like_count),
          ...(gone.like_count > 0 ? { likes_at: now } : {}),
        }))
        .where('camp_id', '=', camp.id)
        .where('user_id', '=', userId)
        .execute();
      await recomputeSummary(trx, camp.id, userId);
    });
    // The photos and recordings of a deleted check-in do not stay behind.
    await discardUploads(db, files.store, userId, attached);
    return null;
  }
  const oldKinds = await ownFiles(db, userId, input.fileIds, post.id);
  const media = checkKinds(input.content, [...oldKinds, ...input.file.map(() => input.fileType)]);
  const stored = await storeParts(db, files, userId, input.fileType, input.file, now);
  try {
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('checkin_posts')
        .set({ content: input.content, media, updated_at: now })
        .where('id', '=', post.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound(POST_NOT_FOUND);
      await trx.deleteFrom('checkin_post_files').where('post_id', '=', post.id).execute();
      await attachFiles(trx, post.id, [...input.fileIds, ...stored]);
    });
  } catch (err) {
    await discardUploads(db, files.store, userId, stored);
    if (isUniqueViolation(err)) throw badInput(FILE_NOT_FOUND);
    throw err;
  }
  // Files the edit left out are removed.
  await discardUploads(
    db,
    files.store,
    userId,
    attached.filter((id) => !input.fileIds.includes(id)),
  );
  return findPost(db, files.store, post.id, userId);
}
