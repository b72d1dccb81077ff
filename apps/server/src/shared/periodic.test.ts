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
  it('is ready after the first run; skips a due run while the last one is going; closing waits', async () => {
    const held = heldJob();
    const app = Fastify();
    runPeriodically(app, { what: 'test', everyMs: 10, job: held.job });
    const ready = app.ready();
    await new Promise((r) => setTimeout(r, 30));
    expect(held.runs()).toBe(1);
    held.finish();
    await ready;
    await new Promise((r) => setTimeout(r, 30));
    const runs = held.runs();
    expect(runs).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 60)); // the run begun is held: no other starts
    expect(held.runs()).toBe(runs);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(false);
    held.finish();
    await closing;
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
