import { dictionaryEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { sendCached, serve } from '../../shared/serve.js';
import adminDictionaryRoutes from './admin-routes.js';
import { dicDataCacheEntry, expireDueDictionary } from './service.js';

export default async function dictionaryRoutes(app: FastifyInstance) {
  serve(app, dictionaryEndpoints, {
    dicData: ({ type }, ctx) => {
      expireDueDictionary(app.cache, type);
      const { key, load } = dicDataCacheEntry(app.db, type, app.cache);
      return sendCached(ctx, key, load);
    },
  });
  await adminDictionaryRoutes(app);
}
