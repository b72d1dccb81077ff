import {
  adminAdvertEndpoints,
  type AdminPageAd,
  type AdSlot,
  type AdStatus,
  type adminAdListQuery,
  type adminSaveAdInput,
  scheduleTimeFromMs,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage } from '../../shared/list-query.js';
import { serve } from '../../shared/serve.js';
import { parseScheduleTime } from '../../shared/time.js';
import { auditDetail } from '../audit/index.js';
import { filePartBuffer, localFileStore, storeUpload } from '../uploads/index.js';
import { VIDEO_ADS_CACHE_PREFIX } from './ads.js';
import type { PageAdsTable } from './tables.js';

/** The operators' pop-ups and page ads (docs/advert.md), under /api/admin/advert/. */

const AD_MISSING = '广告不存在';

export function adStatus(
  row: Pick<Selectable<PageAdsTable>, 'enabled' | 'starts_at' | 'ends_at'>,
  now: number,
): AdStatus {
  if (row.enabled !== 1) return 'disabled';
  if (row.starts_at !== null && Number(row.starts_at) > now) return 'scheduled';
  if (row.ends_at !== null && Number(row.ends_at) <= now) return 'ended';
  return 'live';
}

type AdRow = Selectable<PageAdsTable> & { subject_name: string | null };

function toAdminAd(r: AdRow, now: number): AdminPageAd {
  const startsAt = r.starts_at === null ? null : Number(r.starts_at);
  const endsAt = r.ends_at === null ? null : Number(r.ends_at);
  return {
    id: r.id,
    page: r.page,
    slot: r.slot as AdSlot,
    subjectId: r.subject_id,
    subjectName: r.subject_name ?? '',
    name: r.name,
    icon: r.icon,
    urlAddress: r.url_address,
    desc: r.desc,
    qrId: r.qr_id,
    sort: r.sort,
    enabled: r.enabled === 1,
    startsAt: scheduleTimeFromMs(startsAt),
    endsAt: scheduleTimeFromMs(endsAt),
    status: adStatus({ enabled: r.enabled, starts_at: startsAt, ends_at: endsAt }, now),
  };
}

const adQuery = (db: Db) =>
  db
    .selectFrom('page_ads')
    .leftJoin('dictionaries as s', 's.id', 'page_ads.subject_id')
    .selectAll('page_ads')
    .select('s.name as subject_name');

export async function adminAd(db: Db, id: number, now = Date.now()): Promise<AdminPageAd> {
  const row = await adQuery(db).where('page_ads.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(AD_MISSING);
  return toAdminAd(row, now);
}

export async function listAds(db: Db, q: z.output<typeof adminAdListQuery>, now = Date.now()) {
  let query = adQuery(db);
  if (q.page) query = query.where('page_ads.page', '=', q.page);
  if (q.slot) query = query.where('page_ads.slot', '=', q.slot);
  if (q.status === 'disabled') query = query.where('page_ads.enabled', '=', 0);
  else if (q.status) {
    query = query.where('page_ads.enabled', '=', 1);
    if (q.status === 'scheduled') query = query.where('page_ads.starts_at', '>', now);
    if (q.status === 'ended') query = query.where('page_ads.ends_at', '<=', now);
    if (q.status === 'live')
      query = query
        .where((eb) => eb.or([eb('page_ads.starts_at', 'is', null), eb('page_ads.starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('page_ads.ends_at', 'is', null), eb('page_ads.ends_at', '>', now)]));
  }
  const { rows, total } = await fetchPage(
    query.orderBy('page_ads.page').orderBy('page_ads.slot').orderBy('page_ads.sort').orderBy('page_ads.id'),
    q,
  );
  return { list: rows.map((r) => toAdminAd(r, now)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function saveAd(db: Db, input: z.output<typeof adminSaveAdInput>) {
  const startsAt = parseScheduleTime(input.startsAt, '开始时间');
  const endsAt = parseScheduleTime(input.endsAt, '结束时间');
  return db.transaction().execute(async (trx) => {
    if (input.subjectId !== null) {
      const s = await trx
        .selectFrom('dictionaries')
        .select('id')
        .where('id', '=', input.subjectId)
        .where('dic_type', '=', 'subject')
        .executeTakeFirst();
      if (!s) throw badInput('学科（subjectId）不存在');
    }
    if (input.qrId !== null) {
      const qr = await trx
        .selectFrom('qiwei_qrcodes')
        .select('id')
        .where('id', '=', input.qrId)
        .executeTakeFirst();
      if (!qr) throw badInput('客服二维码（qrId）不存在');
    }
    const values = {
      page: input.page,
      slot: input.slot,
      subject_id: input.subjectId,
      name: input.name,
      icon: input.icon,
      url_address: input.urlAddress,
      desc: input.slot === 'popup' ? input.desc || 'daily' : '',
      qr_id: input.qrId,
      sort: input.sort,
      enabled: input.enabled ? (1 as const) : (0 as const),
      starts_at: startsAt,
      ends_at: endsAt,
    };
    let before: AdminPageAd | null = null;
    let id: number;
    if (input.id !== undefined) {
      before = await adminAd(trx, input.id);
      await trx.updateTable('page_ads').set(values).where('id', '=', input.id).execute();
      id = input.id;
    } else {
      const made = await trx.insertInto('page_ads').values(values).returning('id').executeTakeFirstOrThrow();
      id = made.id;
    }
    return { before, ad: await adminAd(trx, id) };
  });
}

export async function setAdEnabled(db: Db, id: number, enabled: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await adminAd(trx, id);
    await trx
      .updateTable('page_ads')
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    return { before, ad: await adminAd(trx, id) };
  });
}

export async function deleteAd(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await adminAd(trx, id);
    await trx.deleteFrom('page_ads').where('id', '=', id).execute();
    return before;
  });
}

/** The admin routes, served from the books module's route plugin (page_ads is its table). */
export function serveAdsAdmin(app: FastifyInstance) {
  const store = localFileStore(app.appConfig.uploadsDir);
  const brief = (a: AdminPageAd) => ({
    name: a.name,
    page: a.page,
    slot: a.slot,
    subjectId: a.subjectId,
    icon: a.icon,
    enabled: a.enabled,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
  });
  serve(app, adminAdvertEndpoints, {
    adList: async (q) => ok(await listAds(app.db, q)),
    saveAd: async (input, ctx) => {
      const { before, ad } = await saveAd(app.db, input);
      app.cache.invalidate(VIDEO_ADS_CACHE_PREFIX);
      auditDetail(ctx, {
        target: { kind: 'ad', id: ad.id },
        before: before && brief(before),
        after: brief(ad),
      });
      return ok(ad, '保存成功');
    },
    setEnabled: async ({ id, enabled }, ctx) => {
      const { before, ad } = await setAdEnabled(app.db, id, enabled);
      app.cache.invalidate(VIDEO_ADS_CACHE_PREFIX);
      auditDetail(ctx, {
        target: { kind: 'ad', id },
        before: { enabled: before.enabled },
        after: { enabled: ad.enabled },
      });
      return ok(ad, enabled ? '已启用' : '已停用');
    },
    deleteAd: async ({ id }, ctx) => {
      const before = await deleteAd(app.db, id);
      app.cache.invalidate(VIDEO_ADS_CACHE_PREFIX);
      auditDetail(ctx, { target: { kind: 'ad', id }, before: brief(before), after: null });
      return ok(null, '已删除');
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
