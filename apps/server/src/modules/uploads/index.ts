import type { ModuleManifest } from '../manifest.js';
import { uploadsMigrations } from './migrations.js';

/**
 * The one upload path of the app: files checked by their content, pictures stripped of their metadata
 * with a thumbnail, stored under random names behind a file store. No routes of its own: each feature's
 * upload call hands its file to storeUpload.
 */
export { LocalFileStore, localFileStore, type FileStore } from './file-store.js';
export {
  discardPendingUploads,
  discardUploads,
  filePartBuffer,
  prepareUpload,
  storeUpload,
  THUMB_SIZE,
  toUploadedFile,
  uploadKindOf,
  type PendingUpload,
  type UploadInput,
} from './service.js';

export const uploadsModule: ModuleManifest = { name: 'uploads', migrations: uploadsMigrations };
