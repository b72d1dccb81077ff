import type { ReminderPush } from '@jc/contract';
import type { Db } from '../../db/index.js';
import type { NativeMessage, NativeOutcome, NativePushSender } from './native-push.js';
import { sendPush, type PushOutcome, type VapidKeys } from './push.js';
import { dueWindow, slotOf } from './slots.js';

/** A slot missed by at most this much (a restart, a slow tick) is still sent; older ones are skipped. */
export const GRACE_MS = 10 * 60_000;
/** Deliveries are kept this long (they are the once-only record of recent slots). */
export const DELIVERY_KEEP_MS = 30 * 24 * 3600_000;
/** Pushes in flight at once. */
const PARALLEL = 8;
/** Due reminders (and retries) read per query. */
const PAGE = 500;
/** Tries of a native push in all (the first send and the retries). */
export const RETRY_ATTEMPTS = 5;
/** The first retry waits this long (the next tick), each further one twice as long. */
export const RETRY_BASE_MS = 15_000;
/** A retry not sent within this much of the first try is dropped (a reminder an hour late is noise). */
export const RETRY_MAX_AGE_MS = 3600_000;

export interface TickDeps {
  db: Db;
  vapid: () => Promise<VapidKeys & { subject: string }>;
  /** Sends to the native app's push ids; null: they are skipped (no FCM_SERVICE_ACCOUNT_FILE). */
  native?: NativePushSender | null;
  onError?: (err: Error) => void;
}

export interface TickReport {
  /** Reminder slots this tick claimed (and nobody else). */
  claimed: number;
  /** Pushes accepted (the first sends of the claimed slots and this tick's retries). */
  sent: number;
  failed: number;
  /** Devices removed because the push service said they are gone (404/410, UNREGISTERED). */
  removed: number;
}

/** The notification a service worker shows (its `push` handler reads this JSON). */
export type ReminderNotification = ReminderPush;

interface Claimed {
  id: number;
  userId: number;
  slot: string;
  notification: ReminderNotification;
}

/**
 * Claims a slot of a reminder: moves its `last_slot` forward only if no one did yet, and records the
 * delivery, in one transaction. Of two ticks (in one process or two) exactly one gets `true`; the
 * unique (reminder, slot) of the deliveries backs that up.
 */
async function claim(
  db: Db,
  reminderId: number,
  userId: number,
  slot: string,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('reminders')
      .set({ last_slot: slot })
      .where('id', '=', reminderId)
      .where('enabled', '=', 1)
      .where((w) => w.or([w('last_slot', 'is', null), w('last_slot', '<', slot)]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('reminder_deliveries')
      .values({
        reminder_id: reminderId,
        slot,
        user_id: userId,
        sent: 0,
        failed: 0,
        removed: 0,
        created_at: now,
      })
      .execute();
    return true;
  });
}

/** Finds the reminders due at `now` (within GRACE_MS) and claims each slot once. */
async function claimDue(db: Db, now: number): Promise<Claimed[]> {
  const out: Claimed[] = [];
  for (const { date, weekday, times } of dueWindow(now, GRACE_MS)) {
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('reminders as r')
        .innerJoin('reminder_templates as t', 't.id', 'r.template_id')
        .select(['r.id', 'r.user_id', 'r.time', 'r.last_slot', 't.title', 't.content', 't.path'])
        .where('r.enabled', '=', 1)
        .where('r.time', 'in', times)
        .where('r.weekdays', 'like', `%${weekday}%`)
        .where('r.id', '>', after)
        .orderBy('r.id')
        .limit(PAGE)
        .execute();
      for (const r of rows) {
        const slot = slotOf(date, r.time);
        if (r.last_slot !== null && r.last_slot >= slot) continue;
        if (!(await claim(db, r.id, r.user_id, slot, now))) continue;
        out.push({
          id: r.id,
          userId: r.user_id,
          slot,
          notification: {
            title: r.title,
            body: r.content,
            path: r.path,
            tag: `reminder-${r.id}`,
            reminderId: r.id,
            slot,
          },
        });
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }
  return out;
}

/** Runs `fn` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What the sends of one message did: pushes accepted, failed, and devices removed. */
export interface PushCounts {
  sent: number;
  failed: number;
  removed: number;
}

interface Device {
  id: number;
  user_id: number;
  kind: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The devices of these users a push can go to: Web Push, and native ids when a sender is configured. */
async function devicesOf(deps: TickDeps, userIds: number[]): Promise<Device[]> {
  if (userIds.length === 0) return [];
  return deps.db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'kind', 'endpoint', 'p256dh', 'auth'])
    .where('kind', 'in', deps.native ? ['webpush', 'native'] : ['webpush'])
    .where('user_id', 'in', userIds)
    .execute();
}

/** The native notification of a payload (a reminder's or the weekly report's JSON). */
function nativeMessage(payload: string): NativeMessage {
  const p = JSON.parse(payload) as Partial<NativeMessage>;
  return { title: p.title ?? '', body: p.body ?? '', path: p.path ?? '/pages/index/home', tag: p.tag ?? '' };
}

interface Job {
  device: Device;
  payload: string;
  counts: PushCounts;
  /** Tries made before this one (0: the first send). */
  attempts: number;
  /** When the first try was made. */
  since: number;
}

/**
 * Sends each job (8 at a time, outside any transaction): Web Push with VAPID, native ids through the
 * configured sender. A device the service says is gone (Web Push 404/410, FCM UNREGISTERED) is removed;
 * a native push the service could not take for now (5xx, 429) is queued in `push_retries` for a later
 * tick; other failures are logged.
 */
async function deliver(deps: TickDeps, jobs: Job[], now: number): Promise<void> {
  if (jobs.length === 0) return;
  const vapid = jobs.some((j) => j.device.kind === 'webpush') ? await deps.vapid() : null;
  const gone = new Set<number>();
  const retries: Job[] = [];
  /** Counts one send, whichever sender made it: a gone device is removed, a passing failure retried. */
  const settle = (job: Job, outcome: PushOutcome | NativeOutcome, describe: (will: string) => string) => {
    const { counts, device } = job;
    if (outcome.kind === 'sent') counts.sent++;
    else if (outcome.kind === 'gone') {
      counts.removed++;
      gone.add(device.id);
    } else {
      counts.failed++;
      const retry = outcome.kind === 'retry' && job.attempts + 1 < RETRY_ATTEMPTS;
      if (retry) retries.push(job);
      deps.onError?.(new Error(`${describe(retry ? ' (will retry)' : '')}: ${outcome.reason}`));
    }
  };
  await eachLimited(jobs, PARALLEL, async (job) => {
    const { device, payload } = job;
    if (device.kind === 'native') {
      const native = deps.native;
      if (!native) return;
      let message: NativeMessage;
      try {
        message = nativeMessage(payload);
      } catch (err) {
        job.counts.failed++;
        deps.onError?.(new Error(`native push to device ${device.id}: ${(err as Error).message}`));
        return;
      }
      settle(
        job,
        await native.send(device.endpoint, message),
        (will) => `${native.name} push to device ${device.id} failed${will}`,
      );
      return;
    }
    if (!vapid) return;
    // Web Push answers no 'retry': a subscription's failure waits for the next reminder.
    settle(job, await sendPush(device, payload, vapid), () => `push to subscription ${device.id} failed`);
  });
  if (gone.size > 0)
    await deps.db
      .deleteFrom('push_subscriptions')
      .where('id', 'in', [...gone])
      .execute();
  const keep = retries.filter((j) => !gone.has(j.device.id));
  if (keep.length > 0)
    await deps.db
      .insertInto('push_retries')
      .values(
        keep.map((j) => ({
          subscription_id: j.device.id,
          payload: j.payload,
          attempts: j.attempts + 1,
          next_at: now + RETRY_BASE_MS * 2 ** j.attempts,
          created_at: j.since,
        })),
      )
      .execute();
}

/**
 * Sends the native pushes queued for another try whose time has come. Each row is claimed by deleting
 * it (of two ticks exactly one deletes it), so a retry, like a first send, goes out at most once; one
 * that fails again for a passing reason is queued anew, later, up to RETRY_ATTEMPTS tries in all.
 */
export async function sendRetries(deps: TickDeps, now = Date.now()): Promise<PushCounts> {
  const total: PushCounts = { sent: 0, failed: 0, removed: 0 };
  if (!deps.native) return total;
  const rows = await deps.db
    .selectFrom('push_retries as r')
    .innerJoin('push_subscriptions as s', 's.id', 'r.subscription_id')
    .select([
      'r.id as retryId',
      'r.payload',
      'r.attempts',
      'r.created_at',
      's.id',
      's.user_id',
      's.kind',
      's.endpoint',
      's.p256dh',
      's.auth',
    ])
    .where('r.next_at', '<=', now)
    .orderBy('r.id')
    .limit(PAGE)
    .execute();
  const jobs: Job[] = [];
  for (const r of rows) {
    const res = await deps.db.deleteFrom('push_retries').where('id', '=', r.retryId).executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) continue;
    if (now - r.created_at > RETRY_MAX_AGE_MS) continue;
    jobs.push({
      device: {
        id: r.id,
        user_id: r.user_id,
        kind: r.kind,
        endpoint: r.endpoint,
        p256dh: r.p256dh,
        auth: r.auth,
      },
      payload: r.payload,
      counts: total,
      attempts: r.attempts,
      since: r.created_at,
    });
  }
  await deliver(deps, jobs, now);
  return total;
}

/**
 * One pass of the scheduler: sends the native retries that are due, claims the due slots, then pushes
 * each to every device of its user (outside any transaction: a claim is never sent twice, and a crash
 * between claim and send loses that one slot rather than repeating it).
 */
export async function runReminderTick(deps: TickDeps, now = Date.now()): Promise<TickReport> {
  const retried = await sendRetries(deps, now);
  const report: TickReport = { claimed: 0, ...retried };
  const claimed = await claimDue(deps.db, now);
  report.claimed = claimed.length;
  if (claimed.length === 0) return report;
  const devices = await devicesOf(deps, [...new Set(claimed.map((c) => c.userId))]);
  const perDelivery = claimed.map(() => ({ sent: 0, failed: 0, removed: 0 }));
  const jobs = claimed.flatMap((c, i) =>
    devices
      .filter((d) => d.user_id === c.userId)
      .map((device) => ({
        device,
        payload: JSON.stringify(c.notification),
        counts: perDelivery[i] as PushCounts,
        attempts: 0,
        since: now,
      })),
  );
  await deliver(deps, jobs, now);
  for (const [i, c] of claimed.entries()) {
    const counts = perDelivery[i] as PushCounts;
    report.sent += counts.sent;
    report.failed += counts.failed;
    report.removed += counts.removed;
    if (counts.sent + counts.failed + counts.removed === 0) continue;
    await deps.db
      .updateTable('reminder_deliveries')
      .set(counts)
      .where('reminder_id', '=', c.id)
      .where('slot', '=', c.slot)
      .execute();
  }
  return report;
}

/**
 * Sends each message to every device of its user (Web Push subscriptions, and native ids when a sender
 * is configured), removing those the service says are gone and queueing native retries: the sender of
 * the reminders, for another module's notifications (the weekly report). Answers the counts per
 * message, in order.
 */
export async function pushToUsers(
  deps: TickDeps,
  messages: { userId: number; payload: string }[],
  now = Date.now(),
): Promise<PushCounts[]> {
  const counts = messages.map(() => ({ sent: 0, failed: 0, removed: 0 }));
  const devices = await devicesOf(deps, [...new Set(messages.map((m) => m.userId))]);
  const jobs = messages.flatMap((m, i) =>
    devices
      .filter((d) => d.user_id === m.userId)
      .map((device) => ({
        device,
        payload: m.payload,
        counts: counts[i] as PushCounts,
        attempts: 0,
        since: now,
      })),
  );
  await deliver(deps, jobs, now);
  return counts;
}

/** Drops deliveries older than DELIVERY_KEEP_MS, and retries too old to send (no sender configured now). */
export async function purgeDeliveries(db: Db, now = Date.now()): Promise<number> {
  await db
    .deleteFrom('push_retries')
    .where('created_at', '<', now - RETRY_MAX_AGE_MS)
    .execute();
  const res = await db
    .deleteFrom('reminder_deliveries')
    .where('created_at', '<', now - DELIVERY_KEEP_MS)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Runs a tick every `intervalMs` (one at a time in a process: the next is planned when one ends),
 * purges old deliveries hourly; `stop` waits for the tick in flight.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private lastPurge = 0;

  constructor(
    private readonly deps: TickDeps & { onTick?: (r: TickReport) => void },
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (!this.stopped || this.intervalMs <= 0) return;
    this.stopped = false;
    this.plan(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private plan(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.once().finally(() => {
        this.running = null;
        this.plan(this.intervalMs);
      });
    }, delay);
    this.timer.unref();
  }

  private async once(): Promise<void> {
    try {
      const now = Date.now();
      const report = await runReminderTick(this.deps, now);
      this.deps.onTick?.(report);
      if (now - this.lastPurge > 3600_000) {
        this.lastPurge = now;
        await purgeDeliveries(this.deps.db, now);
      }
    } catch (err) {
      this.deps.onError?.(err as Error);
    }
  }
}
