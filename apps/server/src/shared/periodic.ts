import type { FastifyInstance } from 'fastify';

/**
 * A housekeeping job of a module (expiring unpaid orders, sweeping unattached uploads): run once when the
 * app is ready, then every `everyMs`, stopped before the app closes (so no run meets a closed store). A
 * failed run is logged as `failed: <what>` and the next one tries again; the timer never keeps the
 * process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  { what, everyMs, job }: { what: string; everyMs: number; job: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      await job();
    } catch (err) {
      app.log.error({ err }, `${what} failed`);
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
  });
}
