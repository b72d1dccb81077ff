import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Fixture } from './crash-fixture.js';
import type { Acknowledged } from './crash-load.js';
import type { CrashTarget } from './crash-servers.js';
import { countOf, n, one, type Sql } from './crash-store.js';

/** The crash bench's (crash.ts) checks of the store after the last restart. */

export interface Invariant {
  name: string;
  violations: number;
}

/** Files under the upload folders, as keys of the file store. */
export function uploadFiles(uploadsDir: string): string[] {
  const out: string[] = [];
  for (const kind of ['image', 'audio', 'video', 'document']) {
    const dir = join(uploadsDir, kind);
    if (!existsSync(dir)) continue;
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (e.isFile()) out.push(join(e.parentPath, e.name).slice(uploadsDir.length + 1));
  }
  return out;
}

export async function checkInvariants(
  db: Sql,
  target: CrashTarget,
  fx: Fixture,
  ack: Acknowledged,
): Promise<Invariant[]> {
  const users = fx.benchUserIds.join(',');
  const checks: [string, string][] = [
    [
      'every balance equals the sum of its ledger',
      `select count(*) as n from users u where u.points <> (select coalesce(sum(delta), 0) from points_ledger l where l.user_id = u.id)`,
    ],
    [
      "every balance equals its newest ledger row's balance_after",
      `select count(*) as n from users u where exists (select 1 from points_ledger l where l.user_id = u.id)
       and u.points <> (select l.balance_after from points_ledger l where l.user_id = u.id order by l.id desc limit 1)`,
    ],
    ['no balance below zero', 'select count(*) as n from users where points < 0'],
    [
      'no order paid twice',
      `select count(*) as n from (select ref from points_ledger where reason = 'order_pay' group by ref having count(*) > 1) t`,
    ],
    [
      'every paid order has its one pay row of its total',
      `select count(*) as n from orders o where o.status in ('paid', 'shipped', 'completed') and
       (select count(*) from points_ledger l where l.reason = 'order_pay' and l.ref = 'order:' || o.id and l.delta = -o.total_points) <> 1`,
    ],
    [
      'no pay row of an unpaid order, and every cancelled paid order refunded',
      `select count(*) as n from orders o where
       (o.status = 'unpaid' and exists (select 1 from points_ledger l where l.ref = 'order:' || o.id))
       or (o.status = 'cancelled' and (select count(*) from points_ledger l where l.reason = 'order_pay' and l.ref = 'order:' || o.id)
           <> (select count(*) from points_ledger l where l.reason = 'order_refund' and l.ref = 'order:' || o.id))`,
    ],
    [
      'every ledger pay row names an order',
      `select count(*) as n from points_ledger l where l.reason = 'order_pay'
       and not exists (select 1 from orders o where 'order:' || o.id = l.ref)`,
    ],
    [
      'no order without its items (no half-written order)',
      `select count(*) as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    ],
    [
      "every order's total equals its items",
      `select count(*) as n from orders o where o.total_points <> (select sum(i.points * i.quantity) from order_items i where i.order_id = o.id)`,
    ],
    ['no stock below zero', 'select count(*) as n from goods where stock < 0'],
    [
      'exchanged equals the paid units',
      `select count(*) as n from goods g where g.exchanged <> (select coalesce(sum(i.quantity), 0) from order_items i
       join orders o on o.id = i.order_id where i.goods_id = g.id and o.status in ('paid', 'shipped', 'completed'))`,
    ],
    [
      'no unpaid order past its time (the expiry job finished after the restart)',
      `select count(*) as n from orders where status = 'unpaid' and expires_at <= ?`,
    ],
    [
      "every post's likes and comments equal their rows",
      `select count(*) as n from checkin_posts p where
       p.like_count <> (select count(*) from checkin_likes l where l.post_id = p.id)
       or p.comment_count <> (select count(*) from checkin_comments c where c.post_id = p.id)`,
    ],
    [
      "every member's check-ins, days and likes received equal their rows",
      `select count(*) as n from checkin_enrolments e where
       e.checkin_count <> (select count(*) from checkin_posts p where p.camp_id = e.camp_id and p.user_id = e.user_id)
       or e.days <> (select count(distinct p.day) from checkin_posts p where p.camp_id = e.camp_id and p.user_id = e.user_id)
       or e.likes_received <> (select coalesce(sum(p.like_count), 0) from checkin_posts p where p.camp_id = e.camp_id and p.user_id = e.user_id)`,
    ],
    [
      "every camp's members and shown check-ins equal their rows",
      `select count(*) as n from checkin_camps c where
       c.enrolled_count <> (select count(*) from checkin_enrolments e where e.camp_id = c.id)
       or c.checkin_count <> (select count(*) from checkin_posts p where p.camp_id = c.id and p.hidden = 0)`,
    ],
    [
      "every task's and camp day's check-ins equal their rows",
      `select (select count(*) from checkin_tasks t where t.checkin_count <>
         (select count(*) from checkin_posts p where p.task_id = t.id and p.hidden = 0))
       + (select count(*) from checkin_camp_days d where d.checkin_count <>
         (select count(*) from checkin_posts p where p.camp_id = d.camp_id and p.day = d.day and p.hidden = 0)) as n`,
    ],
    [
      'one check-in reward and one ledger row per first check-in of a task',
      `select (select count(*) from checkin_rewards r where r.points > 0 and (select count(*) from points_ledger l
         where l.reason = 'checkin' and l.ref = 'checkin:' || r.post_id) <> 1)
       + (select count(*) from points_ledger l where l.reason = 'checkin' and l.user_id in (${users})
         and not exists (select 1 from checkin_rewards r where 'checkin:' || r.post_id = l.ref)) as n`,
    ],
    [
      'no picture check-in without its files, no text one with files (no half-written post)',
      `select count(*) as n from checkin_posts p where p.camp_id = ? and
       ((p.media = 'image') <> exists (select 1 from checkin_post_files f where f.post_id = p.id))`,
    ],
    [
      "no upload of the pupils' that is neither a check-in's file, pending (swept later), a feedback picture nor a homework photo",
      `select count(*) as n from uploads u where u.user_id in (${users})
       and not exists (select 1 from checkin_post_files f where f.upload_id = u.id)
       and not exists (select 1 from checkin_pending_files p where p.upload_id = u.id)
       and not exists (select 1 from feedback_pictures f where f.upload_id = u.id)
       and not exists (select 1 from homework_corrections c where c.upload_id = u.id)`,
    ],
    [
      "no feedback of the pupils' without its pictures (they send 1–3: no half-written feedback)",
      `select count(*) as n from feedback f where f.user_id in (${users})
       and not exists (select 1 from feedback_pictures p where p.feedback_id = f.id)`,
    ],
    [
      "every feedback's and correction's picture names an image upload of its author",
      `select (select count(*) from feedback_pictures p join feedback f on f.id = p.feedback_id
         where not exists (select 1 from uploads u where u.id = p.upload_id and u.user_id = f.user_id and u.kind = 'image'))
       + (select count(*) from homework_corrections c
         where not exists (select 1 from uploads u where u.id = c.upload_id and u.user_id = c.user_id and u.kind = 'image')) as n`,
    ],
    [
      'no correction of the pupils left pending, no job queued or running (the queue finished after the kills)',
      `select (select count(*) from homework_corrections c where c.user_id in (${users}) and c.status = 'pending')
       + (select count(*) from homework_jobs j join homework_corrections c on c.id = j.correction_id
         where c.user_id in (${users}) and j.status in ('queued', 'running')) as n`,
    ],
  ];
  const out: Invariant[] = [];
  const now = Date.now();
  for (const [name, text] of checks) {
    const params = text.includes('expires_at <= ?')
      ? [now]
      : text.includes('p.camp_id = ? and')
        ? [fx.campId]
        : [];
    out.push({ name, violations: await countOf(db, text, params) });
  }

  // Stock: what the bench put in, less what orders not cancelled hold.
  let stockOff = 0;
  for (const g of fx.goods) {
    const row = await one<{ stock: unknown; held: unknown }>(
      db,
      `select g.stock, (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
       where i.goods_id = g.id and o.status <> 'cancelled') as held from goods g where g.id = ?`,
      [g.id],
    );
    if (n(row.stock) !== g.stock - n(row.held)) stockOff++;
  }
  out.push({
    name: 'stock equals the initial stock less the units of orders not cancelled',
    violations: stockOff,
  });

  // Files: every row's files on disk, and every file on disk named by a row (after the start-up sweep).
  const uploadsDir = join(target.dataDir, 'uploads');
  const rows = await db.all<{ file_key: string; thumb_key: string }>(
    'select file_key, thumb_key from uploads',
  );
  const named = new Set(rows.flatMap((r) => [r.file_key, r.thumb_key]).filter(Boolean));
  out.push({
    name: 'no upload row whose file or thumbnail is missing',
    violations: [...named].filter((k) => !existsSync(join(uploadsDir, k))).length,
  });
  out.push({
    name: 'no upload file without its row (after the sweep)',
    violations: uploadFiles(uploadsDir).filter((k) => !named.has(k)).length,
  });
  const pictureKeys = await db.all<{ file_key: string; thumb_key: string }>(
    `select u.file_key, u.thumb_key from uploads u where u.id in (select upload_id from feedback_pictures)
     or u.id in (select upload_id from homework_corrections where user_id in (${users}))`,
  );
  out.push({
    name: 'no feedback picture or homework photo whose file or thumbnail is missing',
    violations: pictureKeys
      .flatMap((r) => [r.file_key, r.thumb_key])
      .filter((k) => k && !existsSync(join(uploadsDir, k))).length,
  });

  // Feedback: each one answered is there with every picture it was sent with, in order.
  const feedbackIds = [...ack.feedback.keys()];
  const pics = await db.all<{ feedback_id: unknown; n: unknown; top: unknown }>(
    `select feedback_id, count(*) as n, max(position) as top from feedback_pictures
     where feedback_id in (${feedbackIds.length ? feedbackIds.join(',') : '0'}) group by feedback_id`,
  );
  const picsOf = new Map(pics.map((r) => [n(r.feedback_id), { n: n(r.n), top: n(r.top) }]));
  out.push({
    name: 'every feedback answered has exactly the pictures sent, in order',
    violations: [...ack.feedback].filter(([id, sent]) => {
      const got = picsOf.get(id);
      return !got || got.n !== sent || got.top !== sent - 1;
    }).length,
  });

  // Corrections: each one has its one job, closed as the correction, and exactly one result: done with
  // its marks and their counts, or failed with a reason. Both are written by the job's close, in one
  // transaction under the runner's lock (finishJob), so the correction's finish time is the job's last
  // update: a result written by a runner that lost its lock would show as a difference.
  const corrections = await db.all<{
    id: unknown;
    status: string;
    marks: string;
    right_count: unknown;
    wrong_count: unknown;
    unreadable_count: unknown;
    fail_reason: string;
    engine: string;
    finished_at: unknown;
    jobs: unknown;
    job_status: string | null;
    job_updated_at: unknown;
  }>(
    `select c.id, c.status, c.marks, c.right_count, c.wrong_count, c.unreadable_count, c.fail_reason, c.engine,
     c.finished_at, (select count(*) from homework_jobs j where j.correction_id = c.id) as jobs,
     (select j.status from homework_jobs j where j.correction_id = c.id) as job_status,
     (select j.updated_at from homework_jobs j where j.correction_id = c.id) as job_updated_at
     from homework_corrections c where c.user_id in (${users})`,
  );
  const oneResult = (c: (typeof corrections)[number]) => {
    // Still queued or running: counted by the invariant of the queue above.
    if (c.status === 'pending' && (c.job_status === 'queued' || c.job_status === 'running')) return true;
    if (n(c.jobs) !== 1 || c.job_status !== c.status || c.finished_at === null) return false;
    if (n(c.finished_at) !== n(c.job_updated_at) || c.engine === '') return false;
    const marks = JSON.parse(c.marks) as unknown[];
    if (c.status === 'failed') return c.fail_reason !== '' && marks.length === 0;
    return (
      c.status === 'done' &&
      c.fail_reason === '' &&
      marks.length > 0 &&
      n(c.right_count) + n(c.wrong_count) + n(c.unreadable_count) === marks.length
    );
  };
  out.push({
    name: 'every correction has its one job, closed with it, and one result (done with its marks, or failed with a reason)',
    violations: corrections.filter((c) => !oneResult(c)).length,
  });

  // Nothing the pupils were told is lost.
  const ids = (s: Set<number>) => (s.size ? [...s].join(',') : '0');
  const lost = async (table: string, s: Set<number>, extra = '') =>
    s.size - (await countOf(db, `select count(*) as n from ${table} where id in (${ids(s)})${extra}`));
  out.push({
    name: 'every order answered 下单成功 is there',
    violations: await lost('orders', ack.committed),
  });
  out.push({
    name: 'every order answered 支付成功 is paid',
    violations: await lost('orders', ack.paid, ` and status = 'paid'`),
  });
  out.push({
    name: 'every order answered 订单已取消 is cancelled',
    violations: await lost('orders', ack.cancelled, ` and status = 'cancelled'`),
  });
  out.push({ name: 'every check-in answered is there', violations: await lost('checkin_posts', ack.posts) });
  out.push({ name: 'every upload answered is there', violations: await lost('uploads', ack.uploads) });
  out.push({
    name: 'every comment answered is there',
    violations: await lost('checkin_comments', ack.comments),
  });
  out.push({
    name: 'every feedback answered 感谢您的反馈 is there',
    violations: await lost('feedback', new Set(ack.feedback.keys())),
  });
  out.push({
    name: 'every correction answered 已提交批改 is there',
    violations: await lost('homework_corrections', ack.corrections),
  });

  if (target.dialect === 'sqlite') {
    const [row] = await db.all<{ integrity_check: string }>('pragma integrity_check');
    out.push({ name: 'SQLite integrity_check', violations: row?.integrity_check === 'ok' ? 0 : 1 });
  }
  return out;
}
