/**
 * `npx tsx --conditions=source bench/run-checkin.ts`: the check-in camp part of the benchmark alone
 * (a camp of 100,000 members and 1,000,000 check-ins; its rankings and feed under load, against the
 * raw baseline). Needs the server build. BENCH_MEMBERS and BENCH_PER_MEMBER shrink it for a quick look.
 */
import { benchCheckin } from './lib/checkin.js';

const PORT = Number(process.env.BENCH_PORT ?? 4111);

benchCheckin(PORT, {
  members: Number(process.env.BENCH_MEMBERS ?? 100_000),
  perMember: Number(process.env.BENCH_PER_MEMBER ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
})
  .then((result) => {
    for (const r of result.reads) {
      console.log(
        `${r.path} (${r.bytes} B): app ${r.app.reqPerSec.toFixed(0)} req/s p99 ${r.app.p99Ms} ms non-2xx ${r.app.non2xx}` +
          (r.raw ? `; raw ${r.raw.reqPerSec.toFixed(0)} req/s; ratio ${r.ratio!.toFixed(2)}` : ''),
      );
    }
    console.log(
      `members ${result.members}, check-ins ${result.checkins}, written in ${result.fillSeconds.toFixed(1)} s`,
    );
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
