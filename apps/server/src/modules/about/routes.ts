import { aboutEndpoints, adminAboutEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
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
    saveRelease: async (input, ctx) => {
      const before = (await releaseList(app.db, input.platform)).find((r) => r.version === input.version);
      const release = await saveRelease(app.db, dirs, input);
      const brief = (r: typeof release) => ({ force: r.force, notes: r.notes, downloadUrl: r.downloadUrl });
      auditDetail(ctx, {
        target: { kind: 'release', id: release.id },
        before: before ? brief(before) : null,
        after: brief(release),
      });
      return ok(release, '版本已保存');
    },
    saveAgreement: async (input, ctx) => {
      // The texts are long: the audit keeps the title and the start of the text.
      const brief = (t: { title: string; content: string }) => ({
        title: t.title,
        content: t.content.slice(0, 1000),
      });
      const before = (await agreements(app.db))[input.kind];
      const after = await saveAgreement(app.db, input);
      auditDetail(ctx, {
        target: { kind: 'agreement', id: input.kind },
        before: brief(before),
        after: brief(after[input.kind]),
      });
      return ok(after, '已保存');
    },
  });
}
