import {
  adminContactEndpoints,
  type AdminKefuDesk,
  type AdminQiweiQr,
  type adminQrListQuery,
  type adminSaveKefuInput,
  type adminSaveQrInput,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { businessRule, notFound } from '../../shared/errors.js';
import { fetchPage } from '../../shared/list-query.js';
import { serve } from '../../shared/serve.js';
import { formatTime } from '../../shared/time.js';
import { auditDetail } from '../audit/index.js';
import { filePartBuffer, localFileStore, storeUpload } from '../uploads/index.js';

/**
 * The operators' customer-service QR codes (docs/advert.md): the enterprise-contact sheets
 * (`qiwei_qrcodes`, getQiweiqrCode) and the kefu desks (getKefuQrcode), under /api/admin/contact/.
 */

const QR_MISSING = '二维码不存在';

async function usedBy(db: Db, id: number): Promise<number> {
  const [ads, books] = await Promise.all([
    db
      .selectFrom('page_ads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('qr_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('friend_qr_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(ads.n) + Number(books.n);
}

export async function adminQr(db: Db, id: number): Promise<AdminQiweiQr> {
  const r = await db.selectFrom('qiwei_qrcodes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw notFound(QR_MISSING);
  return {
    id: r.id,
    type: r.type,
    pageTitle: r.page_title,
    qrTitle: r.qr_title,
    qrTitle2: r.qr_title2,
    path: r.path,
    bottomText: r.bottom_text,
    canClose: r.can_close === 1,
    usedBy: await usedBy(db, r.id),
  };
}

export async function listQrs(db: Db, q: z.output<typeof adminQrListQuery>) {
  const { rows, total } = await fetchPage(db.selectFrom('qiwei_qrcodes').select('id').orderBy('id'), q);
  const list = await Promise.all(rows.map((r) => adminQr(db, r.id)));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function saveQr(db: Db, input: z.output<typeof adminSaveQrInput>) {
  return db.transaction().execute(async (trx) => {
    const same = await trx
      .selectFrom('qiwei_qrcodes')
      .select('id')
      .where('type', '=', input.type)
      .executeTakeFirst();
    if (same && same.id !== input.id) throw businessRule(`类型 ${input.type} 已被其他二维码使用`);
    const before = input.id === undefined ? null : await adminQr(trx, input.id);
    if (before?.type === 'default' && input.type !== 'default')
      throw businessRule('默认二维码（default）的类型不能修改');
    const values = {
      type: input.type,
      page_title: input.pageTitle,
      qr_title: input.qrTitle,
      qr_title2: input.qrTitle2,
      path: input.path,
      bottom_text: input.bottomText,
      can_close: input.canClose ? (1 as const) : (0 as const),
    };
    let id: number;
    if (input.id !== undefined) {
      await trx.updateTable('qiwei_qrcodes').set(values).where('id', '=', input.id).execute();
      id = input.id;
    } else {
      id = (await trx.insertInto('qiwei_qrcodes').values(values).returning('id').executeTakeFirstOrThrow())
        .id;
    }
    return { before, qr: await adminQr(trx, id) };
  });
}

export async function deleteQr(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await adminQr(trx, id);
    if (before.type === 'default') throw businessRule('默认二维码（default）不能删除');
    if (before.usedBy > 0) throw businessRule(`该二维码正被${before.usedBy}个广告或图书使用，不能删除`);
    await trx.deleteFrom('qiwei_qrcodes').where('id', '=', id).execute();
    return before;
  });
}

const KEFU_TITLES: Record<string, string> = { kefu_1: '在线客服', kefu_ks: '教材服务', kefu_js: '教师服务' };

export async function listKefu(db: Db): Promise<AdminKefuDesk[]> {
  const rows = await db.selectFrom('kefu_desks').selectAll().orderBy('type').execute();
  return rows.map((r) => ({
    type: r.type,
    title: r.title,
    qrPath: r.qr_path,
    qrTitle: r.qr_title,
    phone: r.phone,
    workTime: r.work_time,
    tips: r.tips,
    updatedAt: formatTime(Number(r.updated_at)),
  }));
}

export async function saveKefu(db: Db, input: z.output<typeof adminSaveKefuInput>, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const before = (await listKefu(trx)).find((d) => d.type === input.type) ?? null;
    const values = {
      title: input.title || (KEFU_TITLES[input.type] ?? input.type),
      qr_path: input.qrPath,
      qr_title: input.qrTitle,
      phone: input.phone,
      work_time: input.workTime,
      tips: input.tips,
      updated_at: now,
    };
    if (before) await trx.updateTable('kefu_desks').set(values).where('type', '=', input.type).execute();
    else
      await trx
        .insertInto('kefu_desks')
        .values({ type: input.type, ...values })
        .execute();
    const after = (await listKefu(trx)).find((d) => d.type === input.type)!;
    return { before, after };
  });
}

export function serveContactAdmin(app: FastifyInstance) {
  const store = localFileStore(app.appConfig.uploadsDir);
  const plain = (q: AdminQiweiQr) => ({ ...q, usedBy: undefined });
  const desk = (d: AdminKefuDesk) => ({ ...d, updatedAt: undefined });
  serve(app, adminContactEndpoints, {
    qrList: async (q) => ok(await listQrs(app.db, q)),
    saveQr: async (input, ctx) => {
      const { before, qr } = await saveQr(app.db, input);
      auditDetail(ctx, {
        target: { kind: 'qiwei_qr', id: qr.id },
        before: before && plain(before),
        after: plain(qr),
      });
      return ok(qr, '保存成功');
    },
    deleteQr: async ({ id }, ctx) => {
      const before = await deleteQr(app.db, id);
      auditDetail(ctx, { target: { kind: 'qiwei_qr', id }, before: plain(before), after: null });
      return ok(null, '已删除');
    },
    kefuList: async () => ok(await listKefu(app.db)),
    saveKefu: async (input, ctx) => {
      const { before, after } = await saveKefu(app.db, input);
      auditDetail(ctx, {
        target: { kind: 'kefu_desk', id: input.type },
        before: before && desk(before),
        after: desk(after),
      });
      return ok(after, '保存成功');
    },
    uploadPicture: async ({ file }, { user }) => {
      const up = await storeUpload(app.db, store, app.appConfig.uploadLimits, {
        userId: user.id,
        kind: 'image',
        data: await filePartBuffer(file[0]!),
      });
      return ok(up, '图片已上传');
    },
  });
}
