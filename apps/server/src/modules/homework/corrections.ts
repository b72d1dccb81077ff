import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CORRECTION_STATUS_TEXT,
  type CorrectionStatus,
  type HomeworkCorrection,
  type HomeworkMark,
  type HomeworkPhoto,
  type Paged,
  type UploadKind,
} from '@jc/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../shared/errors.js';
import { fetchPage, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import { filePartBuffer, storeUpload, storeUploads, type FileStore } from '../uploads/index.js';
import type { CorrectionEngine } from './engine.js';
import {
  claimJob,
  enqueueCorrection,
  FAIL_REASON_ENGINE,
  FAIL_REASON_NO_LINES,
  finishJob,
  retryJob,
  STALE_LOCK_MS,
  type ClaimedJob,
} from './queue.js';

export interface HomeworkFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
  /** Where the local store keeps its files (the engine reads the photo from there). */
  uploadsDir: string;
}

const NO_PHOTO = '作业照片不存在';
const NO_CORRECTION = '批改记录不存在';

type PhotoRow = {
  id: number;
  file_key: string;
  thumb_key: string;
  width: number | null;
  height: number | null;
};

function toPhoto(store: FileStore, u: PhotoRow): HomeworkPhoto {
  return {
    id: u.id,
    url: store.url(u.file_key),
    thumbUrl: u.thumb_key ? store.url(u.thumb_key) : store.url(u.file_key),
    width: u.width ?? 0,
    height: u.height ?? 0,
  };
}

/** AIPigaiUpload: one picture through the one upload path. */
export async function uploadHomeworkPhoto(
  db: Db,
  files: HomeworkFiles,
  userId: number,
  part: Blob | Uint8Array,
): Promise<HomeworkPhoto> {
  const data = await filePartBuffer(part);
  const up = await storeUpload(db, files.store, files.limits, { userId, kind: 'image', data });
  return {
    id: up.id,
    url: up.url,
    thumbUrl: up.thumbUrl || up.url,
    width: up.width ?? 0,
    height: up.height ?? 0,
  };
}

/** A pending correction of an upload, queued, in the caller's transaction. */
async function writeCorrection(trx: Transaction<Database>, userId: number, uploadId: number, now: number) {
  const row = await trx
    .insertInto('homework_corrections')
    .values({
      user_id: userId,
      upload_id: uploadId,
      status: 'pending',
      marks: '[]',
      right_count: 0,
      wrong_count: 0,
      unreadable_count: 0,
      fail_reason: '',
      engine: '',
      created_at: now,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueCorrection(trx, row.id, now);
  return row.id;
}

/**
 * correctHomework: a pending correction of the caller's photo (sent now, or uploaded before), queued.
 * A photo sent now is stored with the correction written in its upload's transaction (storeUploads):
 * a refused correction leaves no upload, and a killed process leaves only a file the sweep removes.
 */
export async function queueCorrection(
  db: Db,
  files: HomeworkFiles,
  userId: number,
  input: { uploadId?: number | undefined; file: (Blob | Uint8Array)[] },
  now = Date.now(),
): Promise<HomeworkCorrection> {
  let id: number;
  const uploadId = input.uploadId;
  if (uploadId !== undefined) {
    const own = await db
      .selectFrom('uploads')
      .select('id')
      .where('id', '=', uploadId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'image')
      .executeTakeFirst();
    if (!own) throw notFound(NO_PHOTO);
    id = await db.transaction().execute((trx) => writeCorrection(trx, userId, uploadId, now));
  } else {
    const part = input.file[0];
    if (!part) throw notFound(NO_PHOTO);
    const photo = { userId, kind: 'image' as const, data: await filePartBuffer(part) };
    ({ result: id } = await storeUploads(db, files.store, files.limits, [photo], now, (trx, [stored]) => {
      if (stored === undefined) throw new Error('upload row not written');
      return writeCorrection(trx, userId, stored, now);
    }));
  }
  return correctionInfo(db, files.store, userId, id);
}

const withPhoto = (db: Db) =>
  db
    .selectFrom('homework_corrections as c')
    .innerJoin('uploads as u', 'u.id', 'c.upload_id')
    .selectAll('c')
    .select(['u.file_key', 'u.thumb_key', 'u.width', 'u.height']);

type Row = Awaited<ReturnType<ReturnType<typeof withPhoto>['executeTakeFirstOrThrow']>>;

function toCorrection(store: FileStore, r: Row): HomeworkCorrection {
  const status = r.status as CorrectionStatus;
  return {
    id: r.id,
    photo: toPhoto(store, { ...r, id: r.upload_id }),
    status,
    statusText: CORRECTION_STATUS_TEXT[status],
    marks: status === 'done' ? (JSON.parse(r.marks) as HomeworkMark[]) : [],
    rightCount: r.right_count,
    wrongCount: r.wrong_count,
    unreadableCount: r.unreadable_count,
    failReason: r.fail_reason,
    engine: r.engine,
    createdAt: formatTime(r.created_at),
    finishedAt: r.finished_at === null ? '' : formatTime(r.finished_at),
  };
}

/** getCorrectHWList: the caller's corrections, newest first, by status when asked. */
export async function myCorrections(
  db: Db,
  store: FileStore,
  userId: number,
  q: PageInput & { status?: CorrectionStatus | undefined },
): Promise<Paged<HomeworkCorrection>> {
  let base = withPhoto(db).where('c.user_id', '=', userId);
  if (q.status) base = base.where('c.status', '=', q.status);
  const { rows, total } = await fetchPage(base.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'), q);
  return { list: rows.map((r) => toCorrection(store, r)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** getCorrectHWInfo: one of the caller's corrections (404 for anyone else's). */
export async function correctionInfo(
  db: Db,
  store: FileStore,
  userId: number,
  id: number,
): Promise<HomeworkCorrection> {
  const row = await withPhoto(db).where('c.id', '=', id).where('c.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(NO_CORRECTION);
  return toCorrection(store, row);
}

// ---------------------------------------------------------------- the runner

export interface RunnerLog {
  error(obj: object, msg: string): void;
}

/**
 * Works the queue, one job at a time: `kick` starts draining (after a queued correction, and on each
 * poll), `stop` waits for the job in hand and takes no more (before the store closes).
 */
export class CorrectionRunner {
  private draining: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(
    private readonly db: () => Db,
    private readonly engine: CorrectionEngine,
    private readonly files: HomeworkFiles,
    private readonly maxAttempts: number,
    private readonly log: RunnerLog,
    /** HOMEWORK_STALE_LOCK_MS: a running job's lock older than this is taken over (its process died). */
    private readonly staleLockMs = STALE_LOCK_MS,
  ) {}

  kick(): void {
    if (this.stopping) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.again && !this.stopping) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Drains what is due now; resolves when the queue has nothing due (for tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.draining?.catch(() => undefined);
  }

  private async drain(): Promise<void> {
    this.again = false;
    while (!this.stopping) {
      const job = await claimJob(this.db(), Date.now(), this.staleLockMs);
      if (!job) return;
      await this.process(job);
    }
  }

  private async process(job: ClaimedJob): Promise<void> {
    const db = this.db();
    try {
      const row = await db
        .selectFrom('homework_corrections as c')
        .innerJoin('uploads as u', 'u.id', 'c.upload_id')
        .select(['u.file_key'])
        .where('c.id', '=', job.correctionId)
        .executeTakeFirstOrThrow();
      const photo = await readFile(join(this.files.uploadsDir, row.file_key));
      const { marks } = await this.engine.correct(photo);
      await finishJob(
        db,
        job,
        marks.length > 0
          ? { marks, engine: this.engine.name }
          : { failReason: FAIL_REASON_NO_LINES, engine: this.engine.name, error: 'no arithmetic lines' },
      );
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.log.error({ err, job: job.id }, 'homework correction failed');
      if (this.stopping && /closed|destroy|terminat/i.test(error)) return;
      try {
        if (job.attempts >= this.maxAttempts)
          await finishJob(db, job, { failReason: FAIL_REASON_ENGINE, engine: this.engine.name, error });
        else await retryJob(db, job, error);
      } catch (inner) {
        this.log.error({ err: inner, job: job.id }, 'homework job could not be recorded');
      }
    }
  }
}
