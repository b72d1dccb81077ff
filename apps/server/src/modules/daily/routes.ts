import { DAILY_KIND_NAMES, dailyEndpoints, type DailyKind, type DailyOne, type Envelope } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { dailyOne, type DailyInput } from './service.js';

/** The eight daily reading calls (bookmain/getChenduOne …), anyone may read them. */
export default async function dailyRoutes(app: FastifyInstance) {
  // The calls differ only by path: one handler per kind.
  const handlers = {} as Record<DailyKind, (input: DailyInput) => Promise<Envelope<DailyOne>>>;
  for (const kind of DAILY_KIND_NAMES)
    handlers[kind] = async (input) => ok(await dailyOne(app.db, kind, input));
  serve(app, dailyEndpoints, handlers);
}
