import type { FastifyInstance } from 'fastify';
import { replyCached } from '../../shared/json-cache.js';
import { AREA_CACHE_KEY, loadAreaAll } from './service.js';

export default async function areaRoutes(app: FastifyInstance) {
  const load = () => loadAreaAll(app.db);
  // "scoool" is the path the app calls (spec section 7).
  app.get('/scoool/getAreaAll', { config: { auth: 'none' } }, (req, reply) =>
    replyCached(req, reply, app.cache, AREA_CACHE_KEY, load),
  );
}
