import { randomBytes } from 'node:crypto';
import type { Camp, CheckinPost, Envelope } from '@jc/contract';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../db/index.js';
import { apiCalls } from '../../test/api.js';
import { makeNonce, type TestApp } from '../../test/app.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { shanghaiToday, shiftDay } from './dates.js';

/**
 * A camp of its own for a test: starting `startIn` days from today (negative: already running), of
 * `days` days with one task a day.
 */
export async function makeCamp(
  db: Db,
  opts: {
    startIn?: number;
    days?: number;
    points?: number;
    prizeDays?: number;
    enabled?: boolean;
    version?: string;
  } = {},
  now = Date.now(),
): Promise<{ campId: number; taskIds: number[]; start: string; end: string }> {
  const days = opts.days ?? 10;
  const start = shiftDay(shanghaiToday(now), opts.startIn ?? -2);
  const end = shiftDay(start, days - 1);
  const camp = await db
    .insertInto('checkin_camps')
    .values({
      title: `测试营${randomBytes(2).toString('hex')}`,
      kind: 'reading',
      cover: '',
      intro: '测试',
      version: opts.version ?? '',
      start_date: start,
      end_date: end,
      grade_ids: '',
      points_per_checkin: opts.points ?? 5,
      prize_days: opts.prizeDays ?? 0,
      prize_text: '',
      rules: '',
      service_qr: '',
      service_phone: '',
      enabled: opts.enabled === false ? 0 : 1,
      enrolled_count: 0,
      checkin_count: 0,
      task_count: days,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const taskIds: number[] = [];
  for (let i = 1; i <= days; i++) {
    const t = await db
      .insertInto('checkin_tasks')
      .values({
        camp_id: camp.id,
        day_index: i,
        title: `第${i}天任务`,
        content: '',
        picture: '',
        audio: '',
        checkin_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    taskIds.push(t.id);
  }
  return { campId: camp.id, taskIds, start, end };
}

/** A small real JPEG (or PNG). */
export const picture = (colour = '#3c8f57', format: 'jpeg' | 'png' = 'jpeg') => {
  const img = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  return (format === 'png' ? img.png() : img.jpeg()).toBuffer();
};

export interface FilePartSeed {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart body: form fields and `file` parts. */
export function multipart(fields: Record<string, string>, files: FilePartSeed[]) {
  const boundary = `----jc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An upload call (multipart) below /api/. */
export async function upload<T>(
  t: TestApp,
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: FilePartSeed[] = [],
): Promise<{ status: number; body: Envelope<T> }> {
  const { body, contentType } = multipart(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: {
      nonce: makeNonce(t.config.nonce.key, t.config.nonce.iv),
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A member's summary row. */
export const summaryOf = (db: Db, campId: number, userId: number) =>
  db
    .selectFrom('checkin_enrolments')
    .selectAll()
    .where('camp_id', '=', campId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * A pupil's check-in calls on a test's app: post a check-in (`commit`), edit or delete one (`modify`),
 * enrol, and `member`, a pupil enrolled in a fresh running camp.
 */
export function checkinCalls(t: () => TestApp) {
  const db = () => t().app.db;
  const { post } = apiCalls(t);
  const commit = (
    token: string | undefined,
    fields: Record<string, string>,
    files: Parameters<typeof upload>[4] = [],
  ) => upload<CheckinPost>(t(), 'dakaying/commitDakaInfoAndFile', token, fields, files);
  const modify = (token: string, fields: Record<string, string>, files: Parameters<typeof upload>[4] = []) =>
    upload<CheckinPost | null>(t(), 'dakaying/modifyDakaInfoAndFile', token, fields, files);
  const enrol = (token: string, dakaId: number) =>
    post<Camp>('dakaying/commitDakaYingBaoming', { dakaId: String(dakaId) }, token);
  /** A pupil enrolled in a fresh running camp (day 3 of 10 today). */
  const member = async (opts: Parameters<typeof makeCamp>[1] = {}) => {
    const camp = await makeCamp(db(), opts);
    const u = await makeShopUser(db());
    expect((await enrol(u.token, camp.campId)).status).toBe(200);
    return { ...camp, user: u };
  };
  return { commit, modify, enrol, member };
}
