import {
  APPLY_PROOFS_MAX,
  APPLY_PROOFS_MIN,
  APPLY_STATUS_TEXT,
  APPLY_STATUSES,
  type AdminTeacherApplication,
  type ApplyStatus,
  type Decision,
  type Paged,
  type TeacherApplication,
  type TeacherApplyInfo,
  type UploadKind,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { filePartBuffer, storeUploads, type FileStore } from '../uploads/index.js';
import { setTeacher } from '../users/index.js';
import { applicationProofs } from './proofs.js';
import type { TeacherApplicationsTable } from './tables.js';

export interface TeacherFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

export const APPLICATION_NOT_FOUND = '申请不存在';
export const ALREADY_TEACHER = '您已是认证教师，无需再次申请';
export const APPLY_PENDING = '您的认证申请正在审核中，请耐心等待审核结果';
export const APPLY_DECIDED = '该申请已审核，不能重复审核';

type Row = Selectable<TeacherApplicationsTable>;

const ids = (s: string) => (s ? s.split(',').map(Number) : []);
const statusOf = (s: string): ApplyStatus =>
  (APPLY_STATUSES as readonly string[]).includes(s) ? (s as ApplyStatus) : 'pending';

/** Dictionary names by id (subjects and grades), read once for a page of applications. */
async function dicNames(db: Db, rows: Row[]): Promise<Map<number, string>> {
  const all = [...new Set(rows.flatMap((r) => [...ids(r.subject_ids), ...ids(r.grade_ids)]))];
  if (all.length === 0) return new Map();
  const dic = await db.selectFrom('dictionaries').select(['id', 'name']).where('id', 'in', all).execute();
  return new Map(dic.map((d) => [d.id, d.name]));
}

async function toApplications(db: Db, store: FileStore, rows: Row[]): Promise<TeacherApplication[]> {
  const [names, proofs] = await Promise.all([
    dicNames(db, rows),
    applicationProofs(
      db,
      store,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const status = statusOf(r.status);
    const subjectIds = ids(r.subject_ids);
    const gradeIds = ids(r.grade_ids);
    return {
      id: r.id,
      realName: r.real_name,
      areaCode: r.area_code,
      areaName: r.area_name,
      schoolName: r.school_name,
      subjectIds,
      subjectNames: subjectIds.map((id) => names.get(id) ?? ''),
      gradeIds,
      gradeNames: gradeIds.map((id) => names.get(id) ?? ''),
      phone: r.phone,
      proofs: proofs.get(r.id) ?? [],
      status,
      statusText: APPLY_STATUS_TEXT[status],
      rejectReason: r.reject_reason,
      createdAt: formatTime(r.created_at),
      decidedAt: r.decided_at === null ? '' : formatTime(r.decided_at),
    };
  });
}

const latestOf = (db: Db, userId: number) =>
  db
    .selectFrom('teacher_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** getApplyInfo: whether the caller is a teacher (read per request) and their latest application. */
export async function applyInfo(
  db: Db,
  store: FileStore,
  userId: number,
  isTeacher: boolean,
): Promise<TeacherApplyInfo> {
  const row = await latestOf(db, userId);
  const [application] = row ? await toApplications(db, store, [row]) : [];
  return { isTeacher, application: application ?? null };
}

/** The names of a district's chain, `浙江省 杭州市 西湖区`; a code that is not a district is refused. */
export async function areaName(db: Db, code: string): Promise<string> {
  const codes = [code.slice(0, 2), code.slice(0, 4), code];
  const rows = await db
    .selectFrom('areas')
    .select(['code', 'name', 'level'])
    .where('code', 'in', codes)
    .execute();
  const by = new Map(rows.map((r) => [r.code, r]));
  const district = by.get(code);
  if (!district || district.level !== 3) throw badInput('学校所在地区不存在，请重新选择');
  return codes
    .map((c) => by.get(c)?.name)
    .filter((n): n is string => !!n)
    .join(' ');
}

/** Every id must be an entry of the dictionary group. */
async function checkDic(db: Db, group: 'subject' | 'grade', list: number[], label: string): Promise<void> {
  const found = await db
    .selectFrom('dictionaries')
    .select('id')
    .where('dic_type', '=', group)
    .where('id', 'in', list)
    .execute();
  if (found.length !== list.length) throw badInput(`${label}不正确`);
}

export interface ApplyInput {
  realName: string;
  areaCode: string;
  schoolName: string;
  subjectIds: number[];
  gradeIds: number[];
  phone: string;
  proofIds: number[];
  file: (Blob | Uint8Array)[];
}

/**
 * saveApplyInfoAndFile: a new application, pending. Proofs are the new pictures plus `proofIds` kept
 * from the caller's own latest (rejected) application. The pictures go through the one upload path, and
 * the application and its proof rows are written in the transaction of their upload rows (storeUploads):
 * anything refused leaves nothing. The partial unique index keeps one pending application even under a
 * race.
 */
export async function apply(
  db: Db,
  files: TeacherFiles,
  user: { id: number; isTeacher: boolean },
  input: ApplyInput,
  now = Date.now(),
): Promise<TeacherApplication> {
  if (user.isTeacher) throw businessRule(ALREADY_TEACHER);
  const latest = await latestOf(db, user.id);
  if (latest?.status === 'pending') throw businessRule(APPLY_PENDING);
  const total = input.proofIds.length + input.file.length;
  if (total < APPLY_PROOFS_MIN || total > APPLY_PROOFS_MAX)
    throw badInput(`请上传${APPLY_PROOFS_MIN}至${APPLY_PROOFS_MAX}张证明图片`);
  if (input.proofIds.length > 0) {
    const kept = latest
      ? (
          await db
            .selectFrom('teacher_application_proofs')
            .select('upload_id')
            .where('application_id', '=', latest.id)
            .execute()
        ).map((p) => p.upload_id)
      : [];
    if (!input.proofIds.every((id) => kept.includes(id))) throw badInput('证明图片不存在，请重新上传');
  }
  const area = await areaName(db, input.areaCode);
  await checkDic(db, 'subject', input.subjectIds, '任教学科');
  await checkDic(db, 'grade', input.gradeIds, '任教年级');

  const proofs = await Promise.all(input.file.map(filePartBuffer));
  const { result: id } = await storeUploads(
    db,
    files.store,
    files.limits,
    proofs.map((data) => ({ userId: user.id, kind: 'image' as const, data })),
    now,
    async (trx, fresh) => {
      const row = await trx
        .insertInto('teacher_applications')
        .values({
          user_id: user.id,
          real_name: input.realName,
          area_code: input.areaCode,
          area_name: area,
          school_name: input.schoolName,
          subject_ids: input.subjectIds.join(','),
          grade_ids: input.gradeIds.join(','),
          phone: input.phone,
          status: 'pending',
          reject_reason: '',
          created_at: now,
          decided_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('teacher_application_proofs')
        .values(
          [...input.proofIds, ...fresh].map((upload_id, position) => ({
            application_id: row.id,
            upload_id,
            position,
          })),
        )
        .execute();
      return row.id;
    },
  ).catch((err: unknown) => {
    // Two applies racing: the partial unique index refused the loser (its pictures went with it).
    throw isUniqueViolation(err) ? businessRule(APPLY_PENDING) : err;
  });
  const row = await db
    .selectFrom('teacher_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [out] = await toApplications(db, files.store, [row]);
  if (!out) throw new Error('application vanished');
  return out;
}

async function adminRows(db: Db, store: FileStore, rows: (Row & { account: string; nickname: string })[]) {
  const apps = await toApplications(db, store, rows);
  return apps.map((a, i): AdminTeacherApplication => ({
    ...a,
    userId: rows[i]?.user_id ?? 0,
    account: rows[i]?.account ?? '',
    nickname: rows[i]?.nickname ?? '',
  }));
}

const withUser = (db: Db) =>
  db
    .selectFrom('teacher_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['u.account', 'u.nickname']);

/** Operators' list of applications, newest first, optionally by status. */
export async function adminApplications(
  db: Db,
  store: FileStore,
  q: PageInput & { status?: ApplyStatus | undefined },
): Promise<Paged<AdminTeacherApplication>> {
  let base = withUser(db);
  if (q.status) base = base.where('a.status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'), q);
  return { list: await adminRows(db, store, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/**
 * An operator decides a pending application: approval grants the teacher role in the same
 * transaction (the guard reads roles per request, so the next call sees it); a rejection keeps the
 * reason for the applicant. Only a pending one (409).
 */
export async function decideApplication(
  db: Db,
  store: FileStore,
  input: { id: number; decision: Decision; reason?: string | undefined },
  now = Date.now(),
): Promise<AdminTeacherApplication> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('teacher_applications')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    const approve = input.decision === 'approve';
    const res = await trx
      .updateTable('teacher_applications')
      .set({
        status: approve ? 'approved' : 'rejected',
        reject_reason: approve ? '' : (input.reason ?? ''),
        decided_at: now,
      })
      .where('id', '=', input.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw businessRule(APPLY_DECIDED);
    if (approve) await setTeacher(trx, row.user_id, true, now);
  });
  const row = await withUser(db).where('a.id', '=', input.id).executeTakeFirstOrThrow();
  const [out] = await adminRows(db, store, [row]);
  if (!out) throw new Error('application vanished');
  return out;
}

/** A cancelled account's applications (real name, school, phone) go; its claims stay with the ledger. */
export async function forgetTeacherApplications(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('teacher_applications').where('user_id', '=', userId).execute();
}
