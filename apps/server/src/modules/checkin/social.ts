import type { CheckinComment, CheckinCounts } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import type { Viewer } from './camps.js';
import { POST_NOT_FOUND, toComment } from './post-reads.js';

export const COMMENT_NOT_FOUND = '评论不存在';

/** A post the caller may see (another user's hidden post and a disabled camp's are 404). */
async function visiblePost(db: Db, postId: number, viewer: number) {
  const post = await db
    .selectFrom('checkin_posts as p')
    .innerJoin('checkin_camps as c', 'c.id', 'p.camp_id')
    .select(['p.id', 'p.camp_id', 'p.user_id', 'p.hidden'])
    .where('p.id', '=', postId)
    .where('c.enabled', '=', 1)
    .executeTakeFirst();
  if (!post || (post.hidden === 1 && post.user_id !== viewer)) throw notFound(POST_NOT_FOUND);
  return post;
}

async function countsOf(
  db: Db,
  postId: number,
  viewer: Viewer,
  comment: CheckinComment | null,
): Promise<CheckinCounts> {
  const [post, like] = await Promise.all([
    db
      .selectFrom('checkin_posts')
      .select(['like_count', 'comment_count'])
      .where('id', '=', postId)
      .executeTakeFirst(),
    viewer === null
      ? undefined
      : db
          .selectFrom('checkin_likes')
          .select('post_id')
          .where('post_id', '=', postId)
          .where('user_id', '=', viewer)
          .executeTakeFirst(),
  ]);
  return {
    dakaInfoId: postId,
    likeCount: post?.like_count ?? 0,
    commentCount: post?.comment_count ?? 0,
    likedByMe: like !== undefined,
    comment,
  };
}

/** A comment: the row and the post's count in one transaction (`x = x + 1`: exact under load). */
export async function addComment(db: Db, userId: number, postId: number, content: string, now = Date.now()) {
  await visiblePost(db, postId, userId);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('checkin_comments')
      .values({ post_id: postId, user_id: userId, content, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('checkin_posts')
      .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
      .where('id', '=', postId)
      .execute();
    return row.id;
  });
  const c = await db
    .selectFrom('checkin_comments as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.post_id', 'm.user_id', 'm.content', 'm.created_at', 'u.nickname', 'u.avatar'])
    .where('m.id', '=', id)
    .executeTakeFirstOrThrow();
  return countsOf(db, postId, userId, toComment(c, userId));
}

/** The author deletes their own comment; anyone else's is a 404. */
export async function deleteComment(db: Db, userId: number, commentId: number): Promise<CheckinCounts> {
  const postId = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('checkin_comments')
      .where('id', '=', commentId)
      .where('user_id', '=', userId)
      .returning('post_id')
      .executeTakeFirst();
    if (!gone) throw notFound(COMMENT_NOT_FOUND);
    await trx
      .updateTable('checkin_posts')
      .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
      .where('id', '=', gone.post_id)
      .execute();
    return gone.post_id;
  });
  return countsOf(db, postId, userId, null);
}

const ALREADY_LIKED = '已经点过赞了';

/**
 * A like: one per user and post (the primary key refuses a second even when two race); the post's
 * count and the author's likes received change in the same transaction.
 */
export async function like(db: Db, userId: number, postId: number, now = Date.now()): Promise<CheckinCounts> {
  const post = await visiblePost(db, postId, userId);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('checkin_likes')
        .values({ post_id: postId, user_id: userId, created_at: now })
        .execute();
      await trx
        .updateTable('checkin_posts')
        .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
        .where('id', '=', postId)
        .execute();
      await trx
        .updateTable('checkin_enrolments')
        .set((eb) => ({ likes_received: eb('likes_received', '+', 1), likes_at: now }))
        .where('camp_id', '=', post.camp_id)
        .where('user_id', '=', post.user_id)
        .execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw businessRule(ALREADY_LIKED);
    throw err;
  }
  return countsOf(db, postId, userId, null);
}

export async function unlike(
  db: Db,
  userId: number,
  postId: number,
  now = Date.now(),
): Promise<CheckinCounts> {
  const post = await visiblePost(db, postId, userId);
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('checkin_likes')
      .where('post_id', '=', postId)
      .where('user_id', '=', userId)
      .returning('post_id')
      .executeTakeFirst();
    if (!gone) throw businessRule('还没有点赞');
    await trx
      .updateTable('checkin_posts')
      .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
      .where('id', '=', postId)
      .execute();
    await trx
      .updateTable('checkin_enrolments')
      .set((eb) => ({ likes_received: eb('likes_received', '-', 1), likes_at: now }))
      .where('camp_id', '=', post.camp_id)
      .where('user_id', '=', post.user_id)
      .execute();
  });
  return countsOf(db, postId, userId, null);
}
