import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from '../../apps/server/src/shared/password.js';
import { makeNonce } from './nonce.js';
import { startAppServer } from './server.js';
import { openSqlite } from './sqlite.js';

const PAY_PWD = '135790';

/** Runs `fn` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The bare payment-password check: the server's own verifyPassword (same library, same parameters,
 * read from the hash) `count` times with `concurrency` in flight, through this process's libuv thread
 * pool (4 threads, as in the server's). What pays per second are bound by.
 */
export async function benchVerifications(hash: string, count: number, concurrency: number): Promise<number> {
  const t0 = performance.now();
  const results = await pool(Array.from({ length: count }), concurrency, () => verifyPassword(PAY_PWD, hash));
  if (!results.every(Boolean)) throw new Error('the bench hash did not verify');
  return count / ((performance.now() - t0) / 1000);
}

export interface PayBenchResult {
  users: number;
  orders: number;
  concurrency: number;
  commitsPerSec: number;
  paysPerSec: number;
  /** Bare verifications per second of the same hash, measured just before and just after the pays. */
  verificationsPerSec: { before: number; after: number; mean: number };
  /** paysPerSec / verificationsPerSec.mean (target >= 0.9). */
  ratio: number;
  hashParams: string;
  paid: number;
  refused: number;
  p99Ms: number;
  invariants: Record<string, boolean>;
}

/**
 * Pays per second on the real built server (SQLite): `users` pupils with points and a payment password
 * are written to the store, each commits `perUser` orders through the API, then every order is paid
 * through the API with `concurrency` requests in flight. Afterwards the money invariants are checked
 * in the database: balances >= 0 and equal to the ledger, one pay row per paid order, stock >= 0 and
 * exchanged equal to the paid units.
 */
export async function benchPays(
  port: number,
  opts: { users?: number; perUser?: number; concurrency?: number } = {},
): Promise<PayBenchResult> {
  const users = opts.users ?? 200;
  const perUser = opts.perUser ?? 2;
  const concurrency = opts.concurrency ?? 50;
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-bench-shop-'));
  const app = await startAppServer(port, { DATA_DIR: dataDir });
  const db = openSqlite(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const hash = await hashPassword(PAY_PWD);
    const now = Date.now();
    const people: { id: number; token: string; addressId: number }[] = [];
    const category = db.prepare('select id from goods_categories order by id limit 1').get() as {
      id: number;
    };
    const goodsId = Number(
      db
        .prepare(
          `insert into goods (name, pictures, description, category_id, points, stock, limit_per_user, on_shelf,
           exchanged, created_at, updated_at) values ('压测商品', '[]', '', ?, 10, ?, 0, 1, 0, ?, ?)`,
        )
        .run(category.id, users * perUser, now, now).lastInsertRowid,
    );
    db.transaction(() => {
      for (let i = 0; i < users; i++) {
        const id = Number(
          db
            .prepare(
              `insert into users (account, password_hash, pay_pwd_hash, nickname, points, created_at, updated_at)
               values (?, ?, ?, ?, 1000, ?, ?)`,
            )
            .run(`bench_${i}`, hash, hash, `压测${i}`, now, now).lastInsertRowid,
        );
        db.prepare(
          `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
           values (?, 1000, 1000, 'operator_grant', 'bench', ?)`,
        ).run(id, now);
        const token = randomBytes(32).toString('base64url');
        db.prepare(
          `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
        ).run(createHash('sha256').update(token).digest('hex'), id, now, now + 86_400_000);
        const addressId = Number(
          db
            .prepare(
              `insert into addresses (user_id, name, phone, province_code, province_name, city_code, city_name,
               district_code, district_name, detail, is_default, created_at, updated_at)
               values (?, '压测', '13800000000', '11', '北京市', '1101', '市辖区', '110101', '东城区', '东长安街1号', 1, ?, ?)`,
            )
            .run(id, now, now).lastInsertRowid,
        );
        people.push({ id, token, addressId });
      }
    })();

    const call = async (path: string, token: string, body: string, json: boolean) => {
      const t0 = performance.now();
      const res = await fetch(app.url + path, {
        method: 'POST',
        headers: {
          nonce: makeNonce(),
          authorization: `Bearer ${token}`,
          'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body,
      });
      const data = (await res.json()) as { code: number; data: { orderId: number } | null };
      return { status: res.status, data, ms: performance.now() - t0 };
    };

    const jobs = people.flatMap((p) => Array.from({ length: perUser }, (_, k) => ({ p, k })));
    const c0 = performance.now();
    const commits = await pool(jobs, concurrency, ({ p, k }) =>
      call(
        '/api/integral/commitOrder',
        p.token,
        JSON.stringify({
          idempotencyKey: `bench-${p.id}-${k}`,
          addressId: p.addressId,
          items: [{ goodsId, quantity: 1 }],
        }),
        true,
      ),
    );
    const commitSecs = (performance.now() - c0) / 1000;
    const orders = commits.map((c, i) => ({ orderId: c.data.data?.orderId ?? 0, p: jobs[i]?.p }));
    if (orders.some((o) => !o.orderId)) throw new Error('a bench commit failed');

    // The bare hash just before and just after the pays, as many as there are pays: a VM's speed drifts.
    const verifyCount = Math.min(orders.length, 200);
    const before = await benchVerifications(hash, verifyCount, concurrency);
    const p0 = performance.now();
    const pays = await pool(orders, concurrency, (o) =>
      call('/api/integral/payOrderByPwd', o.p?.token ?? '', `orderId=${o.orderId}&pwd=${PAY_PWD}`, false),
    );
    const paySecs = (performance.now() - p0) / 1000;
    const after = await benchVerifications(hash, verifyCount, concurrency);
    const verifyMean = (before + after) / 2;
    const latencies = pays.map((p) => p.ms).sort((a, b) => a - b);

    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    const invariants = {
      balancesEqualLedger:
        one<{ n: number }>(
          `select count(*) as n from users u where u.points <> (select coalesce(sum(delta), 0) from points_ledger l where l.user_id = u.id)`,
        ).n === 0,
      noNegativeBalance: one<{ n: number }>('select count(*) as n from users where points < 0').n === 0,
      noOrderPaidTwice:
        one<{ n: number }>(
          `select count(*) as n from (select ref from points_ledger where reason = 'order_pay' group by ref having count(*) > 1)`,
        ).n === 0,
      // Refunded orders have a pay row and a refund row.
      payRowsEqualPaidOrders:
        one<{ n: number }>(
          `select (select count(*) from points_ledger where reason = 'order_pay')
                - (select count(*) from points_ledger where reason = 'order_refund') as n`,
        ).n ===
        one<{ n: number }>(
          `select count(*) as n from orders where status in ('paid', 'shipped', 'completed')`,
        ).n,
      noNegativeStock: one<{ n: number }>('select count(*) as n from goods where stock < 0').n === 0,
      exchangedEqualsPaidUnits:
        one<{ n: number }>(
          `select count(*) as n from goods g where g.exchanged <> (select coalesce(sum(i.quantity), 0) from order_items i
           join orders o on o.id = i.order_id where i.goods_id = g.id and o.status in ('paid', 'shipped', 'completed'))`,
        ).n === 0,
    };
    return {
      users,
      orders: orders.length,
      concurrency,
      commitsPerSec: orders.length / commitSecs,
      paysPerSec: pays.length / paySecs,
      verificationsPerSec: { before, after, mean: verifyMean },
      ratio: pays.length / paySecs / verifyMean,
      hashParams: hash.split('$').slice(0, 4).join('$'),
      paid: pays.filter((p) => p.status === 200).length,
      refused: pays.filter((p) => p.status !== 200).length,
      p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      invariants,
    };
  } finally {
    db.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
