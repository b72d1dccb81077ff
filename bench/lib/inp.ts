/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium.js';
import { makeNonce } from './nonce.js';

/**
 * Interaction to Next Paint on a server-rendered first screen (docs/first-screens.md, "Server-rendered first
 * screens"): a phone (390×844, touch) with its CPU slowed 4× by CDP (DevTools' "mid-tier mobile") loads the
 * page, waits until it has hydrated and settled, and taps once; Google's `web-vitals` library, put into the
 * page before the app's scripts, reports the INP. Each load is a fresh page; the figure is the median of
 * the loads, since on a shared machine another process's burst now and then adds its time to one tap.
 */
export interface InpLoad {
  /** web-vitals' INP after the tap, ms (0: no interaction over the 16 ms floor). */
  inpMs: number;
  /** Every interaction's event-timing duration, for the report. */
  events: { name: string; duration: number }[];
}

export interface InpScenario {
  label: string;
  path: string;
  cookies?: { name: string; value: string }[];
  /** localStorage entries the page finds on its first load (a returning user's). */
  storage?: Record<string, string>;
  /** Waits until the page answers taps (hydrated), then taps once and waits for the page's answer. */
  tap: (page: Page, load: number) => Promise<void>;
}

const require = createRequire(import.meta.url);
// The library's script build (a global `webVitals`).
const WEB_VITALS_IIFE = join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js');

/** The subjects' dictionary ids, read through the API: the book page's daily pop-up ad is keyed by them. */
async function subjectIds(baseUrl: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/bookmain/getDicData?type=subject`, {
    headers: { nonce: makeNonce() },
  });
  const body = (await res.json()) as { data: { dicList: { id: number }[] } };
  return body.data.dicList.map((e) => e.id);
}

export async function measureInp(baseUrl: string, scenario: InpScenario, loads = 5): Promise<InpLoad[]> {
  const adKeys = [
    'adShownDate:home',
    ...(await subjectIds(baseUrl)).map((id) => `adShownDate:bookDetails:${id}`),
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const out: InpLoad[] = [];
  try {
    for (let load = 0; load < loads; load++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
      });
      if (scenario.cookies?.length)
        await context.addCookies(scenario.cookies.map((c) => ({ ...c, url: baseUrl })));
      const page = await context.newPage();
      // A returning user: today's pop-up ads already seen, so none covers the page.
      await page.addInitScript(
        ({ keys, storage }) => {
          const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
          for (const key of keys) window.localStorage.setItem(key, today);
          for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
        },
        { keys: adKeys, storage: scenario.storage ?? {} },
      );
      // The init script runs in a function of its own: the library's `var webVitals` is made a global.
      await page.addInitScript({
        content: `${readFileSync(WEB_VITALS_IIFE, 'utf8')};window.webVitals = webVitals;`,
      });
      await page.addInitScript(() => {
        const w = window as unknown as {
          __vitals: { inp: number[]; events: { name: string; duration: number }[] };
          webVitals: { onINP: (cb: (m: { value: number }) => void, o: object) => void };
        };
        w.__vitals = { inp: [], events: [] };
        // Interactions faster than web-vitals' default 40 ms threshold count too (16 ms is the floor).
        w.webVitals.onINP((m) => w.__vitals.inp.push(m.value), {
          reportAllChanges: true,
          durationThreshold: 16,
        });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
            if (e.interactionId) w.__vitals.events.push({ name: e.name, duration: e.duration });
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(baseUrl + scenario.path);
      await scenario.tap(page, load);
      // Event-timing entries come after the next paint; give the page a moment.
      await page.waitForTimeout(1_000);
      const vitals = await page.evaluate(
        () =>
          (window as unknown as { __vitals: { inp: number[]; events: { name: string; duration: number }[] } })
            .__vitals,
      );
      out.push({ inpMs: vitals.inp.at(-1) ?? 0, events: vitals.events });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
