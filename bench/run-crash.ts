/**
 * `npm run bench:crash -w bench`: the crash part of the benchmark (docs/operations.md, "Crashes"). The
 * built server under a mixed load of pupils (orders, pays, cancels, check-ins with pictures, uploads,
 * likes, comments, feedback with pictures, homework corrections) is killed with SIGKILL again and again and restarted on the same store: first one
 * process on SQLite, then two processes on one fresh PostgreSQL database, one of them killed at a time
 * while the other serves. The load also sends feedback with pictures and homework corrections with a
 * photo (queued jobs every process works); after the last restart the bench waits for the queue to
 * finish. Afterwards the store is checked in SQL; any violation fails the run.
 * Needs the server build. BENCH_KILLS (10), BENCH_PUPILS (12), BENCH_CORRECTIONS (12, at most, per
 * store), BENCH_DIALECTS (sqlite,postgres), BENCH_PORT (4121); BENCH_KEEP=1 keeps the stores.
 */
import { benchCrash, type CrashResult } from './lib/crash.js';

const PORT = Number(process.env.BENCH_PORT ?? 4121);
const KILLS = Number(process.env.BENCH_KILLS ?? 10);
const PUPILS = Number(process.env.BENCH_PUPILS ?? 12);
const CORRECTIONS = Number(process.env.BENCH_CORRECTIONS ?? 12);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').map((d) => d.trim());

function report(r: CrashResult) {
  const l = r.load;
  console.log(
    `\n${r.dialect}, ${r.processes} process(es), ${r.pupils} pupils, ${r.seconds.toFixed(0)} s: ${r.kills} kill -9, ${r.backdatedOrders} unpaid orders made due while down, homework queue done ${r.queueWaitSeconds.toFixed(0)} s after the load${r.processes > 1 ? `, ${r.leasesRunOut} job leases run out before the last start` : ''}`,
  );
  console.log(
    `  requests sent ${l.sent}: answered 200 ${l.ok}, refused ${l.refused}, 5xx ${l.serverErrors}, cut by a kill ${l.connectionErrors}`,
  );
  console.log(`  by action ${JSON.stringify(l.byAction)}`);
  console.log(`  acknowledged ${JSON.stringify(r.acknowledged)}`);
  console.log(`  in the store ${JSON.stringify(r.store)}`);
  for (const i of r.invariants)
    console.log(`  ${i.violations === 0 ? 'ok  ' : 'FAIL'} ${i.name}: ${i.violations}`);
  console.log(
    `  ${r.invariants.length} invariants checked, ${r.violations} violations; server log errors ${r.serverLogErrors}`,
  );
}

async function main() {
  let violations = 0;
  for (const [i, dialect] of DIALECTS.entries()) {
    if (dialect !== 'sqlite' && dialect !== 'postgres') throw new Error(`unknown dialect ${dialect}`);
    console.log(`${dialect}: starting`);
    const r = await benchCrash({
      dialect,
      port: PORT + i * 2,
      kills: KILLS,
      pupils: PUPILS,
      corrections: CORRECTIONS,
      killEveryMs: [2000, 5000],
      log: (line) => console.log(line),
    });
    report(r);
    violations += r.violations;
  }
  if (violations > 0) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
