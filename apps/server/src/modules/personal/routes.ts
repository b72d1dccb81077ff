import { personalEndpoints, type FavoriteExists } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import {
  addFavorite,
  bookProgress,
  favoriteExists,
  listBrowse,
  listFavorites,
  removeBrowse,
  removeFavorite,
  saveBrowse,
  saveProgress,
} from './service.js';

/** The caller's favorites (books, or resources with ?type=resource), browse history and progress. */
export default async function personalRoutes(app: FastifyInstance) {
  serve(app, personalEndpoints, {
    favoriteExists: async ({ target, type }, { user }) => {
      const data: FavoriteExists = { exists: await favoriteExists(app.db, user.id, type, target) };
      return ok(data);
    },
    favorites: async ({ type, ...page }, { user }) => ok(await listFavorites(app.db, user.id, type, page)),
    addFavorite: async ({ target, type }, { user }) => {
      await addFavorite(app.db, user.id, type, target);
      return ok(null, '收藏成功');
    },
    removeFavorite: async ({ target, type }, { user }) => {
      await removeFavorite(app.db, user.id, type, target);
      return ok(null, '已取消收藏');
    },
    // Browse history and learning progress: calls of this project (docs/catalogue.md).
    saveBrowse: async ({ bookNo }, { user }) => {
      await saveBrowse(app.db, user.id, bookNo);
      return ok(null);
    },
    browseList: async (page, { user }) => ok(await listBrowse(app.db, user.id, page)),
    removeBrowse: async ({ bookNo }, { user }) => {
      await removeBrowse(app.db, user.id, bookNo);
      return ok(null, '已删除');
    },
    saveProgress: async (input, { user }) => ok(await saveProgress(app.db, user.id, input)),
    progress: async ({ bookNo }, { user }) => ok(await bookProgress(app.db, user.id, bookNo)),
  });
}
