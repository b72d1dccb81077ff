import { readerEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { ebookPages } from './ebook-pages.js';
import { ebookAreas, ebookOne, ebooksOfArea, subjectPdfs } from './ebooks.js';

/** E-books (sample books), their page pictures, and subject PDFs. */
export default async function readerRoutes(app: FastifyInstance) {
  serve(app, readerEndpoints, {
    areas: async () => ok(await ebookAreas(app.db)),
    ofArea: async ({ id }) => ok(await ebooksOfArea(app.db, id)),
    one: async ({ id }) => ok(await ebookOne(app.db, id)),
    pagePics: async ({ bookCode }) => ok(await ebookPages(app.db, bookCode)),
    subjectPdfs: async ({ subject }) => ok(await subjectPdfs(app.db, subject)),
  });
}
