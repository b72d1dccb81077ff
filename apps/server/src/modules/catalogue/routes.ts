import { dicDataQuery } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { replyCached } from '../../shared/json-cache.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { dicDataCacheEntry } from './service.js';

export default async function catalogueRoutes(app: FastifyInstance) {
  app.get('/bookmain/getDicData', { config: { auth: 'none' } }, (req, reply) => {
    const { type } = parseInput(dicDataQuery, requestInput(req));
    const { key, load } = dicDataCacheEntry(app.db, type);
    return replyCached(req, reply, app.cache, key, load);
  });
}
