import { createHash } from 'node:crypto';
import {
  CLAIM_POINTS_DEFAULT,
  CLAIM_STATUS_TEXT,
  CLAIM_STATUSES,
  type AdminIntegralClaim,
  type ClaimStatus,
  type Decision,
  type IntegralClaim,
  type Paged,
  type UploadedFile,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, isUniqueViolation } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatDate, formatTime } from '../../shared/time.js';
import { decidePaying } from '../points/index.js';
import { discardPendingUploads, filePartBuffer, storeUpload, type FileStore } from '../uploads/index.js';
import type { TeacherFiles } from './certification.js';
import { claimProofs } from './proofs.js';
import type { TeacherClaimsTable } from './tables.js';

export const CLAIM_NOT_FOUND = '积分申请不存在';
export const CLAIM_DECIDED = '该积分申请已审核，不能重复审核';
export const PROOF_NOT_FOUND = '证明图片不存在或已使用，请重新上传';
export const PROOF_CLAIMED = '证明图片已在其他积分申请中使用，同一张图片不能重复申请';

type Row = Selectable<TeacherClaimsTable>;

const statusOf = (s: string): ClaimStatus =>
  (CLAIM_STATUSES as readonly string[]).includes(s) ? (s as ClaimStatus) : 'pending';

/** The hash a proof is known by: SHA-256 of the bytes the teacher sent. */
export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function toClaims(db: Db, store: FileStore, rows: Row[]): Promise<IntegralClaim[]> {
  const proofs = await claimProofs(
    db,
    store,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const status = statusOf(r.status);
    return {
      id: r.id,
      className: r.class_name,
      classDate: r.class_date,
      note: r.note,
      proofs: proofs.get(r.id) ?? [],
      status,
      statusText: CLAIM_STATUS_TEXT[status],
      points: status === 'approved' ? r.points : 0,
      rejectReason: r.reject_reason,
      createdAt: formatTime(r.created_at),
      decidedAt: r.decided_at === null ? '' : formatTime(r.decided_at),
    };
  });
}

/** fileUpload/integral: one proof picture stored ahead of its claim, with the hash of its bytes. */
export async function uploadProof(
  db: Db,
  files: TeacherFiles,
  userId: number,
  part: Blob | Uint8Array,
  now = Date.now(),
): Promise<UploadedFile> {
  const data = await filePartBuffer(part);
  // The pending row in the upload's transaction: a killed process cannot leave an upload no sweep finds.
  return storeUpload(db, files.store, files.limits, { userId, kind: 'image', data }, now, (trx, id) =>
    trx
      .insertInto('teacher_pending_files')
      .values({ upload_id: id, user_id: userId, content_hash: contentHash(data), created_at: now })
      .execute(),
  );
}

/** A real calendar date, not after today (Shanghai) and not more than a year back. */
function checkClassDate(date: string, now: number): void {
  const t = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) throw badInput('上课日期不正确');
  if (date > formatDate(now)) throw badInput('上课日期不能晚于今天');
  if (date < formatDate(now - 366 * 86_400_000)) throw badInput('上课日期不能早于一年前');
}

export interface ClaimInput {
  className: string;
  classDate: string;
  note: string;
  fileIds: number[];
}

/**
 * integralCommit: a claim with proofs the caller uploaded by fileUpload/integral and not yet used. In
 * one transaction: the claim, its proof rows, the proofs' hashes (primary key: a picture already in a
 * pending or approved claim, anyone's, is refused with 409), the pending rows gone.
 */
export async function commitClaim(
  db: Db,
  store: FileStore,
  userId: number,
  input: ClaimInput,
  now = Date.now(),
): Promise<IntegralClaim> {
  checkClassDate(input.classDate, now);
  const pending = await db
    .selectFrom('teacher_pending_files')
    .select(['upload_id', 'content_hash'])
    .where('user_id', '=', userId)
    .where('upload_id', 'in', input.fileIds)
    .execute();
  const by = new Map(pending.map((p) => [p.upload_id, p.content_hash]));
  const proofs = input.fileIds.map((id) => {
    const hash = by.get(id);
    if (hash === undefined) throw badInput(PROOF_NOT_FOUND);
    return { id, hash };
  });
  const hashes = [...new Set(proofs.map((p) => p.hash))];
  if (hashes.length !== proofs.length) throw businessRule('同一张证明图片不能重复上传');
  const used = await db
    .selectFrom('teacher_claim_hashes')
    .select('content_hash')
    .where('content_hash', 'in', hashes)
    .executeTakeFirst();
  if (used) throw businessRule(PROOF_CLAIMED);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const gone = await trx
        .deleteFrom('teacher_pending_files')
        .where('user_id', '=', userId)
        .where('upload_id', 'in', input.fileIds)
        .executeTakeFirst();
      // A sweep or a racing claim took one of them meanwhile.
      if (Number(gone.numDeletedRows) !== input.fileIds.length) throw badInput(PROOF_NOT_FOUND);
      const row = await trx
        .insertInto('teacher_claims')
        .values({
          user_id: userId,
          class_name: input.className,
          class_date: input.classDate,
          note: input.note,
          status: 'pending',
          points: 0,
          reject_reason: '',
          created_at: now,
          decided_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('teacher_claim_proofs')
        .values(
          proofs.map((p, position) => ({
            claim_id: row.id,
            upload_id: p.id,
            position,
            content_hash: p.hash,
          })),
        )
        .execute();
      await trx
        .insertInto('teacher_claim_hashes')
        .values(hashes.map((content_hash) => ({ content_hash, claim_id: row.id })))
        .execute();
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw businessRule(PROOF_CLAIMED);
    throw err;
  }
  const row = await db
    .selectFrom('teacher_claims')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [out] = await toClaims(db, store, [row]);
  if (!out) throw new Error('claim vanished');
  return out;
}

/** getIntegralList: the caller's claims, newest first. */
export async function myClaims(
  db: Db,
  store: FileStore,
  userId: number,
  q: PageInput & { status?: ClaimStatus | undefined },
): Promise<Paged<IntegralClaim>> {
  let base = db.selectFrom('teacher_claims').selectAll().where('user_id', '=', userId);
  if (q.status) base = base.where('status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('created_at', 'desc').orderBy('id', 'desc'), q);
  return { list: await toClaims(db, store, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

const withUser = (db: Db) =>
  db
    .selectFrom('teacher_claims as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['u.account', 'u.nickname']);

async function adminRows(
  db: Db,
  store: FileStore,
  rows: (Row & { account: string; nickname: string })[],
): Promise<AdminIntegralClaim[]> {
  const claims = await toClaims(db, store, rows);
  return claims.map((c, i) => ({
    ...c,
    userId: rows[i]?.user_id ?? 0,
    account: rows[i]?.account ?? '',
    nickname: rows[i]?.nickname ?? '',
  }));
}

/** Operators' list of claims, newest first, optionally by status. */
export async function adminClaims(
  db: Db,
  store: FileStore,
  q: PageInput & { status?: ClaimStatus | undefined },
): Promise<Paged<AdminIntegralClaim>> {
  let base = withUser(db);
  if (q.status) base = base.where('c.status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'), q);
  return { list: await adminRows(db, store, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * An operator decides a pending claim, in one transaction: approval grants the points through the
 * ledger (reason teacher_upload, ref claim:<id>); a rejection keeps the reason and frees its proofs.
 */
export async function decideClaim(
  db: Db,
  store: FileStore,
  input: { id: number; decision: Decision; points?: number | undefined; reason?: string | undefined },
  now = Date.now(),
): Promise<AdminIntegralClaim> {
  await db.transaction().execute(async (trx) => {
    const approve = input.decision === 'approve';
    await decidePaying(trx, {
      table: 'teacher_claims',
      id: input.id,
      accept: approve,
      acceptedStatus: 'approved',
      points: input.points ?? CLAIM_POINTS_DEFAULT,
      reason: input.reason,
      ledger: { reason: 'teacher_upload', refType: 'claim' },
      missing: CLAIM_NOT_FOUND,
      decided: CLAIM_DECIDED,
      at: now,
    });
    // A rejected claim's pictures may be claimed again.
    if (!approve) await trx.deleteFrom('teacher_claim_hashes').where('claim_id', '=', input.id).execute();
  });
  const row = await withUser(db).where('c.id', '=', input.id).executeTakeFirstOrThrow();
  const [out] = await adminRows(db, store, [row]);
  if (!out) throw new Error('claim vanished');
  return out;
}

/** An upload of fileUpload/integral not in a claim within a day is removed, file and row. */
export const PENDING_PROOF_TTL_MS = 24 * 60 * 60_000;

/** Removes the pending proofs older than PENDING_PROOF_TTL_MS; answers how many went. */
export async function sweepPendingProofs(db: Db, store: FileStore, now = Date.now()): Promise<number> {
  const stale = await db
    .selectFrom('teacher_pending_files')
    .select(['upload_id', 'user_id'])
    .where('created_at', '<', now - PENDING_PROOF_TTL_MS)
    .orderBy('created_at')
    .limit(500)
    .execute();
  return discardPendingUploads(db, store, stale, (ids) =>
    db.deleteFrom('teacher_pending_files').where('upload_id', 'in', ids).execute(),
  );
}
