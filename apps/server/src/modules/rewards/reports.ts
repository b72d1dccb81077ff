import {
  REWARD_POINTS_DEFAULT,
  REWARD_STATUS_TEXT,
  REWARD_STATUSES,
  type AdminRewardReport,
  type FeedbackSelect,
  type Paged,
  type ProofPicture,
  type RewardCategory,
  type RewardList,
  type RewardReport,
  type RewardStatus,
  type UploadedFile,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { decidePaying } from '../points/index.js';
import { discardPendingUploads, filePartBuffer, storeUpload, type FileStore } from '../uploads/index.js';
import type { RewardReportsTable } from './tables.js';

export const REPORT_NOT_FOUND = '纠错记录不存在';
export const REPORT_DECIDED = '该纠错记录已审核，不能重复审核';
export const PHOTO_NOT_FOUND = '图片不存在或已使用，请重新上传';
export const BOOK_NOT_FOUND = '书号不存在，请核对封底的书号';
export const CATEGORY_NOT_FOUND = '错误类型不存在';

export interface RewardFiles {
  store: FileStore;
  limits: Parameters<typeof storeUpload>[2];
}

type Row = Selectable<RewardReportsTable> & {
  book_title: string | null;
  book_cover: string | null;
  category_name: string | null;
};

const statusOf = (s: string): RewardStatus =>
  (REWARD_STATUSES as readonly string[]).includes(s) ? (s as RewardStatus) : 'pending';

/** Reports with their book and category, for the lists and single reads. */
const reportRows = (db: Db) =>
  db
    .selectFrom('reward_reports as r')
    .leftJoin('books as b', 'b.book_no', 'r.book_no')
    .leftJoin('reward_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .select(['b.title as book_title', 'b.cover as book_cover', 'c.name as category_name']);

async function photosOf(db: Db, store: FileStore, ids: number[]): Promise<Map<number, ProofPicture[]>> {
  const out = new Map<number, ProofPicture[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('reward_photos as p')
    .innerJoin('uploads as u', 'u.id', 'p.upload_id')
    .select(['p.report_id', 'u.id', 'u.file_key', 'u.thumb_key'])
    .where('p.report_id', 'in', ids)
    .orderBy('p.report_id')
    .orderBy('p.position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.report_id) ?? [];
    list.push({ id: r.id, url: store.url(r.file_key), thumbUrl: store.url(r.thumb_key || r.file_key) });
    out.set(r.report_id, list);
  }
  return out;
}

async function toReports(db: Db, store: FileStore, rows: Row[]): Promise<RewardReport[]> {
  const photos = await photosOf(
    db,
    store,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const status = statusOf(r.status);
    return {
      id: r.id,
      bookNo: r.book_no,
      bookTitle: r.book_title ?? '',
      bookCover: r.book_cover ?? '',
      page: r.page,
      categoryId: r.category_id,
      categoryName: r.category_name ?? '',
      text: r.text,
      photos: photos.get(r.id) ?? [],
      status,
      statusText: REWARD_STATUS_TEXT[status],
      points: status === 'accepted' ? r.points : 0,
      rejectReason: r.reject_reason,
      createdAt: formatTime(r.created_at),
      decidedAt: r.decided_at === null ? '' : formatTime(r.decided_at),
    };
  });
}

/** getFeedBackDic: the categories in their order. */
export const categories = (db: Db): Promise<RewardCategory[]> =>
  db.selectFrom('reward_categories').select(['id', 'name']).orderBy('sort').orderBy('id').execute();

/** fileUpload/reward/0: one photo stored ahead of its report (a picture, checked by its content). */
export async function uploadPhoto(
  db: Db,
  files: RewardFiles,
  userId: number,
  part: Blob | Uint8Array,
  now = Date.now(),
): Promise<UploadedFile> {
  const data = await filePartBuffer(part);
  // The pending row in the upload's transaction: a killed process cannot leave an upload no sweep finds.
  return storeUpload(db, files.store, files.limits, { userId, kind: 'image', data }, now, (trx, id) =>
    trx
      .insertInto('reward_pending_files')
      .values({ upload_id: id, user_id: userId, created_at: now })
      .execute(),
  );
}

async function bookOf(db: Db, bookNo: string): Promise<{ book_no: string; title: string }> {
  const book = await db
    .selectFrom('books')
    .select(['book_no', 'title'])
    .where('book_no', '=', bookNo)
    .executeTakeFirst();
  if (!book) throw badInput(BOOK_NOT_FOUND);
  return book;
}

async function categoryOf(db: Db, id: number): Promise<{ id: number; name: string }> {
  const c = await db
    .selectFrom('reward_categories')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!c) throw badInput(CATEGORY_NOT_FOUND);
  return c;
}

export interface CommitInput {
  bookNo: string;
  page: number;
  categoryId: number;
  text: string;
  fileIds: number[];
}

async function oneReport(db: Db, store: FileStore, id: number, userId?: number): Promise<RewardReport> {
  let q = reportRows(db).where('r.id', '=', id);
  if (userId !== undefined) q = q.where('r.user_id', '=', userId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(REPORT_NOT_FOUND);
  const [out] = await toReports(db, store, [row]);
  if (!out) throw notFound(REPORT_NOT_FOUND);
  return out;
}

/**
 * rewardCommit: a report with photos the caller uploaded by fileUpload/reward and not yet used. In one
 * transaction: the pending rows go (all of them, or a racing commit or the sweep took one: refused), the
 * report and its photos are written, and the selection is remembered.
 */
export async function commitReport(
  db: Db,
  store: FileStore,
  userId: number,
  input: CommitInput,
  now = Date.now(),
): Promise<RewardReport> {
  const book = await bookOf(db, input.bookNo);
  await categoryOf(db, input.categoryId);
  const id = await db.transaction().execute(async (trx) => {
    if (input.fileIds.length > 0) {
      const gone = await trx
        .deleteFrom('reward_pending_files')
        .where('user_id', '=', userId)
        .where('upload_id', 'in', input.fileIds)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== input.fileIds.length) throw badInput(PHOTO_NOT_FOUND);
    }
    const row = await trx
      .insertInto('reward_reports')
      .values({
        user_id: userId,
        book_no: book.book_no,
        page: input.page,
        category_id: input.categoryId,
        text: input.text,
        status: 'pending',
        points: 0,
        reject_reason: '',
        created_at: now,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.fileIds.length > 0)
      await trx
        .insertInto('reward_photos')
        .values(input.fileIds.map((upload_id, position) => ({ report_id: row.id, upload_id, position })))
        .execute();
    await rememberSelect(trx, userId, { bookNo: book.book_no, categoryId: input.categoryId }, now);
    return row.id;
  });
  return oneReport(db, store, id);
}

async function rememberSelect(
  db: Db,
  userId: number,
  sel: { bookNo?: string | undefined; categoryId?: number | undefined },
  now: number,
): Promise<void> {
  const values = {
    ...(sel.bookNo !== undefined ? { book_no: sel.bookNo } : {}),
    ...(sel.categoryId !== undefined ? { category_id: sel.categoryId } : {}),
    updated_at: now,
  };
  await db
    .insertInto('reward_selects')
    .values({ user_id: userId, book_no: null, category_id: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** saveFeedBackSelect: remembers the book and/or category (each checked), answers the whole selection. */
export async function saveSelect(
  db: Db,
  userId: number,
  sel: { bookNo?: string | undefined; categoryId?: number | undefined },
  now = Date.now(),
): Promise<FeedbackSelect> {
  if (sel.bookNo === undefined && sel.categoryId === undefined) throw badInput('请选择书本或错误类型');
  if (sel.bookNo !== undefined) sel = { ...sel, bookNo: (await bookOf(db, sel.bookNo)).book_no };
  if (sel.categoryId !== undefined) await categoryOf(db, sel.categoryId);
  await rememberSelect(db, userId, sel, now);
  const out = await lastSelect(db, userId);
  if (!out) throw new Error('selection vanished');
  return out;
}

/** getFeedBackSelect: the last book and category, or null. */
export async function lastSelect(db: Db, userId: number): Promise<FeedbackSelect | null> {
  const row = await db
    .selectFrom('reward_selects as s')
    .leftJoin('books as b', 'b.book_no', 's.book_no')
    .leftJoin('reward_categories as c', 'c.id', 's.category_id')
    .select(['s.book_no', 'b.title', 's.category_id', 'c.name'])
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    bookNo: row.book_no ?? '',
    bookTitle: row.title ?? '',
    categoryId: row.category_id,
    categoryName: row.name ?? '',
  };
}

/** getRewardList/{status}: a page of the caller's reports, the counts by status and the points earned. */
export async function myReports(
  db: Db,
  store: FileStore,
  userId: number,
  q: PageInput & { status: 'all' | RewardStatus },
): Promise<RewardList> {
  let base = reportRows(db).where('r.user_id', '=', userId);
  if (q.status !== 'all') base = base.where('r.status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), q);
  const sums = await db
    .selectFrom('reward_reports')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('points').as('pts')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const counts: Record<RewardStatus, number> = { pending: 0, accepted: 0, rejected: 0 };
  let pointsEarned = 0;
  for (const s of sums) {
    const st = statusOf(s.status);
    counts[st] += Number(s.n);
    if (st === 'accepted') pointsEarned += Number(s.pts ?? 0);
  }
  return {
    page: { list: await toReports(db, store, rows), total, pageNum: q.pageNum, pageSize: q.pageSize },
    pointsEarned,
    counts,
  };
}

/** getRewardInfo/{id}: one of the caller's reports; anyone else's is 404. */
export const myReport = (db: Db, store: FileStore, userId: number, id: number) =>
  oneReport(db, store, id, userId);

const withUser = (db: Db) =>
  reportRows(db).innerJoin('users as u', 'u.id', 'r.user_id').select(['u.account', 'u.nickname']);

async function adminRows(
  db: Db,
  store: FileStore,
  rows: (Row & { account: string; nickname: string })[],
): Promise<AdminRewardReport[]> {
  const reports = await toReports(db, store, rows);
  return reports.map((r, i) => ({
    ...r,
    userId: rows[i]?.user_id ?? 0,
    account: rows[i]?.account ?? '',
    nickname: rows[i]?.nickname ?? '',
  }));
}

/** Operators' list, newest first, optionally by status. */
export async function adminReports(
  db: Db,
  store: FileStore,
  q: PageInput & { status?: RewardStatus | undefined },
): Promise<Paged<AdminRewardReport>> {
  let base = withUser(db);
  if (q.status) base = base.where('r.status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), q);
  return { list: await adminRows(db, store, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * An operator decides a pending report, in one transaction: acceptance grants the points through the
 * ledger (reason error_reward, ref error:<id>); a rejection keeps its reason. Decided already: 409.
 */
export async function decideReport(
  db: Db,
  store: FileStore,
  input: {
    id: number;
    decision: 'accept' | 'reject';
    points?: number | undefined;
    reason?: string | undefined;
  },
  now = Date.now(),
): Promise<AdminRewardReport> {
  await db.transaction().execute(async (trx) => {
    const accept = input.decision === 'accept';
    await decidePaying(trx, {
      table: 'reward_reports',
      id: input.id,
      accept,
      acceptedStatus: 'accepted',
      points: input.points ?? REWARD_POINTS_DEFAULT,
      reason: input.reason,
      ledger: { reason: 'error_reward', refType: 'error' },
      missing: REPORT_NOT_FOUND,
      decided: REPORT_DECIDED,
      at: now,
    });
  });
  const row = await withUser(db).where('r.id', '=', input.id).executeTakeFirstOrThrow();
  const [out] = await adminRows(db, store, [row]);
  if (!out) throw new Error('report vanished');
  return out;
}

/** admin/reward/saveCategory: a new category, or a renamed one; names are unique. */
export async function saveCategory(
  db: Db,
  input: { id?: number | undefined; name: string },
): Promise<RewardCategory> {
  const clash = await db
    .selectFrom('reward_categories')
    .select('id')
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (clash && clash.id !== input.id) throw businessRule('已有同名的错误类型');
  if (input.id !== undefined) {
    const res = await db
      .updateTable('reward_categories')
      .set({ name: input.name })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw notFound('类型不存在');
    return { id: input.id, name: input.name };
  }
  const last = await db
    .selectFrom('reward_categories')
    .select((eb) => eb.fn.max('sort').as('m'))
    .executeTakeFirst();
  const row = await db
    .insertInto('reward_categories')
    .values({ name: input.name, sort: Number(last?.m ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: input.name };
}

/** An upload of fileUpload/reward not in a report within a day is removed, file and row. */
export const PENDING_PHOTO_TTL_MS = 24 * 60 * 60_000;

export async function sweepPendingPhotos(db: Db, store: FileStore, now = Date.now()): Promise<number> {
  const stale = await db
    .selectFrom('reward_pending_files')
    .select(['upload_id', 'user_id'])
    .where('created_at', '<', now - PENDING_PHOTO_TTL_MS)
    .orderBy('created_at')
    .limit(500)
    .execute();
  return discardPendingUploads(db, store, stale, (ids) =>
    db.deleteFrom('reward_pending_files').where('upload_id', 'in', ids).execute(),
  );
}
