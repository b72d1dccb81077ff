/**
 * `npm run bench:cluster`: several API processes behind nginx (docs/operations.md, "Several processes").
 * Starts its own nginx (the repo's deploy/nginx config, Debian's package) on CLUSTER_PORT (3410) in front
 * of CLUSTER_PROCESSES (2) built servers (apps/server/dist, on ports 8411…) on a fresh PostgreSQL
 * database and Redis (REDIS_URL, a key prefix of its own), then:
 *   1. the main flows through nginx over HTTP: login, my info, a book, an order paid with the payment
 *      password, and a book edited through one process read fresh from the other;
 *   2. load through nginx (autocannon, CLUSTER_CONNECTIONS 50, CLUSTER_SECONDS 10): hot reads, a
 *      logged-in read and a write;
 *   3. the same load while every process is restarted in turn (SIGTERM, wait for its exit, start it again,
 *      wait for /health), counting failed requests: the target is zero.
 * Needs `npm run build` (the server's dist) and PostgreSQL (CLUSTER_PG_URL, the admin database) and Redis.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureNginx, startCluster } from './lib/cluster.js';
import { makeNonce } from './lib/nonce.js';

const NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 3410);
const PROCESSES = Number(process.env.CLUSTER_PROCESSES ?? 2);
const API_PORT = Number(process.env.CLUSTER_API_PORT ?? 8411);
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 50);
const PASSWORD = 'demo123456';
const PAY_PWD = '135790';

/** The server's hash format (apps/server/src/shared/password.ts): scrypt$N$r$p$salt$key. */
function scryptHash(pwd: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(pwd.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

type Answer<T> = { status: number; body: { code: number; msg: string; data: T } };
async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { nonce: makeNonce() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(`${base}/api/${path}`, { method, headers, ...(body ? { body } : {}) });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}
function expectOk<T>(what: string, a: Answer<T>): T {
  if (a.status !== 200 || a.body.code !== 200) throw new Error(`${what}: ${a.status} ${a.body.msg}`);
  return a.body.data;
}

/** The main flows through nginx, and one cache change across processes; each step must answer 200. */
async function flows(nginx: string, direct: string[], db: pg.Client): Promise<string[]> {
  const done: string[] = [];
  const { token } = expectOk(
    'login',
    await call<{ token: string }>(nginx, 'POST', 'oauth/Login', {
      form: { account: 'student', password: PASSWORD },
    }),
  );
  expectOk('my info', await call(nginx, 'GET', 'myInfo/getMyInfo', { token }));
  done.push('login and my info');

  const book = (
    await db.query<{ id: number; book_no: string }>(
      'select id, book_no from books where enabled = 1 order by id limit 1',
    )
  ).rows[0]!;
  expectOk('book', await call(nginx, 'GET', `bookmain/getBookInfo/${book.book_no}`));
  const home = await fetch(`${nginx}/pages/index/home`);
  if (home.status !== 200) throw new Error(`home page: ${home.status}`);
  done.push('a book and the home page');

  // Edited through the first process, read through the last one at once (it held the book in its cache).
  const read = () =>
    call<{ lessonList: unknown }>(direct.at(-1)!, 'GET', `bookmain/getBookInfo/${book.book_no}`);
  expectOk('book before the edit', await read());
  const { token: admin } = expectOk(
    'admin login',
    await call<{ token: string }>(direct[0]!, 'POST', 'oauth/Login', {
      form: { account: 'admin', password: PASSWORD },
    }),
  );
  const title = `集群测试${randomBytes(3).toString('hex')}`;
  expectOk(
    'add a lesson',
    await call(direct[0]!, 'POST', 'admin/catalogue/addLesson', {
      token: admin,
      form: { bookId: String(book.id), title },
    }),
  );
  if (!JSON.stringify(expectOk('book after the edit', await read()).lessonList).includes(title))
    throw new Error('the other process served the book as it was before the edit');
  done.push('a book edited through one process, fresh in the other');

  // A pupil with points, a payment password and an address; a goods item. Then order and pay through nginx.
  const now = Date.now();
  const hash = scryptHash(PASSWORD);
  const account = `cluster_${randomBytes(3).toString('hex')}`;
  const user = (
    await db.query<{ id: number }>(
      `insert into users (account, password_hash, pay_pwd_hash, nickname, points, created_at, updated_at)
       values ($1, $2, $3, '集群测试', 1000, $4, $4) returning id`,
      [account, hash, scryptHash(PAY_PWD), now],
    )
  ).rows[0]!.id;
  await db.query(
    `insert into points_ledger (user_id, delta, balance_after, reason, ref, created_at)
     values ($1, 1000, 1000, 'operator_grant', 'bench', $2)`,
    [user, now],
  );
  const addressId = (
    await db.query<{ id: number }>(
      `insert into addresses (user_id, name, phone, province_code, province_name, city_code, city_name,
       district_code, district_name, detail, is_default, created_at, updated_at)
       values ($1, '测试', '13800000000', '11', '北京市', '1101', '市辖区', '110101', '东城区', '东长安街1号', 1, $2, $2)
       returning id`,
      [user, now],
    )
  ).rows[0]!.id;
  const category = (await db.query<{ id: number }>('select id from goods_categories order by id limit 1'))
    .rows[0]!;
  const goodsId = (
    await db.query<{ id: number }>(
      `insert into goods (name, pictures, description, category_id, points, stock, limit_per_user, on_shelf,
       exchanged, created_at, updated_at) values ('集群测试商品', '[]', '', $1, 10, 100, 0, 1, 0, $2, $2) returning id`,
      [category.id, now],
    )
  ).rows[0]!.id;
  const { token: pupil } = expectOk(
    'pupil login',
    await call<{ token: string }>(nginx, 'POST', 'oauth/Login', { form: { account, password: PASSWORD } }),
  );
  const order = expectOk(
    'order',
    await call<{ orderId: number }>(nginx, 'POST', 'integral/commitOrder', {
      token: pupil,
      json: { idempotencyKey: `cluster-${now}`, addressId, items: [{ goodsId, quantity: 2 }] },
    }),
  );
  expectOk(
    'pay',
    await call(nginx, 'POST', 'integral/payOrderByPwd', {
      token: pupil,
      form: { orderId: String(order.orderId), pwd: PAY_PWD },
    }),
  );
  const balance = (await db.query<{ points: number }>('select points from users where id = $1', [user]))
    .rows[0]!;
  if (Number(balance.points) !== 980) throw new Error(`balance after paying 20 points: ${balance.points}`);
  done.push('an order paid with the payment password (balance 1000 → 980)');
  return done;
}

interface LoadFigures {
  requests: number;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** autocannon through nginx over a mix: two hot reads, a logged-in read and a write (a fresh nonce each). */
async function loadRun(
  nginx: string,
  token: string,
  bookNos: string[],
  seconds: number,
  /** Ends the run early (at the latest after `seconds`). */
  until?: Promise<unknown>,
): Promise<LoadFigures> {
  const auth = { authorization: `Bearer ${token}` };
  const requests = [
    { method: 'GET' as const, path: `/api/bookmain/getBookInfo/${bookNos[0]}` },
    { method: 'GET' as const, path: '/api/integral/getGoodsList?pageNum=1&pageSize=10' },
    { method: 'GET' as const, path: `/api/bookmain/getBookInfo/${bookNos[1] ?? bookNos[0]}` },
    { method: 'GET' as const, path: '/api/myInfo/getMyInfo', headers: auth },
    {
      method: 'POST' as const,
      path: '/api/myInfo/updateMyAdvert',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=shown',
    },
  ].map((r) => ({
    ...r,
    setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, nonce: makeNonce() } }),
  }));
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: nginx, connections: CONNECTIONS, duration: seconds, requests },
      (err, result) => (err ? reject(err as Error) : resolve(result)),
    );
    void until?.then(() => instance.stop());
  });
  return {
    requests: r.requests.total,
    reqPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
    ),
  };
}

async function main() {
  const nginxBin = ensureNginx();
  if (!nginxBin) process.exit(1);
  const cluster = await startCluster(nginxBin, {
    nginxPort: NGINX_PORT,
    apiPort: API_PORT,
    processes: PROCESSES,
    env: {
      NODE_ENV: 'production',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      // One logged-in pupil writes many times a second here: the per-user budget is off for the load.
      WRITE_RATE_LIMIT: '0',
      WRITE_RATE_LIMIT_ANON: '0',
    },
  });
  await cluster.ready;
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  try {
    await db.connect();
    const { processes } = cluster;
    console.log(
      `nginx ${cluster.url} → ${PROCESSES} API processes (${processes.map((p) => p.port).join(', ')}), ${cluster.describe}`,
    );
    for (const step of await flows(
      cluster.url,
      processes.map((p) => `http://127.0.0.1:${p.port}`),
      db,
    ))
      console.log(`  flow ok: ${step}`);

    const { token } = expectOk(
      'login',
      await call<{ token: string }>(cluster.url, 'POST', 'oauth/Login', {
        form: { account: 'student', password: PASSWORD },
      }),
    );
    const bookNos = (
      await db.query<{ book_no: string }>('select book_no from books where enabled = 1 order by id limit 2')
    ).rows.map((r) => r.book_no);
    await loadRun(cluster.url, token, bookNos, 2); // warm-up
    const steady = await loadRun(cluster.url, token, bookNos, SECONDS);
    console.log(`steady load (${CONNECTIONS} connections, ${SECONDS} s):`, JSON.stringify(steady));

    // The rolling restart under the same load: each process in turn, the next once the last is back;
    // the load runs from a second before the first stop to a second after the last start.
    const restarts: { port: number; downMs: number; backMs: number }[] = [];
    let restarted: () => void = () => undefined;
    const allBack = new Promise<void>((resolve) => (restarted = resolve));
    const loaded = loadRun(cluster.url, token, bookNos, 600, allBack);
    await new Promise((r) => setTimeout(r, 1_000));
    for (let i = 0; i < processes.length; i++) {
      restarts.push(await cluster.restart(i));
      await new Promise((r) => setTimeout(r, 1_000));
    }
    restarted();
    const during = await loaded;
    console.log('restarts (stop took, start took):', JSON.stringify(restarts));
    console.log('load during the rolling restart:', JSON.stringify(during));
    const failed = during.errors + during.timeouts + during.non2xx;
    console.log(`failed requests during the rolling restart: ${failed} of ${during.requests}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    await cluster.stop();
  }
}

await main();
