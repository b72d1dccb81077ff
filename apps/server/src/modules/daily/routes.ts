import {
  adminDailyEndpoints,
  DAILY_KIND_NAMES,
  dailyEndpoints,
  type DailyKind,
  type DailyOne,
  type Envelope,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { filePartBuffer, localFileStore, storeUpload } from '../uploads/index.js';
import { deletePiece, getPiece, listPieces, savePiece, setEnabled } from './admin.js';
import { dailyOne, type DailyInput } from './service.js';

/**
 * The eight daily reading calls (bookmain/getChenduOne …), anyone may read them; and the operators'
 * calls under admin/daily/. The pupils' calls read the store each time (no cache), so an operator's
 * change shows on the next call.
 */
export default async function dailyRoutes(app: FastifyInstance) {
  // The calls differ only by path: one handler per kind.
  const handlers = {} as Record<DailyKind, (input: DailyInput) => Promise<Envelope<DailyOne>>>;
  for (const kind of DAILY_KIND_NAMES)
    handlers[kind] = async (input) => ok(await dailyOne(app.db, kind, input));
  serve(app, dailyEndpoints, handlers);

  const store = localFileStore(app.appConfig.uploadsDir);
  const target = (id: number) => ({ kind: 'daily_piece', id });
  serve(app, adminDailyEndpoints, {
    list: async (q) => ok(await listPieces(app.db, q)),
    piece: async ({ id }) => ok(await getPiece(app.db, id)),
    save: async (input, ctx) => {
      const { before, piece } = await savePiece(app.db, input);
      auditDetail(ctx, { target: target(piece.id), before, after: piece });
      return ok(piece, '保存成功');
    },
    setEnabled: async ({ id, enabled }, ctx) => {
      const { before, piece } = await setEnabled(app.db, id, enabled);
      auditDetail(ctx, { target: target(id), before: { enabled: before }, after: { enabled } });
      return ok(piece, enabled ? '已启用' : '已停用');
    },
    remove: async ({ id }, ctx) => {
      const before = await deletePiece(app.db, id);
      auditDetail(ctx, { target: target(id), before, after: null });
      return ok(null, '已删除');
    },
    upload: async ({ kind, file }, { user }) => {
      const part = file[0] as Blob | Uint8Array;
      const up = await storeUpload(app.db, store, app.appConfig.uploadLimits, {
        userId: user.id,
        kind,
        data: await filePartBuffer(part),
      });
      return ok({ url: up.url, kind, size: up.size }, '上传成功');
    },
  });
}
