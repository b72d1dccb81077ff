import {
  AWARD_LEVEL_TEXT,
  AWARD_LEVELS,
  AWARD_POINTS_DEFAULT,
  SUBMISSION_FILES_MAX,
  SUBMISSION_STATUS_TEXT,
  SUBMISSION_STATUSES,
  type AdminArticleSubmission,
  type ArticleSubmission,
  type AwardLevel,
  type Paged,
  type SubmissionFile,
  type SubmissionStatus,
  type UploadKind,
} from '@jc/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, isUniqueViolation, notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { grantPoints } from '../points/index.js';
import {
  discardUploads,
  filePartBuffer,
  storeUploads,
  uploadKindOf,
  type FileStore,
  type UploadInput,
} from '../uploads/index.js';
import { ANONYMOUS, issueCertificate } from './certificates.js';
import { CONTEST_NOT_FOUND, contestState, isoShanghai } from './contests.js';
import type { ArticleSubmissionsTable } from './tables.js';

export interface ArticleFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

export const SUBMISSION_NOT_FOUND = '作品不存在';
export const NOT_STARTED = '征文活动尚未开始，暂不能投稿';
export const CLOSED = '征文活动已截止，不能再投稿或修改';
export const DECIDED = '作品已评审，不能再修改';
export const ALREADY_DECIDED = '该作品已评审，不能重复评审';
export const FILE_TYPE = '文件类型不支持：请上传图片（JPG、PNG、WebP）或 PDF 文档';
export const FILE_NOT_FOUND = '附件不存在，请重新上传';
export const EDIT_RACE = '作品正在修改中，请稍后再试';
export const limitReached = (max: number) =>
  max === 1 ? '您已向本活动投过稿，可在“我的投稿”中修改' : `每个活动最多投稿${max}篇，您已达到上限`;

type Row = Selectable<ArticleSubmissionsTable>;

const statusOf = (s: string): SubmissionStatus =>
  (SUBMISSION_STATUSES as readonly string[]).includes(s) ? (s as SubmissionStatus) : 'submitted';
const levelOf = (s: string): AwardLevel | null =>
  (AWARD_LEVELS as readonly string[]).includes(s) ? (s as AwardLevel) : null;

/** The files of submissions, in order, by submission id. */
export async function submissionFiles(
  db: Db,
  store: FileStore,
  ids: number[],
): Promise<Map<number, SubmissionFile[]>> {
  const out = new Map<number, SubmissionFile[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('article_submission_files as f')
    .innerJoin('uploads as u', 'u.id', 'f.upload_id')
    .select(['f.submission_id', 'u.id', 'u.kind', 'u.mime', 'u.size', 'u.file_key', 'u.thumb_key'])
    .where('f.submission_id', 'in', ids)
    .orderBy('f.submission_id')
    .orderBy('f.position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.submission_id) ?? [];
    list.push({
      id: r.id,
      kind: r.kind === 'document' ? 'document' : 'image',
      mime: r.mime,
      size: r.size,
      url: store.url(r.file_key),
      thumbUrl: r.thumb_key ? store.url(r.thumb_key) : '',
    });
    out.set(r.submission_id, list);
  }
  return out;
}

/** Submissions as their author sees them. */
export async function toSubmissions(
  db: Db,
  store: FileStore,
  rows: Row[],
  now: number,
): Promise<ArticleSubmission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const contestIds = [...new Set(rows.map((r) => r.contest_id))];
  const [files, contests, certs] = await Promise.all([
    submissionFiles(db, store, ids),
    db
      .selectFrom('article_contests')
      .select(['id', 'title', 'starts_at', 'ends_at'])
      .where('id', 'in', contestIds)
      .execute(),
    db
      .selectFrom('article_certificates')
      .select(['submission_id', 'code'])
      .where('submission_id', 'in', ids)
      .execute(),
  ]);
  const contestOf = new Map(contests.map((c) => [c.id, c]));
  const codeOf = new Map(certs.map((c) => [c.submission_id, c.code]));
  return rows.map((r) => {
    const contest = contestOf.get(r.contest_id);
    const open = contest ? contestState(contest, now) === 'open' : false;
    const status = statusOf(r.status);
    const level = status === 'awarded' ? levelOf(r.award_level) : null;
    return {
      id: r.id,
      contestId: r.contest_id,
      contestTitle: contest?.title ?? '',
      contestEndsAt: contest ? isoShanghai(contest.ends_at) : '',
      title: r.title,
      text: r.text,
      files: files.get(r.id) ?? [],
      status,
      statusText: status === 'submitted' && !open ? '评审中' : SUBMISSION_STATUS_TEXT[status],
      editable: status === 'submitted' && open,
      awardLevel: level,
      awardText: level ? AWARD_LEVEL_TEXT[level] : '',
      awardPoints: level ? r.award_points : 0,
      certificateCode: codeOf.get(r.id) ?? '',
      rejectReason: status === 'rejected' ? r.reject_reason : '',
      createdAt: formatTime(r.created_at),
      updatedAt: formatTime(r.updated_at),
    };
  });
}

async function oneOf(db: Db, store: FileStore, id: number, now: number): Promise<ArticleSubmission> {
  const row = await db.selectFrom('article_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const [out] = await toSubmissions(db, store, [row], now);
  if (!out) throw new Error('submission vanished');
  return out;
}

export interface CommitInput {
  contestId: number;
  yewuId?: number | undefined;
  title: string;
  text: string;
  keepFileIds: number[];
  file: (Blob | Uint8Array)[];
}

/** The new parts as uploads, each a picture or a PDF by its content (anything else refused first). */
async function partsToStore(userId: number, parts: (Blob | Uint8Array)[]): Promise<UploadInput[]> {
  const inputs: UploadInput[] = [];
  for (const part of parts) {
    const data = await filePartBuffer(part);
    if (data.length === 0) throw badInput('请选择要上传的文件');
    const kind = await uploadKindOf(data, ['image', 'document']);
    if (!kind) throw badInput(FILE_TYPE);
    inputs.push({ userId, kind, data });
  }
  return inputs;
}

/**
 * commitArticleInfoAndFile: a new submission to an open contest, or the author's edit of one
 * (`yewuId`) while the window is open and it is undecided. The files are checked first, then stored,
 * and the submission and its file rows are written in the transaction of their upload rows
 * (storeUploads): anything refused leaves nothing. The nth submission of a user to a contest is unique
 * (contest, user, seq), so two racing submissions cannot pass the contest's maxPerUser.
 */
export async function commitSubmission(
  db: Db,
  files: ArticleFiles,
  userId: number,
  input: CommitInput,
  now = Date.now(),
): Promise<ArticleSubmission> {
  const contest = await db
    .selectFrom('article_contests')
    .selectAll()
    .where('id', '=', input.contestId)
    .executeTakeFirst();
  if (!contest) throw notFound(CONTEST_NOT_FOUND);
  const state = contestState(contest, now);
  if (state === 'upcoming') throw businessRule(NOT_STARTED);
  if (state === 'closed') throw businessRule(CLOSED);

  const keep = input.keepFileIds;
  if (new Set(keep).size !== keep.length) throw badInput(FILE_NOT_FOUND);
  let editing: Row | undefined;
  let attached: number[] = [];
  if (input.yewuId !== undefined) {
    editing = await db
      .selectFrom('article_submissions')
      .selectAll()
      .where('id', '=', input.yewuId)
      .where('user_id', '=', userId)
      .where('contest_id', '=', contest.id)
      .executeTakeFirst();
    if (!editing) throw notFound(SUBMISSION_NOT_FOUND);
    if (editing.status !== 'submitted') throw businessRule(DECIDED);
    attached = (
      await db
        .selectFrom('article_submission_files')
        .select('upload_id')
        .where('submission_id', '=', editing.id)
        .orderBy('position')
        .execute()
    ).map((f) => f.upload_id);
    if (!keep.every((id) => attached.includes(id))) throw badInput(FILE_NOT_FOUND);
  } else {
    if (keep.length > 0) throw badInput(FILE_NOT_FOUND);
    const mine = await db
      .selectFrom('article_submissions')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('contest_id', '=', contest.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(mine?.seq ?? 0) >= contest.max_per_user)
      throw businessRule(limitReached(contest.max_per_user));
  }
  if (keep.length + input.file.length > SUBMISSION_FILES_MAX)
    throw badInput(`最多上传${SUBMISSION_FILES_MAX}个附件`);

  const parts = await partsToStore(userId, input.file);
  const { result: id } = await storeUploads(db, files.store, files.limits, parts, now, async (trx, fresh) => {
    let submissionId: number;
    if (editing) {
      const res = await trx
        .updateTable('article_submissions')
        .set({ title: input.title, text: input.text, updated_at: now })
        .where('id', '=', editing.id)
        .where('user_id', '=', userId)
        .where('status', '=', 'submitted')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw businessRule(DECIDED);
      submissionId = editing.id;
      await trx.deleteFrom('article_submission_files').where('submission_id', '=', submissionId).execute();
    } else {
      const mine = await trx
        .selectFrom('article_submissions')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('contest_id', '=', contest.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const seq = Number(mine?.seq ?? 0) + 1;
      if (seq > contest.max_per_user) throw businessRule(limitReached(contest.max_per_user));
      submissionId = (
        await trx
          .insertInto('article_submissions')
          .values({
            contest_id: contest.id,
            user_id: userId,
            seq,
            title: input.title,
            text: input.text,
            status: 'submitted',
            award_level: '',
            award_points: 0,
            reject_reason: '',
            created_at: now,
            updated_at: now,
            decided_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const all = [...keep, ...fresh];
    if (all.length > 0)
      await trx
        .insertInto('article_submission_files')
        .values(all.map((upload_id, position) => ({ submission_id: submissionId, upload_id, position })))
        .execute();
    return submissionId;
  }).catch((err: unknown) => {
    // Two new submissions with one seq (the loser is over the limit), or two edits of one racing.
    throw isUniqueViolation(err)
      ? businessRule(editing ? EDIT_RACE : limitReached(contest.max_per_user))
      : err;
  });
  // Files the edit left out are removed, rows and files.
  await discardUploads(
    db,
    files.store,
    userId,
    attached.filter((a) => !keep.includes(a)),
  );
  return oneOf(db, files.store, id, now);
}

/** getArticleHistoryList: the caller's submissions, newest first. */
export async function history(
  db: Db,
  store: FileStore,
  userId: number,
  q: PageInput & { status?: SubmissionStatus | undefined },
  now = Date.now(),
): Promise<Paged<ArticleSubmission>> {
  let base = db.selectFrom('article_submissions').selectAll().where('user_id', '=', userId);
  if (q.status) base = base.where('status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('created_at', 'desc').orderBy('id', 'desc'), q);
  return { list: await toSubmissions(db, store, rows, now), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** getArticleHistoryInfo: one of the caller's submissions; anyone else's is a 404. */
export async function historyInfo(
  db: Db,
  store: FileStore,
  userId: number,
  id: number,
  now = Date.now(),
): Promise<ArticleSubmission> {
  const row = await db
    .selectFrom('article_submissions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const [out] = await toSubmissions(db, store, [row], now);
  if (!out) throw new Error('submission vanished');
  return out;
}

// ---------------------------------------------------------------- operators

const withUser = (db: Db) =>
  db
    .selectFrom('article_submissions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.account', 'u.nickname']);

async function adminRows(
  db: Db,
  store: FileStore,
  rows: (Row & { account: string; nickname: string })[],
  now: number,
): Promise<AdminArticleSubmission[]> {
  const list = await toSubmissions(db, store, rows, now);
  return list.map((s, i) => ({
    ...s,
    userId: rows[i]?.user_id ?? 0,
    account: rows[i]?.account ?? '',
    nickname: rows[i]?.nickname ?? '',
  }));
}

/** Operators' list of submissions, newest first, by contest and status when given. */
export async function adminSubmissions(
  db: Db,
  store: FileStore,
  q: PageInput & { contestId?: number | undefined; status?: SubmissionStatus | undefined },
  now = Date.now(),
): Promise<Paged<AdminArticleSubmission>> {
  let base = withUser(db);
  if (q.contestId !== undefined) base = base.where('s.contest_id', '=', q.contestId);
  if (q.status) base = base.where('s.status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc'), q);
  return { list: await adminRows(db, store, rows, now), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export interface AwardInput {
  id: number;
  decision: 'award' | 'reject';
  level?: AwardLevel | undefined;
  points?: number | undefined;
  reason?: string | undefined;
}

/**
 * An operator decides a submitted essay, in one transaction: an award sets the level and points,
 * grants the points through the ledger (reason essay_award, ref essay:<id>; none for 0 points) and
 * issues the certificate; a rejection keeps the reason. Only an undecided one (409), so the points
 * are granted once whatever the operators click.
 */
export async function decideSubmission(
  db: Db,
  store: FileStore,
  input: AwardInput,
  now = Date.now(),
): Promise<AdminArticleSubmission> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('article_submissions as s')
      .innerJoin('article_contests as c', 'c.id', 's.contest_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.title', 'c.title as contest_title', 'u.nickname'])
      .where('s.id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw notFound(SUBMISSION_NOT_FOUND);
    const level = input.decision === 'award' ? (input.level ?? null) : null;
    if (input.decision === 'award' && !level) throw badInput('请选择奖项');
    const points = level ? (input.points ?? AWARD_POINTS_DEFAULT[level]) : 0;
    const res = await trx
      .updateTable('article_submissions')
      .set({
        status: level ? 'awarded' : 'rejected',
        award_level: level ?? '',
        award_points: points,
        reject_reason: level ? '' : (input.reason ?? ''),
        decided_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw businessRule(ALREADY_DECIDED);
    if (!level) return;
    if (points > 0)
      await grantPoints(trx, {
        userId: row.user_id,
        points,
        reason: 'essay_award',
        ref: `essay:${row.id}`,
        at: now,
      });
    await issueCertificate(trx, {
      submissionId: row.id,
      userId: row.user_id,
      holderName: row.nickname || ANONYMOUS,
      contestTitle: row.contest_title,
      essayTitle: row.title,
      level,
      at: now,
    });
  });
  const row = await withUser(db).where('s.id', '=', input.id).executeTakeFirstOrThrow();
  const [out] = await adminRows(db, store, [row], now);
  if (!out) throw new Error('submission vanished');
  return out;
}
