import type { ReminderPush } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { sendPush, type PushOutcome, type VapidKeys } from './push.js';
import { dueWindow, slotOf } from './slots.js';

/** A slot missed by at most this much (a restart, a slow tick) is still sent; older ones are skipped. */
export const GRACE_MS = 10 * 60_000;
/** Deliveries are kept this long (they are the once-only record of recent slots). */
export const DELIVERY_KEEP_MS = 30 * 24 * 3600_000;
/** Pushes in flight at once. */
const PARALLEL = 8;
/** Due reminders read per query. */
const PAGE = 500;

export interface TickDeps {
  db: Db;
  vapid: () => Promise<VapidKeys & { subject: string }>;
  onError?: (err: Error) => void;
}

export interface TickReport {
  /** Reminder slots this tick claimed (and nobody else). */
  claimed: number;
  sent: number;
  failed: number;
  /** Subscriptions removed because the push service said they are gone (404/410). */
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

/**
 * One pass of the scheduler: claims the due slots, then pushes each to every Web Push subscription of
 * its user (outside any transaction: a claim is never sent twice, and a crash between claim and send
 * loses that one slot rather than repeating it). A 404 or 410 removes the subscription.
 */
export async function runReminderTick(deps: TickDeps, now = Date.now()): Promise<TickReport> {
  const report: TickReport = { claimed: 0, sent: 0, failed: 0, removed: 0 };
  const claimed = await claimDue(deps.db, now);
  report.claimed = claimed.length;
  if (claimed.length === 0) return report;
  const vapid = await deps.vapid();
  const userIds = [...new Set(claimed.map((c) => c.userId))];
  const subs = await deps.db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('kind', '=', 'webpush')
    .where('user_id', 'in', userIds)
    .execute();
  const jobs = claimed.flatMap((c) => subs.filter((s) => s.user_id === c.userId).map((s) => ({ c, s })));
  const perDelivery = new Map<number, { sent: number; failed: number; removed: number }>();
  const gone = new Set<number>();
  await eachLimited(jobs, PARALLEL, async ({ c, s }) => {
    const outcome: PushOutcome = await sendPush(s, JSON.stringify(c.notification), vapid);
    const counts = perDelivery.get(c.id) ?? { sent: 0, failed: 0, removed: 0 };
    perDelivery.set(c.id, counts);
    if (outcome.kind === 'sent') {
      counts.sent++;
      report.sent++;
    } else if (outcome.kind === 'gone') {
      counts.removed++;
      gone.add(s.id);
    } else {
      counts.failed++;
      report.failed++;
      deps.onError?.(new Error(`push of reminder ${c.id} to subscription ${s.id} failed: ${outcome.reason}`));
    }
  });
  if (gone.size > 0) {
    const res = await deps.db
      .deleteFrom('push_subscriptions')
      .where('id', 'in', [...gone])
      .executeTakeFirst();
    report.removed = Number(res.numDeletedRows);
  }
  for (const c of claimed) {
    const counts = perDelivery.get(c.id);
    if (!counts) continue;
    await deps.db
      .updateTable('reminder_deliveries')
      .set(counts)
      .where('reminder_id', '=', c.id)
      .where('slot', '=', c.slot)
      .execute();
  }
  return report;
}

/** What became of one message of `pushToUsers`: pushes accepted, failed, and subscriptions removed. */
export interface PushCounts {
  sent: number;
  failed: number;
  removed: number;
}

/**
 * Sends each message to every Web Push subscription of its user (8 at a time, outside any transaction),
 * removing the subscriptions the push service says are gone (404/410): the sender of the reminders,
 * for another module's notifications (the weekly report). Answers the counts per message, in order.
 */
export async function pushToUsers(
  deps: TickDeps,
  messages: { userId: number; payload: string }[],
): Promise<PushCounts[]> {
  const counts = messages.map(() => ({ sent: 0, failed: 0, removed: 0 }));
  if (messages.length === 0) return counts;
  const vapid = await deps.vapid();
  const subs = await deps.db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('kind', '=', 'webpush')
    .where('user_id', 'in', [...new Set(messages.map((m) => m.userId))])
    .execute();
  const jobs = messages.flatMap((m, i) =>
    subs.filter((s) => s.user_id === m.userId).map((s) => ({ m, i, s })),
  );
  const gone = new Set<number>();
  await eachLimited(jobs, PARALLEL, async ({ m, i, s }) => {
    const outcome = await sendPush(s, m.payload, vapid);
    const c = counts[i] as PushCounts;
    if (outcome.kind === 'sent') c.sent++;
    else if (outcome.kind === 'gone') {
      c.removed++;
      gone.add(s.id);
    } else {
      c.failed++;
      deps.onError?.(new Error(`push to subscription ${s.id} failed: ${outcome.reason}`));
    }
  });
  if (gone.size > 0)
    await deps.db
      .deleteFrom('push_subscriptions')
      .where('id', 'in', [...gone])
      .execute();
  return counts;
}

/** Drops deliveries older than DELIVERY_KEEP_MS. */
export async function purgeDeliveries(db: Db, now = Date.now()): Promise<number> {
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
