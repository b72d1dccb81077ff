import {
  FEEDBACK_STATUSES,
  type AdminFeedback,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
  type Paged,
  type UploadKind,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { filePartBuffer, storeUploads, type FileStore } from '../uploads/index.js';
import type { FeedbackTable } from './tables.js';

export interface FeedbackFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

export const FEEDBACK_NOT_FOUND = '反馈不存在';

type Row = Selectable<FeedbackTable>;

async function picturesOf(
  db: Db,
  store: FileStore,
  ids: number[],
): Promise<Map<number, Feedback['pictures']>> {
  const out = new Map<number, Feedback['pictures']>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('feedback_pictures as p')
    .innerJoin('uploads as u', 'u.id', 'p.upload_id')
    .select(['p.feedback_id', 'u.file_key', 'u.thumb_key'])
    .where('p.feedback_id', 'in', ids)
    .orderBy('p.feedback_id')
    .orderBy('p.position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.feedback_id) ?? [];
    list.push({
      url: store.url(r.file_key),
      thumbUrl: r.thumb_key ? store.url(r.thumb_key) : store.url(r.file_key),
    });
    out.set(r.feedback_id, list);
  }
  return out;
}

const statusOf = (s: string): FeedbackStatus =>
  (FEEDBACK_STATUSES as readonly string[]).includes(s) ? (s as FeedbackStatus) : 'pending';

function toFeedback(r: Row, pictures: Feedback['pictures']): Feedback {
  return {
    id: r.id,
    category: r.category as FeedbackCategory,
    content: r.content,
    pictures,
    contact: r.contact,
    status: statusOf(r.status),
    reply: r.reply,
    createdAt: formatTime(r.created_at),
    repliedAt: r.replied_at === null ? '' : formatTime(r.replied_at),
  };
}

/**
 * saveFeedback: the pictures go through the one upload path (each checked by its content, all before
 * any is written), and the feedback with its picture rows is written in the transaction of their upload
 * rows (storeUploads): if anything is refused, nothing stays, and a killed process leaves only files
 * without rows, which the sweep removes.
 */
export async function saveFeedback(
  db: Db,
  files: FeedbackFiles,
  userId: number,
  input: { category: FeedbackCategory; content: string; contact: string; file: (Blob | Uint8Array)[] },
  now = Date.now(),
): Promise<Feedback> {
  const pictures = await Promise.all(input.file.map(filePartBuffer));
  const { result: id } = await storeUploads(
    db,
    files.store,
    files.limits,
    pictures.map((data) => ({ userId, kind: 'image' as const, data })),
    now,
    async (trx, ids) => {
      const row = await trx
        .insertInto('feedback')
        .values({
          user_id: userId,
          category: input.category,
          content: input.content,
          contact: input.contact,
          status: 'pending',
          reply: '',
          created_at: now,
          replied_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (ids.length > 0)
        await trx
          .insertInto('feedback_pictures')
          .values(ids.map((upload_id, position) => ({ feedback_id: row.id, upload_id, position })))
          .execute();
      return row.id;
    },
  );
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toFeedback(row, (await picturesOf(db, files.store, [id])).get(id) ?? []);
}

/** getFeedbackList: the caller's own feedback, newest first, with replies. */
export async function myFeedback(
  db: Db,
  store: FileStore,
  userId: number,
  page: PageInput,
): Promise<Paged<Feedback>> {
  const { rows, total } = await fetchPage(
    db
      .selectFrom('feedback')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    page,
  );
  const pics = await picturesOf(
    db,
    store,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toFeedback(r, pics.get(r.id) ?? [])), total, ...page };
}

/** Operators' list: every user's feedback, newest first, optionally by status. */
export async function adminFeedback(
  db: Db,
  store: FileStore,
  q: PageInput & { status?: FeedbackStatus | undefined },
): Promise<Paged<AdminFeedback>> {
  let base = db.selectFrom('feedback as f').innerJoin('users as u', 'u.id', 'f.user_id');
  if (q.status) base = base.where('f.status', '=', q.status);
  const { rows, total } = await fetchPage(
    base
      .selectAll('f')
      .select(['u.account', 'u.nickname'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc'),
    q,
  );
  const pics = await picturesOf(
    db,
    store,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      ...toFeedback(r, pics.get(r.id) ?? []),
      userId: r.user_id,
      account: r.account,
      nickname: r.nickname,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export const FEEDBACK_REPLIED_ALREADY = '该反馈已回复';

/**
 * Operators reply to a pending feedback, by one conditional update (one statement, so one transaction):
 * the feedback becomes replied. One already replied is refused (409), so two operators answering at
 * once cannot overwrite each other; an unknown one is 404.
 */
export async function replyFeedback(
  db: Db,
  store: FileStore,
  id: number,
  reply: string,
  now = Date.now(),
): Promise<AdminFeedback> {
  if (reply.trim() === '') throw badInput('请填写回复');
  const res = await db
    .updateTable('feedback')
    .set({ reply, status: 'replied', replied_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const found = await db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst();
    throw found ? businessRule(FEEDBACK_REPLIED_ALREADY) : notFound(FEEDBACK_NOT_FOUND);
  }
  const row = await db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .selectAll('f')
    .select(['u.account', 'u.nickname'])
    .where('f.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...toFeedback(row, (await picturesOf(db, store, [id])).get(id) ?? []),
    userId: row.user_id,
    account: row.account,
    nickname: row.nickname,
  };
}

/** A cancelled account's feedback stays for the operators, without the contact it left. */
export async function forgetFeedbackContact(db: Db, userId: number): Promise<void> {
  await db.updateTable('feedback').set({ contact: '' }).where('user_id', '=', userId).execute();
}
