import type { ModuleManifest } from '../../manifest.js';
import { localFileStore } from './file-store.js';
import { uploadsMigrations } from './migrations.js';
import uploadsRoutes from './routes.js';
import { forgetUserUploads } from './service.js';

/**
 * The one upload path of the app: files checked by their content, pictures stripped of their metadata
 * with a thumbnail, stored under random names behind a file store. No routes of its own: each feature's
 * upload call hands its file to storeUpload (a call storing files and the record naming them, to
 * storeUploads: one transaction); its plugin only sweeps files left without their row.
 */
export { LocalFileStore, localFileStore } from './file-store.js';
export type { FileStore } from '../../shared/file-store.js';
export {
  discardPendingUploads,
  discardUploads,
  filePartBuffer,
  prepareUpload,
  storeUpload,
  storeUploads,
  THUMB_SIZE,
  toUploadedFile,
  uploadKindOf,
  type PendingUpload,
  type UploadInput,
  type WithUpload,
  type WithUploads,
} from './service.js';

export { sweepOrphanFiles } from './sweep.js';

export const uploadsModule: ModuleManifest = {
  name: 'uploads',
  routes: uploadsRoutes,
  migrations: uploadsMigrations,
  // The store the seeds write demo uploads to (plugins/database.ts).
  fileStore: localFileStore,
  forgetUser: async (trx, { userId, keptUploads }) => ({
    fileKeys: await forgetUserUploads(trx, userId, keptUploads),
  }),
};
