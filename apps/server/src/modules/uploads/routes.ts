import type { FastifyInstance } from 'fastify';
import { runPeriodically } from '../../shared/periodic.js';
import { localFileStore } from './file-store.js';
import { sweepOrphanFiles } from './sweep.js';

/** A kill between an upload's file and its row is rare; an hourly look (and one at start-up) is plenty. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** No routes: the housekeeping of the upload path, files that no row names (sweep.ts). */
export default async function uploadsRoutes(app: FastifyInstance) {
  const store = localFileStore(app.appConfig.uploadsDir);
  runPeriodically(app, {
    what: 'sweeping upload files without their row',
    everyMs: SWEEP_EVERY_MS,
    job: async () => {
      const removed = await sweepOrphanFiles(app.db, store, { graceMs: app.appConfig.uploadOrphanGraceMs });
      if (removed > 0) app.log.warn({ removed }, 'removed upload files without their row');
    },
  });
}
