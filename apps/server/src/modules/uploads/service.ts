import { randomUUID } from 'node:crypto';
import type { UploadedFile, UploadKind } from '@jc/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput } from '../../shared/errors.js';
import type { FileStore } from '../../shared/file-store.js';
import type { UploadsTable } from './tables.js';

/** What each kind accepts, by the type found in the content, and the extension it is stored under. */
const ACCEPTED: Record<UploadKind, { mimes: Record<string, string>; label: string; formats: string }> = {
  image: {
    mimes: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
    label: '图片',
    formats: 'JPG、PNG 或 WebP 图片',
  },
  audio: {
    // Recordings made in the browser come in WebM (Chrome, Android) or MP4 (Safari) containers.
    mimes: {
      'audio/mpeg': 'mp3',
      'audio/x-m4a': 'm4a',
      'audio/mp4': 'm4a',
      'audio/aac': 'aac',
      'audio/wav': 'wav',
      'audio/x-wav': 'wav',
      'audio/ogg': 'ogg',
      'audio/webm': 'webm',
      'video/webm': 'webm',
      'video/mp4': 'mp4',
    },
    label: '录音',
    formats: 'MP3、M4A、AAC、WAV、OGG 或 WebM 录音',
  },
  video: {
    mimes: { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' },
    label: '视频',
    formats: 'MP4、MOV 或 WebM 视频',
  },
  document: {
    // PDF only, known by its `%PDF-` header (documentType below), never by its name.
    mimes: { 'application/pdf': 'pdf' },
    label: '文档',
    formats: 'PDF 文档',
  },
};

const PDF_MAGIC = Buffer.from('%PDF-');

/** A document's type by its content: a PDF starts with `%PDF-` (file-type would also take some variants). */
const documentType = (data: Buffer) =>
  data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ? { mime: 'application/pdf' } : undefined;

/**
 * Which of `kinds` a file is by its content (a call that takes pictures or PDFs asks before storing);
 * null when it is none of them. Size and decoding are still checked by storeUpload.
 */
export async function uploadKindOf(data: Buffer, kinds: readonly UploadKind[]): Promise<UploadKind | null> {
  const sniffed = await fileTypeFromBuffer(data);
  for (const kind of kinds) {
    const type = kind === 'document' ? documentType(data) : sniffed;
    if (type && ACCEPTED[kind].mimes[type.mime]) return kind;
  }
  return null;
}

/** A feed thumbnail: at most this many pixels on its longer side. */
export const THUMB_SIZE = 360;

export interface UploadInput {
  userId: number;
  kind: UploadKind;
  data: Buffer;
}

interface Prepared {
  mime: string;
  ext: string;
  data: Buffer;
  thumb: Buffer | null;
  width: number | null;
  height: number | null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;

/**
 * Checks a file by its content (never its name or the client's Content-Type) and, for a picture,
 * re-encodes it upright without its metadata: pupils' photos must not carry GPS positions.
 */
export async function prepareUpload(
  kind: UploadKind,
  data: Buffer,
  limits: Record<UploadKind, number>,
): Promise<Prepared> {
  const accepted = ACCEPTED[kind];
  if (data.length === 0) throw badInput('请选择要上传的文件');
  if (data.length > limits[kind])
    throw badInput(`文件过大：${accepted.label}不能超过${megabytes(limits[kind])}`);
  const type = kind === 'document' ? documentType(data) : await fileTypeFromBuffer(data);
  const ext = type ? accepted.mimes[type.mime] : undefined;
  if (!type || !ext) throw badInput(`文件类型不支持：请上传${accepted.formats}`);
  if (kind !== 'image') return { mime: type.mime, ext, data, thumb: null, width: null, height: null };

  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked to.
    const upright = sharp(data, { failOn: 'error' }).rotate();
    const encoded =
      type.mime === 'image/png'
        ? upright.png()
        : type.mime === 'image/webp'
          ? upright.webp({ quality: 90 })
          : upright.jpeg({ quality: 90 });
    const { data: clean, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(clean)
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { mime: type.mime, ext, data: clean, thumb, width: info.width, height: info.height };
  } catch {
    throw badInput('图片无法读取，请换一张图片');
  }
}

/**
 * A feature's own record of a new upload (its pending row), written in the transaction of the upload's
 * row: a process killed between two separate writes would leave an upload that no sweep ever finds.
 */
export type WithUpload = (
  trx: Transaction<Database>,
  uploadId: number,
  file: UploadedFile,
) => Promise<unknown>;

/**
 * A feature's record of several new uploads (a feedback and its pictures, an application and its
 * proofs …), written in the transaction of their rows. `uploadIds` and `files` are in the inputs' order;
 * what it answers, storeUploads answers as `result`.
 */
export type WithUploads<T> = (
  trx: Transaction<Database>,
  uploadIds: number[],
  files: UploadedFile[],
) => Promise<T>;

/** Inserts the rows of the files written, in their order; `q` is the database or a transaction. */
type InsertRows = (q: Db) => Promise<UploadedFile[]>;

/**
 * The one way files go in: every file is checked (and a picture re-encoded) before anything is written,
 * so a refusal of any of them writes nothing; then every file and thumbnail goes to the store under a
 * random name; then `commit` writes their rows (by the `insert` it is given). If the store or `commit`
 * fails, the files written are removed.
 */
async function storeAll<R>(
  store: FileStore,
  limits: Record<UploadKind, number>,
  inputs: readonly UploadInput[],
  now: number,
  commit: (insert: InsertRows) => Promise<R>,
): Promise<R> {
  const month = new Date(now + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '');
  const placed: (Prepared & { userId: number; kind: UploadKind; fileKey: string; thumbKey: string })[] = [];
  for (const { userId, kind, data } of inputs) {
    const prepared = await prepareUpload(kind, data, limits);
    const name = `${kind}/${month}/${randomUUID()}`;
    const thumbKey = prepared.thumb ? `${name}-thumb.webp` : '';
    placed.push({ ...prepared, userId, kind, fileKey: `${name}.${prepared.ext}`, thumbKey });
  }
  const written: string[] = [];
  try {
    for (const f of placed) {
      await store.put(f.fileKey, f.data);
      written.push(f.fileKey);
      if (f.thumb) {
        await store.put(f.thumbKey, f.thumb);
        written.push(f.thumbKey);
      }
    }
    return await commit(async (q) => {
      const files: UploadedFile[] = [];
      for (const f of placed) {
        const row = {
          kind: f.kind,
          mime: f.mime,
          size: f.data.length,
          file_key: f.fileKey,
          thumb_key: f.thumbKey,
          width: f.width,
          height: f.height,
        };
        const { id } = await q
          .insertInto('uploads')
          .values({ ...row, user_id: f.userId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        files.push(toUploadedFile(store, { ...row, id }));
      }
      return files;
    });
  } catch (err) {
    await Promise.all(written.map((key) => store.remove(key)));
    throw err;
  }
}

/**
 * Stores several uploads and the feature's record of them at once: every file is checked first (a
 * refusal of any writes nothing), then the files (and thumbnails) are written, then ONE transaction
 * inserts every `uploads` row and runs `within`, which writes the record (a feedback and its picture
 * rows …). If anything fails, the files written are removed and the transaction rolls back: nothing
 * stays. A process killed between the files and the transaction leaves only files without their rows,
 * which sweepOrphanFiles removes. With no inputs, `within` still runs (with no ids) in its transaction.
 */
export async function storeUploads<T>(
  db: Db,
  store: FileStore,
  limits: Record<UploadKind, number>,
  inputs: readonly UploadInput[],
  now: number,
  within: WithUploads<T>,
): Promise<{ files: UploadedFile[]; result: T }> {
  return storeAll(store, limits, inputs, now, (insert) =>
    db.transaction().execute(async (trx) => {
      const files = await insert(trx);
      const result = await within(
        trx,
        files.map((f) => f.id),
        files,
      );
      return { files, result };
    }),
  );
}

/**
 * Stores one upload: the checked file (and a picture's thumbnail) under random names, then its row
 * (with `within`, the feature's record of it, in one transaction: storeUploads with one file). If
 * anything fails, what was written is removed: no row without its file, no file without its row. A
 * process killed between the file and the row leaves a file without its row: sweepOrphanFiles removes it.
 * `db` may be a transaction when there is no `within` (the seeds store their demo files in theirs).
 */
export async function storeUpload(
  db: Db,
  store: FileStore,
  limits: Record<UploadKind, number>,
  input: UploadInput,
  now = Date.now(),
  within?: WithUpload,
): Promise<UploadedFile> {
  const [file] = within
    ? (
        await storeUploads(db, store, limits, [input], now, async (trx, _ids, [one]) => {
          if (!one) throw new Error('upload row not written');
          await within(trx, one.id, one);
        })
      ).files
    : await storeAll(store, limits, [input], now, (insert) => insert(db));
  if (!file) throw new Error('upload row not written');
  return file;
}

type UploadRow = Pick<
  UploadsTable,
  'kind' | 'mime' | 'size' | 'file_key' | 'thumb_key' | 'width' | 'height'
> & {
  id: number;
};

export function toUploadedFile(store: FileStore, row: UploadRow): UploadedFile {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    url: store.url(row.file_key),
    thumbUrl: row.thumb_key ? store.url(row.thumb_key) : '',
    width: row.width,
    height: row.height,
  };
}

/**
 * Removes uploads and their files (a feature's call that stored files and was then refused leaves
 * nothing behind). Only rows of `userId`.
 */
export async function discardUploads(db: Db, store: FileStore, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'file_key', 'thumb_key'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  if (rows.length === 0) return;
  await db
    .deleteFrom('uploads')
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  await Promise.all(
    rows.flatMap((r) => [r.file_key, r.thumb_key].filter(Boolean).map((k) => store.remove(k))),
  );
}

/** A feature's record of an upload not attached yet (check-in files, claim proofs …). */
export interface PendingUpload {
  upload_id: number;
  user_id: number;
}

/**
 * Discards the stale pending uploads a feature kept, user by user: `forget` deletes the feature's own
 * rows first (a commit racing the sweep then fails its check instead of attaching a lost file), then
 * the uploads go, files and rows. Answers how many went.
 */
export async function discardPendingUploads(
  db: Db,
  store: FileStore,
  stale: readonly PendingUpload[],
  forget: (uploadIds: number[]) => Promise<unknown>,
): Promise<number> {
  const byUser = new Map<number, number[]>();
  for (const r of stale) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.upload_id]);
  for (const [userId, ids] of byUser) {
    await forget(ids);
    await discardUploads(db, store, userId, ids);
  }
  return stale.length;
}

/** The bytes of one file part of an upload call (a Blob from the web, bytes once the server has read them). */
export const filePartBuffer = (part: Blob | Uint8Array): Promise<Buffer> =>
  part instanceof Uint8Array
    ? Promise.resolve(Buffer.from(part.buffer, part.byteOffset, part.byteLength))
    : part.arrayBuffer().then((b) => Buffer.from(b));

/**
 * Account cancellation: the person's uploads go (the avatar, feedback pictures, anything unattached;
 * rows now, feedback_pictures cascade), except those rows outliving the account still show (`kept`).
 * Answers the stored files to remove once the cancellation has committed.
 */
export async function forgetUserUploads(
  trx: Db,
  userId: number,
  kept: ReadonlySet<number>,
): Promise<string[]> {
  const uploads = (
    await trx
      .selectFrom('uploads')
      .select(['id', 'file_key', 'thumb_key'])
      .where('user_id', '=', userId)
      .execute()
  ).filter((u) => !kept.has(u.id));
  if (uploads.length > 0)
    await trx
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        uploads.map((u) => u.id),
      )
      .execute();
  return uploads.flatMap((u) => [u.file_key, u.thumb_key].filter((k): k is string => Boolean(k)));
}
