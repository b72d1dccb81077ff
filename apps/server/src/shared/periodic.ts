import type { FastifyInstance } from 'fastify';

/**
 * A run takes the job's lease for this share of its period: less than the period, so the process that
 * ran keeps its turn at its next tick (a timer fires late, never early), and another takes over within a
 * period when it is gone.
 */
const LEASE_SHARE = 0.9;
/**
 * A closing process gives its lease back only while this much of it is left: until then no other
 * process can have taken it (the store's clock may differ from ours by a little).
 */
const RELEASE_MARGIN_MS = 1_000;

/**
 * A housekeeping job of a module (expiring unpaid orders, sweeping unattached uploads): run once when the
 * app is ready, then every `everyMs`, stopped before the app closes (so no run meets a closed store). A
 * failed run is logged as `failed: <what>` and the next one tries again; a run still going when the next
 * is due makes that one skip (a statistics rollup may outlast its period); closing waits for a run going
 * on; the timer never keeps the process alive.
 *
 * Where several processes serve the store (PostgreSQL, or Redis: `app.cluster.shared`), each tick first
 * takes the job's lease in the shared state (`rememberOnce('job:<what>')` for 0.9 of the period): one
 * process runs the job per period, the others skip; when the holder stops or dies its lease runs out
 * and the next process's tick takes it. A run that outlasts its lease may meet another process's next
 * run, so the jobs claim their rows with conditional updates all the same. A process closing cleanly (a
 * deploy) gives its lease back, so the next process's tick runs the job instead of waiting the lease
 * out. `everyProcess`: no lease (a queue every process works, each job claimed once).
 */
export function runPeriodically(
  app: FastifyInstance,
  {
    what,
    everyMs,
    job,
    everyProcess = false,
  }: { what: string; everyMs: number; job: () => Promise<unknown>; everyProcess?: boolean },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const leaseMs = Math.max(1, Math.floor(everyMs * LEASE_SHARE));
  const leaseKey = `job:${what}`;
  const shared = () => !everyProcess && app.hasDecorator('cluster') && app.cluster.shared;
  /** When this process last took the lease (0: it holds none). */
  let leaseTakenAt = 0;
  const leased = async () => {
    if (!shared()) return true;
    const takenAt = Date.now();
    const mine = await app.state.rememberOnce(leaseKey, leaseMs);
    if (mine) leaseTakenAt = takenAt;
    return mine;
  };
  const run = () => {
    running ??= leased()
      .then((mine) => (mine ? job() : undefined))
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, `${what} failed`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
    if (leaseTakenAt && Date.now() < leaseTakenAt + leaseMs - RELEASE_MARGIN_MS) {
      leaseTakenAt = 0;
      await app.state
        .reset(leaseKey)
        .catch((err: unknown) => app.log.warn({ err }, `${what}: lease not given back`));
    }
  });
}
