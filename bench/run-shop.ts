/**
 * `npx tsx --conditions=source bench/run-shop.ts`: the shop part of the benchmark alone (getGoodsList
 * against the raw baseline, and pays per second beside the bare payment-password verifications per
 * second of the same run, with the invariants checked), for when the whole `npm run bench` cannot run
 * (e.g. no web build). Needs the server build. Ports from BENCH_PORT (4101). BENCH_SHOP_PARTS=list,pays
 * (default both); BENCH_PAY_USERS (200, two orders each) shrinks the pays on a slow machine.
 */
import { load } from './lib/load.js';
import { makeNonce } from './lib/nonce.js';
import { startAppServer, startRawServer } from './lib/server.js';
import { benchPays } from './lib/shop.js';

const PORT = Number(process.env.BENCH_PORT ?? 4101);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const PATH = '/api/integral/getGoodsList?pageNum=1&pageSize=10';

const PARTS = new Set((process.env.BENCH_SHOP_PARTS ?? 'list,pays').split(',').map((p) => p.trim()));

async function list() {
  const app = await startAppServer(PORT);
  try {
    const res = await fetch(app.url + PATH, { headers: { nonce: makeNonce() } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${PATH} answered ${res.status}: ${body.toString()}`);
    await load(app.url + PATH, { seconds: 2, connections: CONNECTIONS });
    const a = await load(app.url + PATH, { seconds: SECONDS, connections: CONNECTIONS });
    const raw = await startRawServer(PORT + 1, body, res.headers.get('content-type') ?? 'application/json');
    try {
      await load(raw.url + PATH, { seconds: 2, connections: CONNECTIONS });
      const r = await load(raw.url + PATH, { seconds: SECONDS, connections: CONNECTIONS });
      console.log(`${PATH} (${body.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s)`);
      console.log(
        `  app: ${a.reqPerSec.toFixed(0)} req/s, p99 ${a.p99Ms} ms, errors ${a.errors}, non-2xx ${a.non2xx}`,
      );
      console.log(
        `  raw: ${r.reqPerSec.toFixed(0)} req/s, p99 ${r.p99Ms} ms; ratio ${(a.reqPerSec / r.reqPerSec).toFixed(2)}`,
      );
    } finally {
      await raw.stop();
    }
  } finally {
    await app.stop();
  }
}

async function main() {
  if (PARTS.has('list')) await list();
  if (!PARTS.has('pays')) return;
  const pays = await benchPays(PORT + 2, { users: Number(process.env.BENCH_PAY_USERS ?? 200) });
  const v = pays.verificationsPerSec;
  console.log(
    `pays: ${pays.paysPerSec.toFixed(1)}/s (${pays.orders} orders, ${pays.concurrency} in flight, p99 ${pays.p99Ms} ms); ` +
      `bare ${pays.hashParams} verifications ${v.mean.toFixed(1)}/s (before ${v.before.toFixed(1)}, after ${v.after.toFixed(1)}); ` +
      `ratio ${pays.ratio.toFixed(2)} (target >= 0.9)`,
  );
  console.log(JSON.stringify(pays, null, 2));
  if (!Object.values(pays.invariants).every(Boolean)) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
