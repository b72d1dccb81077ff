import { adminMenuEndpoints, menuEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { sendCached, serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { deleteMenu, listAdminMenus, saveMenu, setMenuEnabled } from './admin.js';
import { invalidateAppMenus, loadAppMenus, MENU_CACHE_KEY } from './service.js';

export default async function menuRoutes(app: FastifyInstance) {
  const load = () => loadAppMenus(app.db);
  serve(app, menuEndpoints, { list: (_input, ctx) => sendCached(ctx, MENU_CACHE_KEY, load) });

  // Operator calls, admin role only, under /api/admin/menu/ (icons go through admin/dictionary/uploadIcon).
  const target = (id: number) => ({ kind: 'menu', id });
  /** The menus' cached answer, and the home lists that carry the home menus (books' HOME_CACHE_PREFIX). */
  const changed = () => {
    invalidateAppMenus(app.cache);
    app.cache.invalidate('bookhome:');
  };
  serve(app, adminMenuEndpoints, {
    list: async ({ position }) => ok(await listAdminMenus(app.db, position)),
    save: async (input, ctx) => {
      const { before, after } = await saveMenu(app.db, input);
      auditDetail(ctx, { target: target(after.id), before, after });
      changed();
      return ok(after, '保存成功');
    },
    setEnabled: async ({ id, enabled }, ctx) => {
      const { before, after } = await setMenuEnabled(app.db, id, enabled);
      auditDetail(ctx, {
        target: target(id),
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      });
      changed();
      return ok(after, enabled ? '已启用' : '已停用');
    },
    remove: async ({ id }, ctx) => {
      const before = await deleteMenu(app.db, id);
      auditDetail(ctx, { target: target(id), before, after: null });
      changed();
      return ok(null, '已删除');
    },
  });
}
