import { CHECKIN_PICTURES_MAX, type CheckinFile, type UploadKind } from '@jc/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput } from '../../shared/errors.js';
import {
  discardPendingUploads,
  discardUploads,
  filePartBuffer,
  storeUpload,
  type FileStore,
  type WithUpload,
} from '../uploads/index.js';
import { isMediaKind, type MediaKind } from './post-reads.js';

export const FILE_NOT_FOUND = '文件不存在';

type Trx = Transaction<Database>;

/** What the check-in calls need besides the database: where files go and how large they may be. */
export interface FileContext {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

const KIND_TEXT: Record<MediaKind, string> = { image: '图片', audio: '录音', video: '视频' };

export interface FilesInput {
  content: string;
  fileIds: number[];
  fileType: MediaKind;
  file: (Blob | Uint8Array)[];
}

/** The kinds rule: up to 9 pictures, or one recording, or one video; text or a file at least. */
export function checkKinds(content: string, kinds: MediaKind[]): 'text' | MediaKind {
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
export async function ownFiles(
  db: Db,
  userId: number,
  ids: number[],
  postId: number | null,
): Promise<MediaKind[]> {
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
export async function storeParts(
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

export async function attachFiles(trx: Trx, postId: number, uploadIds: number[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await trx
    .insertInto('checkin_post_files')
    .values(uploadIds.map((upload_id, position) => ({ post_id: postId, upload_id, position })))
    .execute();
  await trx.deleteFrom('checkin_pending_files').where('upload_id', 'in', uploadIds).execute();
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
