/**
 * `npx tsx --conditions=source bench/run-report.ts`: the weekly report's reads (docs/report.md): three
 * years of one pupil's activity among 100,000 pupils with a few rows each, myInfo/getWeeklyReport read
 * cold and under load. Needs the server build. BENCH_USERS, BENCH_YEARS, BENCH_SECONDS change it.
 */
import { benchReport } from './lib/report.js';

const PORT = Number(process.env.BENCH_PORT ?? 4131);

benchReport(PORT, {
  users: Number(process.env.BENCH_USERS ?? 100_000),
  years: Number(process.env.BENCH_YEARS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
})
  .then((r) => {
    console.log(
      `users ${r.users}, activity rows ${r.activityRows} (the pupil's own ${r.heavyRows}), written in ${r.fillSeconds.toFixed(1)} s`,
    );
    for (const x of r.reads)
      console.log(
        `${x.who} ${x.path} (${x.bytes} B): first answer ${x.coldMs.toFixed(1)} ms; ` +
          `${x.app.reqPerSec.toFixed(0)} req/s p99 ${x.app.p99Ms} ms non-2xx ${x.app.non2xx} errors ${x.app.errors}`,
      );
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
