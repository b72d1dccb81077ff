import type { FastifyInstance } from 'fastify';
import { replyCached } from '../../shared/json-cache.js';
import { loadAppMenus, MENU_CACHE_KEY } from './service.js';

export default async function menuRoutes(app: FastifyInstance) {
  const load = () => loadAppMenus(app.db);
  app.get('/menu/GetAppMenuList', { config: { auth: 'none' } }, (req, reply) =>
    replyCached(req, reply, app.cache, MENU_CACHE_KEY, load),
  );
}
