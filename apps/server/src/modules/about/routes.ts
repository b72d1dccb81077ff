import { aboutEndpoints, adminAboutEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { agreements, appUpdate, releaseList, saveAgreement, saveRelease } from './service.js';

/** The app's releases (the update dialog) and agreement texts (about us), with the operators' calls. */
export default async function aboutRoutes(app: FastifyInstance) {
  const dirs = { mediaDir: app.appConfig.mediaDir, uploadsDir: app.appConfig.uploadsDir };
  serve(app, aboutEndpoints, {
    appUpdate: async ({ platform, version }) => ok(await appUpdate(app.db, platform, version)),
    agreements: async () => ok(await agreements(app.db)),
  });
  serve(app, adminAboutEndpoints, {
    releases: async ({ platform }) => ok(await releaseList(app.db, platform)),
    saveRelease: async (input) => ok(await saveRelease(app.db, dirs, input), '版本已保存'),
    saveAgreement: async (input) => ok(await saveAgreement(app.db, input), '已保存'),
  });
}
