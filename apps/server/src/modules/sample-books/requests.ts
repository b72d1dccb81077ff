import {
  YANGSHU_STATUS_TEXT,
  YANGSHU_STATUSES,
  YANGSHU_TERM_LIMIT,
  type AddressSnapshot,
  type AdminYangshuRequest,
  type Paged,
  type ProofPicture,
  type UploadedFile,
  type UploadKind,
  type YangshuQuota,
  type YangshuRequest,
  type YangshuStatus,
} from '@jc/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { getAddress } from '../address/index.js';
import { discardPendingUploads, filePartBuffer, storeUpload, type FileStore } from '../uploads/index.js';
import { offeredBooks } from './offers.js';
import type { SampleBookRequestsTable } from './tables.js';
import { termOf } from './term.js';

export interface SampleBookFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

type Trx = Transaction<Database>;
type Row = Selectable<SampleBookRequestsTable>;

export const REQUEST_NOT_FOUND = '样书申请不存在';
export const RECEIPT_FILE_NOT_FOUND = '签收照片不存在，请重新上传';
/** A receipt photo not attached within a day is removed, file and row. */
export const PENDING_FILE_TTL_MS = 24 * 60 * 60_000;

const statusOf = (s: string): YangshuStatus =>
  (YANGSHU_STATUSES as readonly string[]).includes(s) ? (s as YangshuStatus) : 'requested';
const time = (t: number | null) => (t === null ? '' : formatTime(t));

async function loadDetails(db: Db, store: FileStore, ids: number[]) {
  const items = new Map<number, YangshuRequest['items']>();
  const pictures = new Map<number, ProofPicture[]>();
  if (ids.length === 0) return { items, pictures };
  const [itemRows, pictureRows] = await Promise.all([
    db
      .selectFrom('yangshu_request_items')
      .selectAll()
      .where('request_id', 'in', ids)
      .orderBy('request_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('yangshu_receipt_pictures as p')
      .innerJoin('uploads as u', 'u.id', 'p.upload_id')
      .select(['p.request_id', 'u.id', 'u.file_key', 'u.thumb_key'])
      .where('p.request_id', 'in', ids)
      .orderBy('p.request_id')
      .orderBy('p.position')
      .execute(),
  ]);
  for (const r of itemRows)
    items.set(r.request_id, [
      ...(items.get(r.request_id) ?? []),
      { yangshuId: r.offer_id, bookNo: r.book_no, title: r.title, cover: r.cover, count: r.count },
    ]);
  for (const r of pictureRows)
    pictures.set(r.request_id, [
      ...(pictures.get(r.request_id) ?? []),
      {
        id: r.id,
        url: store.url(r.file_key),
        thumbUrl: r.thumb_key ? store.url(r.thumb_key) : store.url(r.file_key),
      },
    ]);
  return { items, pictures };
}

function toRequest(r: Row, d: Awaited<ReturnType<typeof loadDetails>>): YangshuRequest {
  const status = statusOf(r.status);
  return {
    id: r.id,
    items: d.items.get(r.id) ?? [],
    totalCount: r.total_count,
    address: JSON.parse(r.address) as AddressSnapshot,
    note: r.note,
    status,
    statusText: YANGSHU_STATUS_TEXT[status],
    expressCompany: r.express_company,
    waybillNo: r.waybill_no,
    rejectReason: r.reject_reason,
    receiptPictures: d.pictures.get(r.id) ?? [],
    createdAt: formatTime(r.created_at),
    approvedAt: time(r.approved_at),
    shippedAt: time(r.shipped_at),
    receivedAt: time(r.received_at),
  };
}

/** A request of the caller; another teacher's answers the same 404 as a missing one. */
export async function oneRequest(
  db: Db,
  store: FileStore,
  userId: number,
  id: number,
): Promise<YangshuRequest> {
  const row = await db
    .selectFrom('yangshu_requests')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return toRequest(row, await loadDetails(db, store, [id]));
}

/** getHistoryList: the caller's requests, newest first, every status or one. */
export async function myRequests(
  db: Db,
  store: FileStore,
  userId: number,
  q: PageInput & { status?: YangshuStatus | undefined },
): Promise<Paged<YangshuRequest>> {
  let base = db.selectFrom('yangshu_requests').selectAll().where('user_id', '=', userId);
  if (q.status) base = base.where('status', '=', q.status);
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  const { rows, total } = await fetchPage(base.orderBy('created_at', 'desc').orderBy('id', 'desc'), page);
  const d = await loadDetails(
    db,
    store,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toRequest(r, d)), total, ...page };
}

/** getQuota: the caller's copies this term (requests not rejected), kept in yangshu_term_counts. */
export async function quotaOf(db: Db, userId: number, now = Date.now()): Promise<YangshuQuota> {
  const term = termOf(now);
  const row = await db
    .selectFrom('yangshu_term_counts')
    .select('used')
    .where('user_id', '=', userId)
    .where('term', '=', term.key)
    .executeTakeFirst();
  const used = row?.used ?? 0;
  return {
    termName: term.name,
    limit: YANGSHU_TERM_LIMIT,
    used,
    remaining: Math.max(0, YANGSHU_TERM_LIMIT - used),
  };
}

/**
 * Takes `count` copies of the caller's quota of `term` with one conditional update (the row is made
 * first if missing), so two requests at once cannot both pass the limit; beyond it, 409 naming what remains.
 */
async function takeQuota(trx: Trx, userId: number, term: string, termName: string, count: number) {
  await trx
    .insertInto('yangshu_term_counts')
    .values({ user_id: userId, term, used: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'term']).doNothing())
    .execute();
  const res = await trx
    .updateTable('yangshu_term_counts')
    .set((eb) => ({ used: eb('used', '+', count) }))
    .where('user_id', '=', userId)
    .where('term', '=', term)
    .where('used', '<=', YANGSHU_TERM_LIMIT - count)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return;
  const row = await trx
    .selectFrom('yangshu_term_counts')
    .select('used')
    .where('user_id', '=', userId)
    .where('term', '=', term)
    .executeTakeFirst();
  const remaining = Math.max(0, YANGSHU_TERM_LIMIT - (row?.used ?? 0));
  throw businessRule(
    remaining === 0
      ? `${termName}的${YANGSHU_TERM_LIMIT}册样书额度已用完，下学期再来申请吧`
      : `${termName}还可申请${remaining}册样书，本次申请了${count}册，请减少数量`,
  );
}

export interface CommitInput {
  items: { yangshuId: number; count: number }[];
  addressId: number;
  note: string;
}

/**
 * commitYangshu: in one transaction, the address of the caller's own book copied as a snapshot, each
 * book on offer and within its maxPerRequest, the copies taken from the term's quota, the request and
 * its items. Any refusal leaves nothing.
 */
export async function commitRequest(
  db: Db,
  store: FileStore,
  userId: number,
  input: CommitInput,
  now = Date.now(),
): Promise<YangshuRequest> {
  const term = termOf(now);
  const id = await db.transaction().execute(async (trx) => {
    const address = await getAddress(trx, userId, input.addressId);
    const ids = input.items.map((i) => i.yangshuId);
    const offers = await offeredBooks(trx).where('o.id', 'in', ids).execute();
    const byId = new Map(offers.map((o) => [o.offer_id, o]));
    const lines = input.items.map(({ yangshuId, count }) => {
      const o = byId.get(yangshuId);
      if (!o) throw businessRule(`所选样书（编号${yangshuId}）不在样书目录中，请重新选择`);
      if (count > o.max_per_request) throw businessRule(`《${o.title}》每次最多申请${o.max_per_request}册`);
      return { o, count };
    });
    const total = lines.reduce((n, l) => n + l.count, 0);
    await takeQuota(trx, userId, term.key, term.name, total);
    const { id: _id, isDefault: _d, ...snapshot } = address;
    const row = await trx
      .insertInto('yangshu_requests')
      .values({
        user_id: userId,
        term: term.key,
        total_count: total,
        address: JSON.stringify(snapshot satisfies AddressSnapshot),
        note: input.note,
        status: 'requested',
        express_company: '',
        waybill_no: '',
        reject_reason: '',
        created_at: now,
        approved_at: null,
        shipped_at: null,
        received_at: null,
        rejected_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('yangshu_request_items')
      .values(
        lines.map(({ o, count }, position) => ({
          request_id: row.id,
          position,
          offer_id: o.offer_id,
          book_no: o.book_no,
          title: o.title,
          cover: o.cover,
          count,
        })),
      )
      .execute();
    return row.id;
  });
  return oneRequest(db, store, userId, id);
}

/** Removes the caller's receipt photos left unattached for a day (bounded by one user). */
async function sweepOwnPending(db: Db, store: FileStore, userId: number, now: number): Promise<void> {
  const stale = await db
    .selectFrom('yangshu_pending_files')
    .select(['upload_id', 'user_id'])
    .where('user_id', '=', userId)
    .where('created_at', '<', now - PENDING_FILE_TTL_MS)
    .execute();
  await discardPendingUploads(db, store, stale, (ids) =>
    db.deleteFrom('yangshu_pending_files').where('upload_id', 'in', ids).execute(),
  );
}

/** fileUpload/receipt: one photo through the one upload path, kept pending until a receipt takes it. */
export async function uploadReceiptPhoto(
  db: Db,
  files: SampleBookFiles,
  userId: number,
  parts: (Blob | Uint8Array)[],
  now = Date.now(),
): Promise<UploadedFile> {
  const part = parts[0];
  if (!part) throw badInput('请选择要上传的图片');
  await sweepOwnPending(db, files.store, userId, now);
  // The pending row in the upload's transaction: a killed process cannot leave an upload no sweep finds.
  return storeUpload(
    db,
    files.store,
    files.limits,
    { userId, kind: 'image', data: await filePartBuffer(part) },
    now,
    (trx, id) =>
      trx
        .insertInto('yangshu_pending_files')
        .values({ upload_id: id, user_id: userId, created_at: now })
        .execute(),
  );
}

/**
 * confirmReceipt: the caller's shipped request becomes received, with the receipt photos they uploaded
 * before (only their pending ones), in one transaction. Another's: 404; not shipped: 409.
 */
export async function confirmReceipt(
  db: Db,
  store: FileStore,
  userId: number,
  input: { id: number; fileIds: number[] },
  now = Date.now(),
): Promise<YangshuRequest> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('yangshu_requests')
      .select(['id', 'status'])
      .where('id', '=', input.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (row.status === 'received') throw businessRule('该样书申请已确认签收');
    if (row.status !== 'shipped')
      throw businessRule(`样书尚未发货（${YANGSHU_STATUS_TEXT[statusOf(row.status)]}），不能确认签收`);
    if (input.fileIds.length > 0) {
      const pending = await trx
        .selectFrom('yangshu_pending_files')
        .select('upload_id')
        .where('user_id', '=', userId)
        .where('upload_id', 'in', input.fileIds)
        .execute();
      if (pending.length !== input.fileIds.length) throw badInput(RECEIPT_FILE_NOT_FOUND);
    }
    const res = await trx
      .updateTable('yangshu_requests')
      .set({ status: 'received', received_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'shipped')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw businessRule('该样书申请已确认签收');
    if (input.fileIds.length > 0) {
      await trx
        .insertInto('yangshu_receipt_pictures')
        .values(input.fileIds.map((upload_id, position) => ({ request_id: row.id, upload_id, position })))
        .execute();
      await trx.deleteFrom('yangshu_pending_files').where('upload_id', 'in', input.fileIds).execute();
    }
  });
  return oneRequest(db, store, userId, input.id);
}

// ---------------------------------------------------------------- operators

function adminBase(db: Db) {
  return db
    .selectFrom('yangshu_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.account', 'u.nickname']);
}

type AdminRow = Row & { account: string; nickname: string };

const toAdmin = (r: AdminRow, d: Awaited<ReturnType<typeof loadDetails>>): AdminYangshuRequest => ({
  ...toRequest(r, d),
  userId: r.user_id,
  account: r.account,
  nickname: r.nickname,
});

async function adminOne(db: Db, store: FileStore, id: number): Promise<AdminYangshuRequest> {
  const row = await adminBase(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return toAdmin(row, await loadDetails(db, store, [id]));
}

/** Operators' list: every teacher's requests, newest first, optionally by status. */
export async function adminRequests(
  db: Db,
  store: FileStore,
  q: PageInput & { status?: YangshuStatus | undefined },
): Promise<Paged<AdminYangshuRequest>> {
  let base = adminBase(db);
  if (q.status) base = base.where('r.status', '=', q.status);
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  const { rows, total } = await fetchPage(base.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), page);
  const d = await loadDetails(
    db,
    store,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toAdmin(r, d)), total, ...page };
}

/** A state move `from` → the new values, by one conditional update; a missing request 404, another state 409. */
async function move(
  trx: Trx,
  id: number,
  from: YangshuStatus[],
  set: Partial<Omit<Row, 'id'>>,
  refusal: (status: YangshuStatus) => string,
): Promise<Row> {
  const row = await trx.selectFrom('yangshu_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  const res = await trx
    .updateTable('yangshu_requests')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw businessRule(refusal(statusOf(row.status)));
  return row;
}

const stateText = (s: YangshuStatus) => `该申请当前为「${YANGSHU_STATUS_TEXT[s]}」`;

export async function approveRequest(db: Db, store: FileStore, id: number, now = Date.now()) {
  await db
    .transaction()
    .execute((trx) =>
      move(
        trx,
        id,
        ['requested'],
        { status: 'approved', approved_at: now },
        (s) => `${stateText(s)}，不能审核通过`,
      ),
    );
  return adminOne(db, store, id);
}

export async function shipRequest(
  db: Db,
  store: FileStore,
  input: { id: number; expressCompany: string; waybillNo: string },
  now = Date.now(),
) {
  await db.transaction().execute((trx) =>
    move(
      trx,
      input.id,
      ['approved'],
      {
        status: 'shipped',
        shipped_at: now,
        express_company: input.expressCompany,
        waybill_no: input.waybillNo,
      },
      (s) => (s === 'requested' ? `${stateText(s)}，请先审核通过再发货` : `${stateText(s)}，不能发货`),
    ),
  );
  return adminOne(db, store, input.id);
}

/**
 * Rejects a requested or approved request; its copies return to the quota of its term, in the same transaction.
 * Answers the request and the status it was rejected from (for the audit log).
 */
export async function rejectRequest(
  db: Db,
  store: FileStore,
  input: { id: number; reason: string },
  now = Date.now(),
) {
  const from = await db.transaction().execute(async (trx) => {
    const row = await move(
      trx,
      input.id,
      ['requested', 'approved'],
      { status: 'rejected', rejected_at: now, reject_reason: input.reason },
      (s) => `${stateText(s)}，不能驳回`,
    );
    await trx
      .updateTable('yangshu_term_counts')
      .set((eb) => ({ used: eb('used', '-', row.total_count) }))
      .where('user_id', '=', row.user_id)
      .where('term', '=', row.term)
      .execute();
    return statusOf(row.status);
  });
  return { request: await adminOne(db, store, input.id), from };
}
