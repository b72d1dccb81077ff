import { menuEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { sendCached, serve } from '../../shared/serve.js';
import { loadAppMenus, MENU_CACHE_KEY } from './service.js';

export default async function menuRoutes(app: FastifyInstance) {
  const load = () => loadAppMenus(app.db);
  serve(app, menuEndpoints, { list: (_input, ctx) => sendCached(ctx, MENU_CACHE_KEY, load) });
}
