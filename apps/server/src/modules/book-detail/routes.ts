import { bookDetailEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { sendCached, serve } from '../../shared/serve.js';
import { wxJsConfig } from '../../shared/wechat.js';
import { bookCacheOf, bookChange } from './book-cache.js';
import { bookSummary, listeningByCode, listeningOf, qrcodeInfo, videoBookOf } from './lessons.js';

/** A book and its lessons: the detail, its cache check, codes, the video book, listening, sharing. */
export default async function bookDetailRoutes(app: FastifyInstance) {
  const books = bookCacheOf(app);

  serve(app, bookDetailEndpoints, {
    // A hot read: serialized answers from the cache.
    info: ({ bookNo }, ctx) => {
      const { key, load } = books.entry(bookNo);
      return sendCached(ctx, key, load);
    },
    change: async ({ bookNo }) => ok(await bookChange(app.db, books, bookNo)),
    summary: async ({ bookNo }) => ok(await bookSummary(app.db, bookNo)),
    qrcodeInfo: async (q) => ok(await qrcodeInfo(app.db, q)),
    videoBook: async ({ bookNo }) => ok(await videoBookOf(app.db, bookNo)),
    listening: async ({ bookNo }) => ok(await listeningOf(app.db, bookNo)),
    listeningByCode: async ({ lessonno }) => ok(await listeningByCode(app.db, lessonno)),
    // The messenger JS-SDK signature for sharing a page (503 while no official account is configured).
    wxJsConfig: async ({ url }) => ok(await wxJsConfig(app.jsApiTickets, url)),
  });
}
