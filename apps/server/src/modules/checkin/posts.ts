import {
  type AdminPostStatus,
  CHECKIN_PICTURES_MAX,
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
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { AppError, badInput, businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { grantPoints } from '../points/index.js';
import {
  discardPendingUploads,
  discardUploads,
  filePartBuffer,
  storeUpload,
  type FileStore,
  type WithUpload,
} from '../uploads/index.js';
import {
  CAMP_FINISHED,
  CAMP_NOT_FOUND,
  findCamp,
  findEnrolment,
  findTask,
  type CampRow,
  type Viewer,
} from './camps.js';
import { campStatus, openDateOf, shanghaiToday, shiftDay } from './dates.js';
import { recomputeSummary } from './summary.js';

export const POST_NOT_FOUND = '打卡不存在';
export const FILE_NOT_FOUND = '文件不存在';

type Trx = Transaction<Database>;

/** What the check-in calls need besides the database: where files go and how large they may be. */
export interface FileContext {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

// ---- Reading posts ----

const POST_COLUMNS = [
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
type MediaKind = CheckinFile['kind'];
const isMediaKind = (k: UploadKind): k is MediaKind => k !== 'document';
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

async function toPosts(db: Db, store: FileStore, rows: PostRow[], viewer: Viewer): Promise<CheckinPost[]> {
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

// ---- Writing posts ----

const KIND_TEXT: Record<MediaKind, string> = { image: '图片', audio: '录音', video: '视频' };

interface FilesInput {
  content: string;
  fileIds: number[];
  fileType: MediaKind;
  file: (Blob | Uint8Array)[];
}

/** The kinds rule: up to 9 pictures, or one recording, or one video; text or a file at least. */
function checkKinds(content: string, kinds: MediaKind[]): 'text' | MediaKind {
  if (kinds.length === 0) {
    if (!content) throw badInput('请输入打卡内容或上传文件');
    return 'text';
  }
  const kind = kinds[0] as MediaKind;
  if (kinds.some((k) => k !== kind)) throw badInput('图片、录音和视频只能选一种');
  if (kind === 'image' && kinds.length > CHECKIN_PICTURES_MAX)
    throw badInput(`最多上传${CHECKIN_PICTURES_MAX}张图片`);
  if (kind !== 'image' && kinds.length > 1) throw badInput(`只能上传一个${KIND_TEXT[kind]}`);
  return kind;
}

/**
 * The caller's files of `ids`: each must be one they uploaded by fileUploadTwo and not yet attached, or
 * a file of `postId` (the check-in being edited). Any other upload of theirs (an avatar, a feedback
 * picture) is not a check-in's file. Answers their kinds in the order given.
 */
async function ownFiles(db: Db, userId: number, ids: number[], postId: number | null): Promise<MediaKind[]> {
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length) throw badInput(FILE_NOT_FOUND);
  const rows = await db
    .selectFrom('uploads as up')
    .leftJoin('checkin_post_files as f', 'f.upload_id', 'up.id')
    .leftJoin('checkin_pending_files as p', 'p.upload_id', 'up.id')
    .select(['up.id', 'up.kind', 'f.post_id', 'p.upload_id as pending'])
    .where('up.user_id', '=', userId)
    .where('up.id', 'in', ids)
    .execute();
  const by = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const r = by.get(id);
    const usable = r && (r.post_id === null ? r.pending !== null : r.post_id === postId);
    if (!usable || !isMediaKind(r.kind)) throw badInput(FILE_NOT_FOUND);
    return r.kind;
  });
}

/** Records a new upload as a check-in's file to come (swept after PENDING_FILE_TTL_MS unless attached). */
const pendingFile =
  (userId: number, now: number): WithUpload =>
  (trx, uploadId) =>
    trx
      .insertInto('checkin_pending_files')
      .values({ upload_id: uploadId, user_id: userId, created_at: now })
      .execute();

/** Stores the new file parts (all of one kind); a refused one discards those already stored. */
async function storeParts(
  db: Db,
  files: FileContext,
  userId: number,
  kind: UploadKind,
  parts: (Blob | Uint8Array)[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  try {
    for (const part of parts) {
      // Pending until the post's transaction attaches it: a process killed in between leaves it to the sweep.
      const up = await storeUpload(
        db,
        files.store,
        files.limits,
        { userId, kind, data: await filePartBuffer(part) },
        now,
        pendingFile(userId, now),
      );
      ids.push(up.id);
    }
  } catch (err) {
    await discardUploads(db, files.store, userId, ids);
    throw err;
  }
  return ids;
}

async function attachFiles(trx: Trx, postId: number, uploadIds: number[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await trx
    .insertInto('checkin_post_files')
    .values(uploadIds.map((upload_id, position) => ({ post_id: postId, upload_id, position })))
    .execute();
  await trx.deleteFrom('checkin_pending_files').where('upload_id', 'in', uploadIds).execute();
}

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

/** fileUploadTwo: one file stored ahead of its check-in, attached later by `fileIds`. */
export async function uploadCheckinFile(
  db: Db,
  files: FileContext,
  userId: number,
  input: { type: MediaKind; file: (Blob | Uint8Array)[] },
  now = Date.now(),
): Promise<CheckinFile> {
  const part = input.file[0];
  if (!part) throw badInput('请选择要上传的文件');
  const up = await storeUpload(
    db,
    files.store,
    files.limits,
    { userId, kind: input.type, data: await filePartBuffer(part) },
    now,
    pendingFile(userId, now),
  );
  return {
    fileId: up.id,
    kind: input.type,
    url: up.url,
    thumbUrl: up.thumbUrl,
    width: up.width,
    height: up.height,
  };
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

/** An upload of fileUploadTwo not attached to a check-in within a day is removed, file and row. */
export const PENDING_FILE_TTL_MS = 24 * 60 * 60_000;

/** Removes the pending files older than PENDING_FILE_TTL_MS; answers how many went. */
export async function sweepPendingFiles(db: Db, store: FileStore, now = Date.now()): Promise<number> {
  const stale = await db
    .selectFrom('checkin_pending_files')
    .select(['upload_id', 'user_id'])
    .where('created_at', '<', now - PENDING_FILE_TTL_MS)
    .orderBy('created_at')
    .limit(500)
    .execute();
  return discardPendingUploads(db, store, stale, (ids) =>
    db.deleteFrom('checkin_pending_files').where('upload_id', 'in', ids).execute(),
  );
}
