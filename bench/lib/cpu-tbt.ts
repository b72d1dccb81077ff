import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.js';

/**
 * Total blocking time estimated from the main thread's CPU time instead of its wall time. Lighthouse's
 * TBT scales the observed durations of the page's tasks by its slow-CPU factor (4), so on a VM shared
 * with other work every task looks longer and TBT swings by a factor of 3 to 5 between runs. The CPU time
 * a task used (`tdur` in Chromium's trace) hardly depends on what else the machine does, so the same sum
 * over it (each task's CPU time × 4, less 50 ms, where positive) compares two builds on a busy machine.
 * It counts every task from navigation to `settleMs` after load, and names what the long ones spent
 * their time on (the trace's top-level events within them).
 */
export interface CpuTbtRun {
  /** Σ max(0, 4 × task CPU time − 50 ms), ms. */
  estimatedTbtMs: number;
  /** The main thread's CPU time over the load, ms (unscaled). */
  mainThreadCpuMs: number;
  /** The long tasks' time (× 4) by top-level trace event name, largest first. */
  longTaskParts: [string, number][];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export async function cpuTbt(
  url: string,
  { runs = 5, cookies = [] as { name: string; value: string }[], settleMs = 3000 } = {},
): Promise<CpuTbtRun[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const out: CpuTbtRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(settleMs);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      await context.close();
      out.push(summarise(events));
    }
  } finally {
    await browser.close();
  }
  return out;
}

function summarise(events: TraceEvent[]): CpuTbtRun {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = (e: TraceEvent) => e.pid === main?.pid && e.tid === main?.tid && e.ph === 'X';
  const tasks = events.filter((e) => e.name === 'RunTask' && onMain(e) && e.tdur !== undefined);
  let estimatedTbtMs = 0;
  let mainThreadCpuMs = 0;
  const parts = new Map<string, number>();
  for (const task of tasks) {
    const cpuMs = task.tdur! / 1000;
    mainThreadCpuMs += cpuMs;
    if (cpuMs * SLOWDOWN <= LONG_TASK_MS) continue;
    estimatedTbtMs += cpuMs * SLOWDOWN - LONG_TASK_MS;
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (e) =>
        onMain(e) &&
        e !== task &&
        e.name !== 'RunTask' &&
        e.tdur &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end,
    );
    for (const e of inside) {
      const nested = inside.some(
        (o) =>
          o !== e &&
          o.ts <= e.ts &&
          o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
          (o.dur ?? 0) > (e.dur ?? 0),
      );
      if (!nested) parts.set(e.name, (parts.get(e.name) ?? 0) + (e.tdur! / 1000) * SLOWDOWN);
    }
  }
  return {
    estimatedTbtMs: Math.round(estimatedTbtMs),
    mainThreadCpuMs: Math.round(mainThreadCpuMs),
    longTaskParts: [...parts].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v)]),
  };
}
