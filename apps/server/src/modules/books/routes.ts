import { adminCodeEndpoints, booksEndpoints } from '@jc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { sendCached, serve } from '../../shared/serve.js';
import { listAppMenus } from '../menu/index.js';
import { serveAdsAdmin } from './ads-admin.js';
import { popupAds, videoAdPics } from './ads.js';
import { auditDetail } from '../audit/index.js';
import { listCodeKeys, resolvePrintedCode, retireCodeKey } from './code-keys.js';
import { hitCounterOf } from './hits.js';
import hotWordAdminRoutes from './hot-words-admin.js';
import { homeEntry, hotWords, searchBooks } from './home.js';
import { bookList, booksByBarcode, booksByQrCode } from './lists.js';

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/** The catalogue and home: book lists, codes and barcodes, search, ads and hit counters. */
export default async function booksRoutes(app: FastifyInstance) {
  const hits = hitCounterOf(app.db, (err) => app.log.error({ err }, 'writing hit counters failed'));
  app.addHook('onClose', async () => {
    await hits.close();
  });

  serve(app, booksEndpoints, {
    // A hot read: serialized answers from the cache.
    home: (q, ctx) => {
      const { key, load } = homeEntry(app.db, q);
      return sendCached(ctx, key, load);
    },
    list: async (q) => ok(await bookList(app.db, q)),
    listByType: async (q) => ok(await bookList(app.db, q)),
    functionMenu: async ({ type }) => ok((await listAppMenus(app.db)).filter((m) => m.position === type)),
    byQrCode: async ({ qrcode }) => ok(await booksByQrCode(app.db, qrcode)),
    resolveCode: async (q) => ok(await resolvePrintedCode(app.db, q)),
    byBarcode: async ({ txm }) => ok(await booksByBarcode(app.db, txm)),
    search: async ({ kw, ...page }) => ok(await searchBooks(app.db, kw, page)),
    hotWords: async () => ok(await hotWords(app.db)),
    popupAds: async (q) => ok(await popupAds(app.db, q.page, q.subject)),
    videoAds: async (q) => ok(await videoAdPics(app.db, q.subject)),
    updateHits: async ({ id, type }) => {
      await hits.hit(type, id);
      return ok(null);
    },
  });
  // The operators' printed codes, /api/admin/codes/ (docs/codes.md).
  serve(app, adminCodeEndpoints, {
    list: async ({ keyword }, { req }) => ok(await listCodeKeys(app.db, originOf(req), keyword ?? '')),
    retire: async ({ codeKeyId, retired }, ctx) => {
      const row = await retireCodeKey(app.db, codeKeyId, retired === '1', Date.now(), originOf(ctx.req));
      auditDetail(ctx, {
        target: { kind: 'code_key', id: codeKeyId },
        after: { retired: row.retiredAt !== null },
      });
      return ok(row, retired === '1' ? '已停用' : '已启用');
    },
  });
  await hotWordAdminRoutes(app); // admin/hotword/… (hot-words-admin.ts)
  // The operators' pop-ups and page ads, /api/admin/advert/.
  serveAdsAdmin(app);
}
