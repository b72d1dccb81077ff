import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../app-test';
import { dictionaryId, skipBookAds, skipHomeAd } from './helpers';

// Interaction to Next Paint on the two server-rendered first screens (docs/web.md,
// "Server-rendered first screens"): a subject tab on home and a lesson on a book's page, tapped on a
// phone whose CPU is slowed 4× (Chrome DevTools' "mid-tier mobile"), measured by Google's `web-vitals`
// library in the page. Target: within 200 ms ("good").

const INP_TARGET_MS = 200;
const require = createRequire(import.meta.url);
// The library's script build (a global `webVitals`), put into the page before the app's scripts.
const WEB_VITALS_IIFE = join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js');

interface Vitals {
  /** web-vitals' INP after each interaction it reports (reportAllChanges). */
  inp: number[];
  /** Every interaction's event-timing duration (the raw entries web-vitals reads), for the report. */
  events: { name: string; duration: number }[];
}

/** web-vitals' onINP and a raw event-timing observer, from the start of the page, 4× CPU throttling. */
async function measure(page: Page) {
  // The init script runs in a function of its own: the library's `var webVitals` is made a global.
  await page.addInitScript({
    content: `${readFileSync(WEB_VITALS_IIFE, 'utf8')};window.webVitals = webVitals;`,
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      __vitals: Vitals;
      webVitals: {
        onINP: (cb: (m: { value: number }) => void, o: object) => void;
      };
    };
    w.__vitals = { inp: [], events: [] };
    // Interactions faster than web-vitals' default 40 ms threshold are counted too (16 ms is the floor).
    w.webVitals.onINP((m) => w.__vitals.inp.push(m.value), { reportAllChanges: true, durationThreshold: 16 });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (e.interactionId) w.__vitals.events.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return async () => {
    // Event timing entries come after the next paint; give the page a moment.
    await page.waitForTimeout(1_000);
    return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
  };
}

/**
 * Loads the page ROUNDS times and taps once on each load; the INP is the median of the loads (as
 * Lighthouse's score is judged by the median of runs): on a shared VM another process's burst adds its
 * time to the input delay of one tap now and then, which says nothing of the page.
 */
const ROUNDS = 3;

/** Attaches and prints each load's figures; answers the median INP (under 16 ms counts as 0). */
async function report(testInfo: TestInfo, what: string, rounds: Vitals[]): Promise<number> {
  const values = rounds.map((v) => v.inp.at(-1) ?? 0);
  const lines = rounds.map((v, i) => {
    const inp = v.inp.length ? `${values[i]} ms` : '< 16 ms (no interaction over the threshold)';
    return `  load ${i + 1}: INP ${inp}, events ${JSON.stringify(v.events)}`;
  });
  const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const text = `${what}: INP median of ${rounds.length} loads ${median} ms\n${lines.join('\n')}`;
  console.log(text);
  await testInfo.attach(`inp-${what}`, { body: text, contentType: 'text/plain' });
  return median;
}

test.describe('INP with 4× CPU throttling', () => {
  test('tapping a subject tab on home', async ({ page, context, baseURL }, testInfo) => {
    test.slow();
    const grade = {
      gradeId: await dictionaryId('grade', '三年级'),
      cebieId: await dictionaryId('cebie', '上册'),
    };
    await context.addCookies([
      { name: 'jc_grade', value: `${grade.gradeId}.${grade.cebieId}`, url: baseURL! },
    ]);
    await page.addInitScript((v) => window.localStorage.setItem('gradeValue', JSON.stringify(v)), grade);
    await skipHomeAd(page);
    const vitals = await measure(page);
    const rounds: Vitals[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto('/pages/index/home');
      // Hydrated (the date is the browser's), and the page settled.
      await expect(page.getByText(/\d{4}年\d{1,2}月\d{1,2}日 星期/)).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Another tab each load (the last one chosen is kept).
      const tab = page
        .getByRole('tablist', { name: '学科' })
        .getByRole('tab')
        .nth(1 + (round % 2));
      await tab.tap();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      rounds.push(await vitals());
    }
    const inp = await report(testInfo, 'home subject tab', rounds);
    expect(inp).toBeLessThanOrEqual(INP_TARGET_MS);
  });

  test('tapping a lesson on a book', async ({ page }, testInfo) => {
    test.slow();
    await skipBookAds(page);
    const vitals = await measure(page);
    const rounds: Vitals[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto('/pages/book/bookDetails?bookNo=927');
      // Hydrated: the tree's box takes the window's height in pixels.
      await expect
        .poll(() => page.getByTestId('lesson-scroll').evaluate((el) => el.style.maxHeight), {
          timeout: 30_000,
        })
        .toMatch(/px$/);
      await page.waitForLoadState('networkidle');
      const lesson = page
        .getByRole('tree', { name: '目录' })
        .locator('[role="treeitem"][aria-level="1"]')
        .first();
      await lesson.locator('button').first().tap();
      await expect(lesson).toHaveAttribute('aria-expanded', 'true');
      rounds.push(await vitals());
    }
    const inp = await report(testInfo, 'book lesson', rounds);
    expect(inp).toBeLessThanOrEqual(INP_TARGET_MS);
  });
});
