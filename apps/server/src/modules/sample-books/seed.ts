import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressSnapshot, YangshuStatus } from '@jc/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { resolveArea } from '../address/index.js';
import { storeUpload } from '../uploads/index.js';
import { termOf } from './term.js';

const DAY = 24 * 3600_000;

/** How many books of the catalogue are on offer, and the most copies of one a request may ask for. */
export const YANGSHU_OFFER_COUNT = 12;

interface RequestSeed {
  status: YangshuStatus;
  daysAgo: number;
  /** Offer positions (0-based, in the offer's order) and copies. */
  items: [number, number][];
  note: string;
  waybill?: [string, string];
  reason?: string;
  /** A photo of the received books (the first book's cover, photographed). */
  photo?: boolean;
}

/** The `teacher` account's requests, one of each status (docs/teacher.md, "Sample books"). */
export const YANGSHU_REQUEST_SEED: RequestSeed[] = [
  {
    status: 'received',
    daysAgo: 40,
    items: [[0, 1]],
    note: '开学备课用，谢谢！',
    waybill: ['顺丰速运', 'SF1402938475612'],
    photo: true,
  },
  {
    status: 'rejected',
    daysAgo: 20,
    items: [
      [5, 2],
      [6, 1],
    ],
    note: '',
    reason: '该册样书本学期已发放完毕，请改选其他册次',
  },
  { status: 'shipped', daysAgo: 10, items: [[1, 1]], note: '', waybill: ['中通快递', 'ZT7302918846'] },
  { status: 'approved', daysAgo: 4, items: [[2, 1]], note: '工作日白天送到学校门卫即可' },
  {
    status: 'requested',
    daysAgo: 1,
    items: [
      [3, 1],
      [4, 1],
    ],
    note: '',
  },
];

const TEACHER_ADDRESS = {
  name: '王老师',
  phone: '13800001234',
  provinceCode: '33',
  cityCode: '3301',
  districtCode: '330106',
  detail: '文三路 199 号 杭州市学军小学 教务处',
};

async function photoOfCover(svg: Buffer): Promise<Buffer> {
  const cover = await sharp(svg).resize({ height: 720 }).png().toBuffer();
  return sharp({ create: { width: 960, height: 1080, channels: 3, background: '#d9c7a6' } })
    .composite([{ input: cover, gravity: 'center' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The names of TEACHER_ADDRESS's codes, should a store's area tree lack them. */
const HANGZHOU_XIHU = { province: '浙江省', city: '杭州市', district: '西湖区' };

async function seedSampleBooks({
  trx,
  dialect,
  now,
  files,
}: SeedContext): Promise<Record<string, number> | null> {
  if (dialect === 'postgres') await sql`lock table yangshu_offers in exclusive mode`.execute(trx);
  if (await trx.selectFrom('yangshu_offers').select('id').limit(1).executeTakeFirst()) return null;
  // Books of every subject, spread over the grades and both volumes.
  const books = await trx
    .selectFrom('books')
    .select(['id', 'book_no', 'title', 'cover', 'subject_id'])
    .where('enabled', '=', 1)
    .orderBy('subject_id')
    .orderBy('grade_id')
    .orderBy('cebie_id')
    .orderBy('id')
    .execute();
  const bySubject = new Map<number, typeof books>();
  for (const b of books) bySubject.set(b.subject_id, [...(bySubject.get(b.subject_id) ?? []), b]);
  const each = Math.ceil(YANGSHU_OFFER_COUNT / Math.max(1, bySubject.size));
  const spread = [...bySubject.values()].map((list) =>
    list.filter((_, i) => i % Math.max(1, Math.floor(list.length / each)) === 0).slice(0, each),
  );
  // Round robin over the subjects, so the first books of the list are of different subjects.
  const picked: typeof books = [];
  for (let i = 0; i < each; i++)
    for (const list of spread) if (list[i]) picked.push(list[i] as (typeof books)[number]);
  picked.splice(YANGSHU_OFFER_COUNT);
  if (picked.length === 0) return null;
  const offers: { id: number; bookNo: string; title: string; cover: string }[] = [];
  for (const [i, b] of picked.entries()) {
    const row = await trx
      .insertInto('yangshu_offers')
      .values({
        book_id: b.id,
        max_per_request: i % 4 === 0 ? 3 : 2,
        sort: i,
        enabled: 1,
        created_at: now - 60 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    offers.push({ id: row.id, bookNo: b.book_no, title: b.title, cover: b.cover });
  }

  const teacher = await trx
    .selectFrom('users')
    .select('id')
    .where('account', '=', 'teacher')
    .executeTakeFirst();
  if (!teacher) return { yangshu_offers: offers.length };
  const userId = teacher.id;
  const own = await trx
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .executeTakeFirst();
  const address = own
    ? {
        name: own.name,
        phone: own.phone,
        provinceCode: own.province_code,
        provinceName: own.province_name,
        cityCode: own.city_code,
        cityName: own.city_name,
        districtCode: own.district_code,
        districtName: own.district_name,
        detail: own.detail,
      }
    : await (async () => {
        // The demo teacher's first address, with its area names from the area tree.
        const names = await resolveArea(trx, TEACHER_ADDRESS).catch(() => HANGZHOU_XIHU);
        const at = now - 50 * DAY;
        const snapshot = {
          ...TEACHER_ADDRESS,
          provinceName: names.province,
          cityName: names.city,
          districtName: names.district,
        };
        await trx
          .insertInto('addresses')
          .values({
            user_id: userId,
            name: snapshot.name,
            phone: snapshot.phone,
            province_code: snapshot.provinceCode,
            province_name: snapshot.provinceName,
            city_code: snapshot.cityCode,
            city_name: snapshot.cityName,
            district_code: snapshot.districtCode,
            district_name: snapshot.districtName,
            detail: snapshot.detail,
            is_default: 1,
            created_at: at,
            updated_at: at,
          })
          .execute();
        return snapshot;
      })();

  let requests = 0;
  let photos = 0;
  const used = new Map<string, number>();
  for (const r of YANGSHU_REQUEST_SEED) {
    const at = now - r.daysAgo * DAY - 2 * 3600_000;
    const lines = r.items
      .map(([pos, count]) => ({ o: offers[pos], count }))
      .filter((l): l is { o: (typeof offers)[number]; count: number } => l.o !== undefined);
    if (lines.length === 0) continue;
    const total = lines.reduce((n, l) => n + l.count, 0);
    const term = termOf(at).key;
    const passed = (s: YangshuStatus[]) => s.includes(r.status);
    const row = await trx
      .insertInto('yangshu_requests')
      .values({
        user_id: userId,
        term,
        total_count: total,
        address: JSON.stringify(address satisfies AddressSnapshot),
        note: r.note,
        status: r.status,
        express_company: r.waybill?.[0] ?? '',
        waybill_no: r.waybill?.[1] ?? '',
        reject_reason: r.reason ?? '',
        created_at: at,
        approved_at: passed(['approved', 'shipped', 'received']) ? at + DAY / 2 : null,
        shipped_at: passed(['shipped', 'received']) ? at + DAY : null,
        received_at: passed(['received']) ? at + 3 * DAY : null,
        rejected_at: passed(['rejected']) ? at + DAY / 2 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('yangshu_request_items')
      .values(
        lines.map(({ o, count }, position) => ({
          request_id: row.id,
          position,
          offer_id: o.id,
          book_no: o.bookNo,
          title: o.title,
          cover: o.cover,
          count,
        })),
      )
      .execute();
    requests++;
    if (r.status !== 'rejected') used.set(term, (used.get(term) ?? 0) + total);
    const first = lines[0]?.o;
    if (r.photo && files && first?.cover.startsWith('/media/')) {
      const svg = await readFile(join(files.mediaDir, first.cover.slice('/media/'.length))).catch(() => null);
      if (!svg) continue;
      // The received book on a desk: its cover on a warm background, as a phone photo would frame it.
      const up = await photoOfCover(svg)
        .then((data) =>
          storeUpload(trx, files.store, files.limits, { userId, kind: 'image', data }, at + 3 * DAY),
        )
        .catch(() => null);
      if (!up) continue;
      await trx
        .insertInto('yangshu_receipt_pictures')
        .values({ request_id: row.id, upload_id: up.id, position: 0 })
        .execute();
      photos++;
    }
  }
  for (const [term, n] of used)
    await trx.insertInto('yangshu_term_counts').values({ user_id: userId, term, used: n }).execute();
  return { yangshu_offers: offers.length, yangshu_requests: requests, yangshu_receipt_pictures: photos };
}

/** With demo seeding: the offer of the demo catalogue and the demo teacher's requests in every status. */
export const sampleBookSeed: ModuleSeed = {
  after: ['books', 'account', 'area', 'shop'],
  run: async (ctx) => (ctx.demo ? seedSampleBooks(ctx) : null),
};
