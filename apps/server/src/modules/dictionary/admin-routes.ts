import { adminDictionaryEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { HOME_CACHE_PREFIX } from '../books/index.js';
import { localFileStore, storeUpload } from '../uploads/index.js';
import { auditView, deleteDic, listAdminDic, saveDic, setDicEnabled, sortDic } from './admin.js';
import { invalidateDictionaries } from './service.js';

/** Operator calls of the dictionaries, admin role only, under /api/admin/dictionary/. */
export default async function adminDictionaryRoutes(app: FastifyInstance) {
  const files = { store: localFileStore(app.appConfig.uploadsDir), limits: app.appConfig.uploadLimits };
  /** The dictionaries' cached answers, and the home lists that show grade, volume and subject names. */
  const changed = () => {
    invalidateDictionaries(app.cache);
    app.cache.invalidate(HOME_CACHE_PREFIX);
  };
  const target = (id: number) => ({ kind: 'dictionary', id });

  serve(app, adminDictionaryEndpoints, {
    list: async ({ type }) => ok(await listAdminDic(app.db, type)),
    save: async (input, ctx) => {
      const { before, after } = await saveDic(app.db, input);
      auditDetail(ctx, {
        target: target(after.id),
        before: before && auditView(before),
        after: auditView(after),
      });
      changed();
      return ok(after, '保存成功');
    },
    setEnabled: async ({ id, enabled }, ctx) => {
      const { before, after } = await setDicEnabled(app.db, id, enabled);
      auditDetail(ctx, {
        target: target(id),
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      });
      changed();
      return ok(after, enabled ? '已启用' : '已停用');
    },
    remove: async ({ id }, ctx) => {
      const before = await deleteDic(app.db, id);
      auditDetail(ctx, { target: target(id), before: auditView(before), after: null });
      changed();
      return ok(null, '已删除');
    },
    sort: async ({ type, ids }, ctx) => {
      const { before, after } = await sortDic(app.db, type, ids);
      auditDetail(ctx, {
        target: { kind: 'dictionary', id: type },
        before: before.map((e) => e.id),
        after: after.map((e) => e.id),
      });
      changed();
      return ok(after, '排序已保存');
    },
    uploadIcon: async ({ file }, { user }) => {
      const part = file[0]!;
      const data = part instanceof Uint8Array ? Buffer.from(part) : Buffer.from(await part.arrayBuffer());
      const up = await storeUpload(app.db, files.store, files.limits, {
        userId: user.id,
        kind: 'image',
        data,
      });
      return ok(up, '图片已上传');
    },
  });
}
