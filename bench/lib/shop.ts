import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from '../../apps/server/src/shared/password.js';
import { makeNonce } from './nonce.js';
import { startAppServer } from './server.js';
import { openSqlite, type Sqlite } from './sqlite.js';

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
 * The few SQL calls the pays bench makes on the server's store, written with `?` placeholders: SQLite
 * (better-sqlite3, the file the server uses) or PostgreSQL (a client of the server's database).
 */
export interface BenchStore {
  run(sql: string, ...params: unknown[]): Promise<void>;
  /** The first row (e.g. of `insert … returning id`). */
  get<T>(sql: string, ...params: unknown[]): Promise<T>;
}

export const sqliteStore = (db: Sqlite): BenchStore => ({
  run: async (sql, ...params) => {
    db.prepare(sql).run(...params);
  },
  get: async <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T,
});

/** A PostgreSQL client as a BenchStore: `?` become `$1`, `$2`… (the bench's SQL has no `?` in strings). */
export const pgStore = (client: {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}): BenchStore => {
  const numbered = (sql: string) => {
    let i = 0;
    return sql.replace(/\?/g, () => `$${++i}`);
  };
  return {
    run: async (sql, ...params) => {
      await client.query(numbered(sql), params);
    },
    get: async <T>(sql: string, ...params: unknown[]) =>
      (await client.query(numbered(sql), params)).rows[0] as T,
  };
};

export interface PayOptions {
  users?: number;
  perUser?: number;
  concurrency?: number;
  /** Accounts are `<prefix><i>` (another run on the same store takes another prefix). */
  prefix?: string;
  /**
   * What the invariants cover: `store`, every user, order and goods of the store (a fresh demo store);
   * `bench`, the bench's own users, their orders and the bench's goods (a big store, whose own
   * invariants are checked once after it is written).
   */
  scope?: 'store' | 'bench';
}

/**
 * Pays per second on the real built server (SQLite): `users` pupils with points and a payment password
 * are written to the store, each commits `perUser` orders through the API, then every order is paid
 * through the API with `concurrency` requests in flight. Afterwards the money invariants are checked
 * in the database: balances >= 0 and equal to the ledger, one pay row per paid order, stock >= 0 and
 * exchanged equal to the paid units.
 */
export async function benchPays(port: number, opts: PayOptions = {}): Promise<PayBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-bench-shop-'));
  const app = await startAppServer(port, { DATA_DIR: dataDir });
  const db = openSqlite(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return await payOnServer(app.url, sqliteStore(db), opts);
  } finally {
    db.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** benchPays on a server that runs already (`url`), writing its pupils through `store`. */
export async function payOnServer(
  url: string,
  store: BenchStore,
  opts: PayOptions = {},
): Promise<PayBenchResult> {
  const users = opts.users ?? 200;
  const perUser = opts.perUser ?? 2;
  const concurrency = opts.concurrency ?? 50;
  const prefix = opts.prefix ?? 'bench_';
  const hash = await hashPassword(PAY_PWD);
  const now = Date.now();
  const people: { id: number; token: string; addressId: number }[] = [];
  const category = await store.get<{ id: number }>('select id from goods_categories order by id limit 1');
  const goodsId = Number(
    (
      await store.get<{ id: number }>(
        `insert into goods (name, pictures, description, category_id, points, stock, limit_per_user, on_shelf,
         exchanged, created_at, updated_at) values ('压测商品', '[]', '', ?, 10, ?, 0, 1, 0, ?, ?) returning id`,
        category.id,
        users * perUser,
        now,
        now,
      )
    ).id,
  );
  await store.run('begin');
  try {
    for (let i = 0; i < users; i++) {
      const id = Number(
        (
          await store.get<{ id: number }>(
            `insert into users (account, password_hash, pay_pwd_hash, nickname, points, created_at, updated_at)
             values (?, ?, ?, ?, 1000, ?, ?) returning id`,
            `${prefix}${i}`,
            hash,
            hash,
            `压测${i}`,
            now,
            now,
          )
        ).id,
      );
      await store.run(
        `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
         values (?, 1000, 1000, 'operator_grant', 'bench', ?)`,
        id,
        now,
      );
      const token = randomBytes(32).toString('base64url');
      await store.run(
        `insert into auth_tokens (token_hash, user_id, device, created_at, expires_at) values (?, ?, 'bench', ?, ?)`,
        createHash('sha256').update(token).digest('hex'),
        id,
        now,
        now + 86_400_000,
      );
      const addressId = Number(
        (
          await store.get<{ id: number }>(
            `insert into addresses (user_id, name, phone, province_code, province_name, city_code, city_name,
             district_code, district_name, detail, is_default, created_at, updated_at)
             values (?, '压测', '13800000000', '11', '北京市', '1101', '市辖区', '110101', '东城区', '东长安街1号', 1, ?, ?)
             returning id`,
            id,
            now,
            now,
          )
        ).id,
      );
      people.push({ id, token, addressId });
    }
    await store.run('commit');
  } catch (err) {
    await store.run('rollback');
    throw err;
  }

  const call = async (path: string, token: string, body: string, json: boolean) => {
    const t0 = performance.now();
    const res = await fetch(url + path, {
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

  const count = async (sql: string, ...params: unknown[]) =>
    Number((await store.get<{ n: number | string }>(sql, ...params)).n);
  // The bench scope: the bench's users (by id) and its goods.
  const bench = opts.scope === 'bench';
  const ids = people.map((p) => p.id).join(', ');
  const mine = bench ? `id in (${ids})` : '1 = 1';
  const theirs = bench ? `user_id in (${ids})` : '1 = 1';
  const goods = bench ? `g.id = ${goodsId}` : '1 = 1';
  const invariants = {
    balancesEqualLedger:
      (await count(
        `select count(*) as n from users u where ${mine} and u.points <> (select coalesce(sum(delta), 0) from points_ledger l where l.user_id = u.id)`,
      )) === 0,
    noNegativeBalance: (await count(`select count(*) as n from users where ${mine} and points < 0`)) === 0,
    noOrderPaidTwice:
      (await count(
        `select count(*) as n from (select ref from points_ledger where reason = 'order_pay' and ${theirs}
         group by ref having count(*) > 1) twice`,
      )) === 0,
    // Refunded orders have a pay row and a refund row.
    payRowsEqualPaidOrders:
      (await count(
        `select (select count(*) from points_ledger where reason = 'order_pay' and ${theirs})
              - (select count(*) from points_ledger where reason = 'order_refund' and ${theirs}) as n`,
      )) ===
      (await count(
        `select count(*) as n from orders where status in ('paid', 'shipped', 'completed') and ${theirs}`,
      )),
    noNegativeStock: (await count(`select count(*) as n from goods g where ${goods} and stock < 0`)) === 0,
    exchangedEqualsPaidUnits:
      (await count(
        `select count(*) as n from goods g where ${goods} and g.exchanged <> (select coalesce(sum(i.quantity), 0) from order_items i
         join orders o on o.id = i.order_id where i.goods_id = g.id and o.status in ('paid', 'shipped', 'completed'))`,
      )) === 0,
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
}
