/**
 * `npx tsx --conditions=source bench/run-homework.ts`: the homework correction part of the benchmark
 * alone (one correction's time, corrections per minute). Needs the server build. BENCH_HOMEWORK_BATCH
 * sets the batch (default 30).
 */
import { benchHomework } from './lib/homework.js';

const PORT = Number(process.env.BENCH_PORT ?? 4115);

benchHomework(PORT, Number(process.env.BENCH_HOMEWORK_BATCH ?? 30))
  .then((r) => {
    console.log(
      `one correction (submit to done, idle queue): ${r.singleMs.join(' ms, ')} ms (first loads the model)`,
    );
    console.log(
      `${r.batch} corrections in ${r.batchSeconds.toFixed(1)} s: ${r.perMinute.toFixed(0)} corrections per minute`,
    );
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
