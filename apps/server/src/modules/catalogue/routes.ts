import { dictionaryEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { sendCached, serve } from '../../shared/serve.js';
import { dicDataCacheEntry } from './service.js';

export default async function catalogueRoutes(app: FastifyInstance) {
  serve(app, dictionaryEndpoints, {
    dicData: ({ type }, ctx) => {
      const { key, load } = dicDataCacheEntry(app.db, type);
      return sendCached(ctx, key, load);
    },
  });
}
