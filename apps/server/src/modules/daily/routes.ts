import { DAILY_KIND_NAMES, dailyPath, dailyQuery } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { dailyOne } from './service.js';

/** The eight daily reading calls (bookmain/getChenduOne …), anyone may read them. */
export default async function dailyRoutes(app: FastifyInstance) {
  const none = { config: { auth: 'none' as const } };
  for (const kind of DAILY_KIND_NAMES) {
    app.get(`/${dailyPath(kind)}`, none, async (req) =>
      ok(await dailyOne(app.db, kind, parseInput(dailyQuery, requestInput(req)))),
    );
  }
}
