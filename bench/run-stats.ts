/**
 * `npx tsx --conditions=source bench/run-stats.ts`: the statistics part of the benchmark alone (a year
 * of activity for 1,000,000 users; getBigScreenData, getTjfxMore and getTjfxLeader under load as staff
 * and admin, against the raw baseline). Needs the server build. BENCH_USERS and BENCH_PER_USER shrink it.
 */
import { benchStats } from './lib/stats.js';

const PORT = Number(process.env.BENCH_PORT ?? 4121);

benchStats(PORT, {
  users: Number(process.env.BENCH_USERS ?? 1_000_000),
  perUser: Number(process.env.BENCH_PER_USER ?? 2),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
})
  .then((result) => {
    for (const r of result.reads) {
      console.log(
        `${r.who} ${r.path} (${r.bytes} B, first answer ${r.coldMs.toFixed(0)} ms): app ${r.app.reqPerSec.toFixed(0)} req/s ` +
          `p99 ${r.app.p99Ms} ms non-2xx ${r.app.non2xx}; raw ${r.raw.reqPerSec.toFixed(0)} req/s; ratio ${r.ratio.toFixed(2)}`,
      );
    }
    console.log(
      `users ${result.users}, activity rows ${result.activityRows}, written in ${result.fillSeconds.toFixed(1)} s; ` +
        `server start with the first rollup ${result.startSeconds.toFixed(1)} s`,
    );
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
