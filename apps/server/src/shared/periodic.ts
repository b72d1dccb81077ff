import type { FastifyInstance } from 'fastify';

/**
 * A housekeeping job of a module (expiring unpaid orders, sweeping unattached uploads): run once when the
 * app is ready, then every `everyMs`, stopped before the app closes (so no run meets a closed store). A
 * failed run is logged as `failed: <what>` and the next one tries again; a run still going when the next
 * is due makes that one skip (a statistics rollup may outlast its period); closing waits for a run going
 * on; the timer never keeps the process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  { what, everyMs, job }: { what: string; everyMs: number; job: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= job()
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
  });
}
