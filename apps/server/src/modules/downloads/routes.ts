import { downloadEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { downloadsByCode } from './by-code.js';
import { downloadList, downloadOne } from './resources.js';

/** Downloadable resources: of a book, one, and those a printed code asks for. */
export default async function downloadsRoutes(app: FastifyInstance) {
  serve(app, downloadEndpoints, {
    list: async (q) => ok(await downloadList(app.db, q)),
    one: async ({ id }) => ok(await downloadOne(app.db, id)),
    // This project's call: the resources a printed code asks for (resourcesDownload?lessonno…).
    byCode: async ({ lessonno, kind }) => ok(await downloadsByCode(app.db, lessonno, kind)),
  });
}
