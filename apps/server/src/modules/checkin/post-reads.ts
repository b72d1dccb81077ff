import {
  Code,
  Msg,
  type CheckinComment,
  type CheckinDetail,
  type CheckinFile,
  type CheckinPost,
  type CheckinUser,
  type Paged,
  type UploadKind,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import type { FileStore } from '../uploads/index.js';
import { findTask } from './camp-tasks.js';
import { CAMP_NOT_FOUND, findCamp, type Viewer } from './camps.js';

export const POST_NOT_FOUND = '打卡不存在';

export const POST_COLUMNS = [
  'p.id',
  'p.camp_id',
  'p.task_id',
  'p.user_id',
  'p.day',
  'p.content',
  'p.like_count',
  'p.comment_count',
  'p.hidden',
  'p.created_at',
  'p.updated_at',
  'c.title as camp_title',
  't.title as task_title',
  't.day_index',
  'u.nickname',
  'u.avatar',
] as const;

/** Posts of enabled camps with their task, camp and author; hidden ones only for their owner. */
function postsQuery(db: Db, viewer: Viewer) {
  return db
    .selectFrom('checkin_posts as p')
    .innerJoin('checkin_camps as c', 'c.id', 'p.camp_id')
    .innerJoin('checkin_tasks as t', 't.id', 'p.task_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(POST_COLUMNS)
    .where('c.enabled', '=', 1)
    .where((eb) =>
      viewer === null
        ? eb('p.hidden', '=', 0)
        : eb.or([eb('p.hidden', '=', 0), eb('p.user_id', '=', viewer)]),
    );
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['executeTakeFirstOrThrow']>>;

export const toUser = (r: { user_id: number; nickname: string; avatar: string }): CheckinUser => ({
  userId: r.user_id,
  nickname: r.nickname,
  avatar: r.avatar,
});

async function filesOf(db: Db, store: FileStore, postIds: number[]): Promise<Map<number, CheckinFile[]>> {
  const out = new Map<number, CheckinFile[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .selectFrom('checkin_post_files as f')
    .innerJoin('uploads as up', 'up.id', 'f.upload_id')
    .select(['f.post_id', 'up.id', 'up.kind', 'up.file_key', 'up.thumb_key', 'up.width', 'up.height'])
    .where('f.post_id', 'in', postIds)
    .orderBy('f.post_id')
    .orderBy('f.position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.post_id) ?? [];
    list.push(toCheckinFile(store, r));
    out.set(r.post_id, list);
  }
  return out;
}

/** The kinds a check-in's files are (every upload kind but documents). */
export type MediaKind = CheckinFile['kind'];
export const isMediaKind = (k: UploadKind): k is MediaKind => k !== 'document';
/** A stored check-in file's kind: check-ins never take documents (ownFiles refuses them). */
function mediaKindOf(k: UploadKind): MediaKind {
  if (!isMediaKind(k)) throw new Error(`a check-in file of kind ${k}`);
  return k;
}

export function toCheckinFile(
  store: FileStore,
  r: {
    id: number;
    kind: UploadKind;
    file_key: string;
    thumb_key: string;
    width: number | null;
    height: number | null;
  },
): CheckinFile {
  return {
    fileId: r.id,
    kind: mediaKindOf(r.kind),
    url: store.url(r.file_key),
    thumbUrl: r.thumb_key ? store.url(r.thumb_key) : '',
    width: r.width,
    height: r.height,
  };
}

async function likedBy(db: Db, viewer: Viewer, postIds: number[]): Promise<Set<number>> {
  if (viewer === null || postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('checkin_likes')
    .select('post_id')
    .where('user_id', '=', viewer)
    .where('post_id', 'in', postIds)
    .execute();
  return new Set(rows.map((r) => r.post_id));
}

export async function toPosts(
  db: Db,
  store: FileStore,
  rows: PostRow[],
  viewer: Viewer,
): Promise<CheckinPost[]> {
  const ids = rows.map((r) => r.id);
  const [files, liked] = await Promise.all([filesOf(db, store, ids), likedBy(db, viewer, ids)]);
  return rows.map((r) => ({
    dakaInfoId: r.id,
    dakaId: r.camp_id,
    campTitle: r.camp_title,
    taskId: r.task_id,
    taskTitle: r.task_title,
    dayIndex: r.day_index,
    user: toUser(r),
    content: r.content,
    files: files.get(r.id) ?? [],
    likeCount: r.like_count,
    commentCount: r.comment_count,
    likedByMe: liked.has(r.id),
    mine: viewer === r.user_id,
    hidden: r.hidden === 1,
    day: r.day,
    createdAt: formatTime(r.created_at),
    updatedAt: formatTime(r.updated_at),
  }));
}

/** One post as `viewer` may see it (another user's hidden post and a disabled camp's are 404). */
export async function findPost(
  db: Db,
  store: FileStore,
  postId: number,
  viewer: Viewer,
): Promise<CheckinPost> {
  const row = await postsQuery(db, viewer).where('p.id', '=', postId).executeTakeFirst();
  if (!row) throw notFound(POST_NOT_FOUND);
  const [post] = await toPosts(db, store, [row], viewer);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/**
 * The feed, newest first: a camp's, a task's, a user's page, or a day of a camp. Pages walk an index
 * ((camp|task|user|camp and day, created_at, id)); the total of a camp's, a task's or a camp day's
 * feed is the count kept on a row, so no page counts a camp's posts. A user's page counts its rows
 * (one user's posts).
 */
export async function feed(
  db: Db,
  store: FileStore,
  q: PageInput & {
    dakaId?: number | undefined;
    taskId?: number | undefined;
    userId?: number | undefined;
    date?: string | undefined;
  },
  viewer: Viewer,
): Promise<Paged<CheckinPost>> {
  let query = postsQuery(db, viewer);
  // The total of a feed filtered by camp, task or day (and not by user) is a count kept on a row.
  let kept: (() => Promise<number>) | null;
  let campId: number | null = null;
  if (q.taskId !== undefined) {
    const { task, camp } = await findTask(db, q.taskId);
    if (q.dakaId !== undefined && q.dakaId !== camp.id) throw notFound(CAMP_NOT_FOUND);
    query = query.where('p.task_id', '=', task.id);
    campId = camp.id;
    kept = () => Promise.resolve(task.checkin_count);
  } else if (q.dakaId !== undefined) {
    const camp = await findCamp(db, q.dakaId);
    query = query.where('p.camp_id', '=', camp.id);
    campId = camp.id;
    kept = () => Promise.resolve(camp.checkin_count);
  } else {
    kept = () =>
      db
        .selectFrom('checkin_camps')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('checkin_count'), eb.lit(0)).as('n'))
        .where('enabled', '=', 1)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
  }
  if (q.date !== undefined) {
    query = query.where('p.day', '=', q.date);
    const day = q.date;
    kept =
      q.taskId === undefined && campId !== null
        ? () =>
            db
              .selectFrom('checkin_camp_days')
              .select('checkin_count')
              .where('camp_id', '=', campId)
              .where('day', '=', day)
              .executeTakeFirst()
              .then((r) => r?.checkin_count ?? 0)
        : null;
  }
  if (q.userId !== undefined) {
    query = query.where('p.user_id', '=', q.userId);
    kept = null;
  }
  const ordered = query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  let rows: PostRow[];
  let total: number;
  if (kept !== null) {
    [rows, total] = await Promise.all([
      ordered
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute(),
      kept(),
    ]);
  } else {
    ({ rows, total } = await fetchPage(ordered, q));
  }
  return { list: await toPosts(db, store, rows, viewer), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** One post with a page of its comments (oldest first) and its recent likers. */
export async function postDetail(
  db: Db,
  store: FileStore,
  q: PageInput & { dakaInfoId?: number | undefined; taskId?: number | undefined },
  viewer: Viewer,
): Promise<CheckinDetail> {
  let postId = q.dakaInfoId;
  if (postId === undefined) {
    if (viewer === null) throw new AppError(401, Code.noToken, Msg.pleaseLogin);
    const latest = await db
      .selectFrom('checkin_posts')
      .select('id')
      .where('task_id', '=', q.taskId ?? 0)
      .where('user_id', '=', viewer)
      .orderBy('day', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!latest) throw notFound(POST_NOT_FOUND);
    postId = latest.id;
  }
  const post = await findPost(db, store, postId, viewer);
  const [comments, likers] = await Promise.all([
    db
      .selectFrom('checkin_comments as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.post_id', 'm.user_id', 'm.content', 'm.created_at', 'u.nickname', 'u.avatar'])
      .where('m.post_id', '=', post.dakaInfoId)
      .orderBy('m.id')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    db
      .selectFrom('checkin_likes as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.user_id', 'u.nickname', 'u.avatar'])
      .where('l.post_id', '=', post.dakaInfoId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.user_id', 'desc')
      .limit(LIKERS_SHOWN)
      .execute(),
  ]);
  return {
    ...post,
    comments: {
      list: comments.map((c) => toComment(c, viewer)),
      total: post.commentCount,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    },
    likers: likers.map(toUser),
  };
}

/** How many recent likers a post's detail shows. */
export const LIKERS_SHOWN = 50;

export function toComment(
  c: {
    id: number;
    post_id: number;
    user_id: number;
    content: string;
    created_at: number;
    nickname: string;
    avatar: string;
  },
  viewer: Viewer,
): CheckinComment {
  return {
    commentId: c.id,
    dakaInfoId: c.post_id,
    user: toUser(c),
    content: c.content,
    mine: c.user_id === viewer,
    createdAt: formatTime(c.created_at),
  };
}
