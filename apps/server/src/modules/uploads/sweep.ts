import type { UploadKind } from '@jc/contract';
import type { Db } from '../../db/index.js';
import type { FileStore } from '../../shared/file-store.js';

/** The folders storeUpload writes into (`<kind>/<month>/<uuid>.<ext>`); nothing else of the store is looked at. */
const KIND_FOLDERS: readonly UploadKind[] = ['image', 'audio', 'video', 'document'];
const THUMB_SUFFIX = '-thumb.webp';
const IMAGE_EXTS = ['jpg', 'png', 'webp'];
const BATCH = 300;

/**
 * Removes the files that no upload row names and that were written more than `graceMs` ago. Such a file
 * is left by a process killed between writing an upload's file and committing its row (or between
 * deleting a row and its file); the grace spares an upload still in flight in another process. Answers
 * how many files went.
 */
export async function sweepOrphanFiles(
  db: Db,
  store: FileStore,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
): Promise<number> {
  let removed = 0;
  for (const folder of KIND_FOLDERS) {
    const old = (await store.list(`${folder}/`)).filter((f) => f.modifiedAt <= now - graceMs);
    for (let i = 0; i < old.length; i += BATCH) {
      const batch = old.slice(i, i + BATCH);
      // A thumbnail is named after its picture, whose extension it does not say: ask for each one.
      const owners = (key: string) =>
        key.endsWith(THUMB_SUFFIX)
          ? IMAGE_EXTS.map((ext) => `${key.slice(0, -THUMB_SUFFIX.length)}.${ext}`)
          : [key];
      const rows = await db
        .selectFrom('uploads')
        .select(['file_key', 'thumb_key'])
        .where('file_key', 'in', [...new Set(batch.flatMap((f) => owners(f.key)))])
        .execute();
      const named = new Set(rows.flatMap((r) => [r.file_key, r.thumb_key]));
      for (const f of batch) {
        if (named.has(f.key)) continue;
        await store.remove(f.key);
        removed++;
      }
    }
  }
  return removed;
}
