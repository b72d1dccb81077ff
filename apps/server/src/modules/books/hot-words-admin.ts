import { adminHotwordEndpoints, type AdminHotWord } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { notFound } from '../../shared/errors.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';

const HOT_WORD_NOT_FOUND = '热搜词不存在';
const COLUMNS = ['id', 'word', 'sort', 'enabled'] as const;

const toHotWord = (r: { id: number; word: string; sort: number; enabled: 0 | 1 }): AdminHotWord => ({
  id: r.id,
  word: r.word,
  sort: r.sort,
  enabled: r.enabled === 1,
});

async function findHotWord(db: Db, id: number): Promise<AdminHotWord> {
  const row = await db.selectFrom('hot_words').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(HOT_WORD_NOT_FOUND);
  return toHotWord(row);
}

/** Operator calls of the hot search words, admin role only, under /api/admin/hotword/ (not cached). */
export default async function hotWordAdminRoutes(app: FastifyInstance) {
  const db = app.db;
  const target = (id: number) => ({ kind: 'hot_word', id });
  serve(app, adminHotwordEndpoints, {
    list: async () => {
      const rows = await db.selectFrom('hot_words').select(COLUMNS).orderBy('sort').orderBy('id').execute();
      return ok(rows.map(toHotWord));
    },
    save: async (input, ctx) => {
      const values = {
        word: input.word,
        sort: input.sort,
        enabled: input.enabled ? (1 as const) : (0 as const),
      };
      const { before, after } = await db.transaction().execute(async (trx) => {
        if (input.id !== undefined) {
          const before = await findHotWord(trx, input.id);
          await trx.updateTable('hot_words').set(values).where('id', '=', input.id).execute();
          return { before, after: await findHotWord(trx, input.id) };
        }
        const row = await trx
          .insertInto('hot_words')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        return { before: null, after: await findHotWord(trx, row.id) };
      });
      auditDetail(ctx, { target: target(after.id), before, after });
      return ok(after, '保存成功');
    },
    setEnabled: async ({ id, enabled }, ctx) => {
      const { before, after } = await db.transaction().execute(async (trx) => {
        const before = await findHotWord(trx, id);
        await trx
          .updateTable('hot_words')
          .set({ enabled: enabled ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        return { before, after: await findHotWord(trx, id) };
      });
      auditDetail(ctx, {
        target: target(id),
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      });
      return ok(after, enabled ? '已启用' : '已停用');
    },
    remove: async ({ id }, ctx) => {
      const before = await db.transaction().execute(async (trx) => {
        const before = await findHotWord(trx, id);
        await trx.deleteFrom('hot_words').where('id', '=', id).execute();
        return before;
      });
      auditDetail(ctx, { target: target(id), before, after: null });
      return ok(null, '已删除');
    },
  });
}
