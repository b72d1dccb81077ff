import { createHash } from 'node:crypto';
import type {
  adminReminderEndpoints,
  MsgTemplate,
  ParsedOf,
  Reminder,
  reminderEndpoints,
} from '@jc/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { nextAt, nowSlot, weekdaysFromText, weekdaysToText } from './slots.js';

/** At most this many reminders a user. */
export const MAX_REMINDERS = 20;
/** At most this many devices a user; the least recently registered make way. */
export const MAX_SUBSCRIPTIONS = 10;

export const REMINDER_NOT_FOUND_MSG = '提醒不存在或已删除';
export const TEMPLATE_NOT_FOUND_MSG = '提醒内容不存在，请重新选择';
export const TOO_MANY_REMINDERS_MSG = `最多设置${MAX_REMINDERS}个提醒，请先删除不用的提醒`;
export const BAD_SUBSCRIPTION_MSG = '推送标识（registerID）不是有效的推送订阅';
export const BAD_PUSH_ID_MSG = '推送标识（registerID）格式不正确';

type SaveInput = ParsedOf<(typeof reminderEndpoints)['save']>;
type TemplateInput = ParsedOf<(typeof adminReminderEndpoints)['saveTemplate']>;

const templateColumns = ['id', 'title', 'content', 'path'] as const;

export function listTemplates(db: Db): Promise<MsgTemplate[]> {
  return db.selectFrom('reminder_templates').select(templateColumns).orderBy('id').execute();
}

function reminderQuery(db: Db | Transaction<Database>) {
  return db
    .selectFrom('reminders as r')
    .innerJoin('reminder_templates as t', 't.id', 'r.template_id')
    .select([
      'r.id',
      'r.template_id',
      't.title',
      't.content',
      'r.weekdays',
      'r.time',
      'r.enabled',
      'r.last_slot',
    ]);
}

type ReminderRow = Awaited<ReturnType<ReturnType<typeof reminderQuery>['executeTakeFirstOrThrow']>>;

function toReminder(r: ReminderRow, now: number): Reminder {
  return {
    id: r.id,
    templateId: r.template_id,
    title: r.title,
    content: r.content,
    weekdays: weekdaysFromText(r.weekdays),
    time: r.time,
    enabled: r.enabled === 1,
    nextAt: nextAt(
      { weekdays: r.weekdays, time: r.time, enabled: r.enabled === 1, lastSlot: r.last_slot },
      now,
    ),
  };
}

export async function myReminders(db: Db, userId: number, now = Date.now()): Promise<Reminder[]> {
  const rows = await reminderQuery(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.time')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => toReminder(r, now));
}

/**
 * A new reminder or a change to one of the caller's own. Saving marks the current minute as the last
 * slot, so a reminder is first sent at its next time after the save (never for a time already past).
 */
export async function saveReminder(
  db: Db,
  userId: number,
  input: SaveInput,
  now = Date.now(),
): Promise<Reminder> {
  const id = await db.transaction().execute(async (trx) => {
    const template = await trx
      .selectFrom('reminder_templates')
      .select('id')
      .where('id', '=', input.templateId)
      .executeTakeFirst();
    if (!template) throw notFound(TEMPLATE_NOT_FOUND_MSG);
    const values = {
      template_id: input.templateId,
      weekdays: weekdaysToText(input.weekdays),
      time: input.time,
      enabled: input.enabled ? (1 as const) : (0 as const),
      last_slot: nowSlot(now),
      updated_at: now,
    };
    if (input.id !== undefined) {
      const res = await trx
        .updateTable('reminders')
        .set(values)
        .where('id', '=', input.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound(REMINDER_NOT_FOUND_MSG);
      return input.id;
    }
    const { n } = await trx
      .selectFrom('reminders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_REMINDERS) throw businessRule(TOO_MANY_REMINDERS_MSG);
    const row = await trx
      .insertInto('reminders')
      .values({ ...values, user_id: userId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const saved = await reminderQuery(db).where('r.id', '=', id).executeTakeFirstOrThrow();
  return toReminder(saved, now);
}

export async function deleteReminder(db: Db, userId: number, id: number): Promise<void> {
  const res = await db
    .deleteFrom('reminders')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw notFound(REMINDER_NOT_FOUND_MSG);
}

// ---------------------------------------------------------------- push subscriptions

export type ParsedPushId =
  { kind: 'webpush'; endpoint: string; p256dh: string; auth: string } | { kind: 'native'; endpoint: string };

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const bytesOf = (s: unknown): Buffer | null =>
  typeof s === 'string' && B64URL.test(s) ? Buffer.from(s.replace(/=+$/, ''), 'base64url') : null;

const urlOf = (value: unknown): URL | null => {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * A registerID: the JSON of a browser's PushSubscription (an https endpoint, or http outside
 * production where tests run a local push service; a P-256 public key of 65 bytes and a 16-byte auth
 * secret), or else a native shell's push id (letters, digits and `._:-`).
 */
export function parsePushId(registerID: string, opts: { allowHttp: boolean }): ParsedPushId {
  const text = registerID.trim();
  if (text.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw badInput(BAD_SUBSCRIPTION_MSG);
    }
    const sub = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } | null;
    const url = urlOf(sub?.endpoint);
    const p256dh = bytesOf(sub?.keys?.p256dh);
    const auth = bytesOf(sub?.keys?.auth);
    if (
      !url ||
      !(url.protocol === 'https:' || (opts.allowHttp && url.protocol === 'http:')) ||
      !p256dh ||
      p256dh.length !== 65 ||
      p256dh[0] !== 4 ||
      !auth ||
      auth.length !== 16
    )
      throw badInput(BAD_SUBSCRIPTION_MSG);
    return {
      kind: 'webpush',
      endpoint: url.toString(),
      p256dh: p256dh.toString('base64url'),
      auth: auth.toString('base64url'),
    };
  }
  if (!/^[\w.:-]{1,200}$/.test(text)) throw badInput(BAD_PUSH_ID_MSG);
  return { kind: 'native', endpoint: text };
}

/**
 * Stores a device's push address for the caller. A device that another account registered before
 * moves to the caller (one row per endpoint); a user keeps the latest MAX_SUBSCRIPTIONS devices.
 */
export async function savePushId(
  db: Db,
  userId: number,
  registerID: string,
  opts: { allowHttp: boolean },
  now = Date.now(),
): Promise<void> {
  const parsed = parsePushId(registerID, opts);
  const keyHash = createHash('sha256').update(`${parsed.kind}:${parsed.endpoint}`).digest('hex');
  const keys =
    parsed.kind === 'webpush' ? { p256dh: parsed.p256dh, auth: parsed.auth } : { p256dh: '', auth: '' };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        kind: parsed.kind,
        key_hash: keyHash,
        endpoint: parsed.endpoint,
        ...keys,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('key_hash').doUpdateSet({ user_id: userId, ...keys, updated_at: now }))
      .execute();
    const keep = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_SUBSCRIPTIONS)
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        keep.map((k) => k.id),
      )
      .execute();
  });
}

/**
 * Removes a user's reminders and push subscriptions (account cancellation calls this in its own
 * transaction). Answers how many rows went.
 */
export async function removeUserReminders(
  trx: Db | Transaction<Database>,
  userId: number,
): Promise<{ reminders: number; subscriptions: number }> {
  const r = await trx.deleteFrom('reminders').where('user_id', '=', userId).executeTakeFirst();
  const s = await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).executeTakeFirst();
  return { reminders: Number(r.numDeletedRows), subscriptions: Number(s.numDeletedRows) };
}

// ---------------------------------------------------------------- operators

export async function adminSaveTemplate(
  db: Db,
  input: TemplateInput,
  now = Date.now(),
): Promise<MsgTemplate> {
  const values = { title: input.title, content: input.content, path: input.path, updated_at: now };
  if (input.id !== undefined) {
    const res = await db
      .updateTable('reminder_templates')
      .set(values)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw notFound('提醒模板不存在');
    return { id: input.id, title: input.title, content: input.content, path: input.path };
  }
  return db
    .insertInto('reminder_templates')
    .values({ ...values, created_at: now })
    .returning(templateColumns)
    .executeTakeFirstOrThrow();
}
