import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic.js';

/** A job that stays running until `finish()` is called. */
function heldJob() {
  let runs = 0;
  let finish: () => void = () => undefined;
  const job = () => {
    runs++;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { job, runs: () => runs, finish: () => finish() };
}

describe('runPeriodically', () => {
  it('waits for the first run before the app is ready, unless it runs in the background', async () => {
    const held = heldJob();
    const app = Fastify();
    runPeriodically(app, { what: 'test', everyMs: 60_000, job: held.job, background: true });
    await app.ready(); // would never resolve if the first run were awaited
    expect(held.runs()).toBe(1);
    const closed = app.close();
    held.finish(); // closing waits for the run going on
    await closed;
  });

  it('skips a due run while the last one is still going', async () => {
    const held = heldJob();
    const app = Fastify();
    runPeriodically(app, { what: 'test', everyMs: 10, job: held.job, background: true });
    await app.ready();
    await new Promise((r) => setTimeout(r, 60));
    expect(held.runs()).toBe(1);
    held.finish();
    await new Promise((r) => setTimeout(r, 60));
    expect(held.runs()).toBeGreaterThan(1);
    held.finish();
    await app.close();
  });

  it('logs a failed run and tries again at the next tick', async () => {
    let runs = 0;
    const app = Fastify();
    runPeriodically(app, {
      what: 'test',
      everyMs: 10,
      job: () => (++runs === 1 ? Promise.reject(new Error('boom')) : Promise.resolve()),
    });
    await app.ready();
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBeGreaterThan(1);
    await app.close();
  });
});
