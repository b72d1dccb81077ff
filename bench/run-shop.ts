/**
 * `npx tsx --conditions=source bench/run-shop.ts`: the shop part of the benchmark alone (getGoodsList
 * against the raw baseline, and pays per second with the invariants checked), for when the whole
 * `npm run bench` cannot run (e.g. no web build). Needs the server build. Ports from BENCH_PORT (4101).
 */
import { load } from './lib/load.js';
import { makeNonce } from './lib/nonce.js';
import { startAppServer, startRawServer } from './lib/server.js';
import { benchPays } from './lib/shop.js';

const PORT = Number(process.env.BENCH_PORT ?? 4101);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const PATH = '/api/integral/getGoodsList?pageNum=1&pageSize=10';

async function main() {
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
  const pays = await benchPays(PORT + 2);
  console.log(JSON.stringify(pays, null, 2));
  if (!Object.values(pays.invariants).every(Boolean)) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
