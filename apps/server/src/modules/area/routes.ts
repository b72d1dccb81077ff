import { areaEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { sendCached, serve } from '../../shared/serve.js';
import { AREA_CACHE_KEY, loadAreaAll } from './service.js';

export default async function areaRoutes(app: FastifyInstance) {
  const load = () => loadAreaAll(app.db);
  serve(app, areaEndpoints, { all: (_input, ctx) => sendCached(ctx, AREA_CACHE_KEY, load) });
}
