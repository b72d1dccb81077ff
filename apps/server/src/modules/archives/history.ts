import { type ArchiveKind, type RecordAction, type RecordChange } from '@jc/contract';
import type { Db } from '../../db/index.js';
import type { AnyDb } from '../../db/migrations.js';
import { notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import { inScope, type AreaScope } from './scope.js';

export interface NewRecordChange {
  kind: ArchiveKind;
  recordId: number;
  /** The record's area after the change (before it, for a delete). */
  areaCode: string;
  userId: number;
  action: RecordAction;
  /** Chinese labels of the changed fields (`changedFields`). */
  fields: string[];
  /** Epoch ms; now when left out. */
  at?: number;
}

/** Writes one change of a record: call it in the transaction of the change itself. */
export async function recordChange(trx: Db, c: NewRecordChange): Promise<void> {
  await trx
    .insertInto('archive_changes')
    .values({
      kind: c.kind,
      record_id: c.recordId,
      area_code: c.areaCode,
      user_id: c.userId,
      action: c.action,
      fields: JSON.stringify(c.fields),
      created_at: c.at ?? Date.now(),
    })
    .execute();
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const same = (a: unknown, b: unknown) => {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (isEmpty(a) || isEmpty(b)) return false;
  // A number and the text a database gives back for it (PostgreSQL numeric: '120.130000').
  if (
    (typeof a === 'number' || typeof b === 'number') &&
    Number.isFinite(Number(a)) &&
    Number.isFinite(Number(b))
  )
    return Number(a) === Number(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
};

/**
 * The labels of the fields that differ between `before` and `after`, in the order of `labels` (only the
 * labelled fields count), each label once (经度 and 纬度 may both be 位置). Without `before` (a create):
 * the labelled fields that have a value. Empty values ('' , null, undefined) are equal; numbers and
 * their text are equal (12 and '12', 120.13 and '120.130000').
 */
export function changedFields<T>(
  before: T | undefined,
  after: T,
  labels: Partial<Record<keyof T, string>>,
): string[] {
  const out: string[] = [];
  for (const [key, label] of Object.entries(labels) as [keyof T & string, string | undefined][]) {
    if (label === undefined) continue;
    const next = after[key];
    if (before === undefined || before === null ? !isEmpty(next) : !same(before[key], next))
      if (!out.includes(label)) out.push(label);
  }
  return out;
}

/** One save of an archive record (`writeStamped`). */
export interface StampedWrite {
  /** A table with `id`, `created_by`, `created_at`, `updated_by`, `updated_at`. */
  table: string;
  kind: ArchiveKind;
  /** The record as it is now (an update), or undefined (a create). */
  before: ({ id: number } & Record<string, unknown>) | undefined;
  /** The columns written; the labelled ones are compared with `before` for the change row. */
  values: Record<string, unknown>;
  labels: Partial<Record<string, string>>;
  /** The record's area after the save. */
  areaCode: string;
  userId: number;
  at: number;
}

/**
 * The write every save call of an archive record makes, in the caller's transaction: an insert with its
 * created and updated stamps, or an update of the updated ones, and the change row naming the fields
 * that changed. Answers the record's id.
 */
export async function writeStamped(trx: Db, w: StampedWrite): Promise<number> {
  // The table is the caller's choice among several modules' tables: Kysely cannot type it here.
  const db = trx as unknown as AnyDb;
  const stamps = { updated_by: w.userId, updated_at: w.at };
  let id: number;
  if (w.before) {
    id = w.before.id;
    await db
      .updateTable(w.table)
      .set({ ...w.values, ...stamps })
      .where('id', '=', id)
      .execute();
  } else {
    const row = (await db
      .insertInto(w.table)
      .values({ ...w.values, created_by: w.userId, created_at: w.at, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number | string };
    id = Number(row.id);
  }
  await recordChange(trx, {
    kind: w.kind,
    recordId: id,
    areaCode: w.areaCode,
    userId: w.userId,
    action: w.before ? 'update' : 'create',
    fields: changedFields(w.before, w.values, w.labels),
    at: w.at,
  });
  return id;
}

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai, the time of a change and of createdAt/updatedAt. */
export const formatMinute = (epochMs: number): string => formatTime(epochMs).slice(0, 16);

/** The record a history is asked of is missing or another area's: the same answer for both. */
export const RECORD_MISSING_MSG = '记录不存在';

/** How many changes of one record a history answers at most (the newest). */
export const HISTORY_MAX = 200;

/**
 * The changes of one record, newest first, when the caller may see it: the newest change says the
 * record's area; none, or another area's, is a 404 `记录不存在`.
 */
export async function recordHistory(
  db: Db,
  scope: AreaScope,
  kind: ArchiveKind,
  recordId: number,
): Promise<RecordChange[]> {
  const rows = await db
    .selectFrom('archive_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.area_code', 'c.user_id', 'u.nickname', 'c.action', 'c.fields', 'c.created_at'])
    .where('c.kind', '=', kind)
    .where('c.record_id', '=', recordId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  const newest = rows[0];
  if (!newest || !inScope(scope, newest.area_code)) throw notFound(RECORD_MISSING_MSG);
  return rows.map((r) => ({
    id: r.id,
    at: formatMinute(Number(r.created_at)),
    userId: r.user_id,
    userName: r.nickname,
    action: r.action as RecordAction,
    fields: parseFields(r.fields),
  }));
}

function parseFields(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/** The first and last change of each record (its createdBy/At and updatedBy/At), by record id. */
export interface RecordStamps {
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

/**
 * Who made and who last changed each of these records, from their changes ('' when a record has none).
 * For the `createdBy`… fields of a record's answer when the record's own table does not keep names.
 */
export async function recordStamps(
  db: Db,
  kind: ArchiveKind,
  recordIds: readonly number[],
): Promise<Map<number, RecordStamps>> {
  const out = new Map<number, RecordStamps>();
  if (recordIds.length === 0) return out;
  const rows = await db
    .selectFrom('archive_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.record_id', 'u.nickname', 'c.created_at'])
    .where('c.kind', '=', kind)
    .where('c.record_id', 'in', [...new Set(recordIds)])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  for (const r of rows) {
    const at = formatMinute(Number(r.created_at));
    const seen = out.get(r.record_id);
    if (!seen)
      out.set(r.record_id, { createdBy: r.nickname, createdAt: at, updatedBy: r.nickname, updatedAt: at });
    else Object.assign(seen, { updatedBy: r.nickname, updatedAt: at });
  }
  return out;
}
