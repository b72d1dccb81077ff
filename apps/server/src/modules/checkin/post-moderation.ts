import type { AdminPostStatus, CheckinPost, Paged } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule, notFound } from '../../shared/errors.js';
import type { PageInput } from '../../shared/list-query.js';
import type { FileStore } from '../uploads/index.js';
import { findCamp } from './camps.js';
import { POST_COLUMNS, POST_NOT_FOUND, toPosts } from './post-reads.js';
import { countPost } from './post-writes.js';

/** A post for an operator, hidden or not. */
export async function findPostForOperator(db: Db, store: FileStore, postId: number): Promise<CheckinPost> {
  const row = await db
    .selectFrom('checkin_posts as p')
    .innerJoin('checkin_camps as c', 'c.id', 'p.camp_id')
    .innerJoin('checkin_tasks as t', 't.id', 'p.task_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(POST_COLUMNS)
    .where('p.id', '=', postId)
    .executeTakeFirst();
  if (!row) throw notFound(POST_NOT_FOUND);
  const [post] = await toPosts(db, store, [row], null);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/**
 * Operators' list of check-ins: every camp's (switched-off ones too), hidden ones too, newest first, by
 * camp and by status. The total is what the kept counts say (a camp's `checkin_count` counts its shown
 * posts) plus the hidden posts, counted by the (hidden, created_at, id) index: no page counts the posts.
 */
export async function adminPosts(
  db: Db,
  store: FileStore,
  q: PageInput & { dakaId?: number | undefined; status?: AdminPostStatus | undefined },
): Promise<Paged<CheckinPost>> {
  let query = db
    .selectFrom('checkin_posts as p')
    .innerJoin('checkin_camps as c', 'c.id', 'p.camp_id')
    .innerJoin('checkin_tasks as t', 't.id', 'p.task_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(POST_COLUMNS);
  const campId = q.dakaId === undefined ? undefined : (await findCamp(db, q.dakaId, true)).id;
  if (campId !== undefined) query = query.where('p.camp_id', '=', campId);
  if (q.status !== undefined) query = query.where('p.hidden', '=', q.status === 'hidden' ? 1 : 0);
  const shownCount = async () => {
    let c = db
      .selectFrom('checkin_camps')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('checkin_count'), eb.lit(0)).as('n'));
    if (campId !== undefined) c = c.where('id', '=', campId);
    return Number((await c.executeTakeFirstOrThrow()).n);
  };
  const hiddenCount = async () => {
    let c = db
      .selectFrom('checkin_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('hidden', '=', 1);
    if (campId !== undefined) c = c.where('camp_id', '=', campId);
    return Number((await c.executeTakeFirstOrThrow()).n);
  };
  const count = async () =>
    q.status === 'shown'
      ? shownCount()
      : q.status === 'hidden'
        ? hiddenCount()
        : (await shownCount()) + (await hiddenCount());
  const [rows, total] = await Promise.all([
    query
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    count(),
  ]);
  return { list: await toPosts(db, store, rows, null), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export const POST_HIDDEN_ALREADY = '该打卡已隐藏';
export const POST_SHOWN_ALREADY = '该打卡未隐藏';

/**
 * Operators hide a post (or show it again); the kept counts of its camp and task follow, in the same
 * transaction. A post already in that state is refused (409), so two operators cannot both decide it.
 */
export async function hidePost(
  db: Db,
  store: FileStore,
  postId: number,
  hidden: boolean,
): Promise<CheckinPost> {
  await db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('checkin_posts')
      .select(['id', 'camp_id', 'task_id', 'day', 'hidden'])
      .where('id', '=', postId)
      .executeTakeFirst();
    if (!post) throw notFound(POST_NOT_FOUND);
    const flag = hidden ? 1 : 0;
    const res = await trx
      .updateTable('checkin_posts')
      .set({ hidden: flag })
      .where('id', '=', postId)
      .where('hidden', '!=', flag)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1)
      throw businessRule(hidden ? POST_HIDDEN_ALREADY : POST_SHOWN_ALREADY);
    await countPost(trx, post.camp_id, post.task_id, post.day, hidden ? -1 : 1);
  });
  return findPostForOperator(db, store, postId);
}
