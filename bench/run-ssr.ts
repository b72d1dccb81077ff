/// <reference lib="dom" />
/**
 * `npx tsx --conditions=source bench/run-ssr.ts`: the server-rendered first screens alone (docs/first-screens.md,
 * "Server-rendered first screens"): the HTML of home (with a grade cookie) and of book 927 at 100
 * connections against the raw node:http baseline sending the same bytes (brotli, as browsers ask, and
 * uncompressed), and the first-screen JavaScript of both pages. Needs `npm run build`. Ports from
 * BENCH_PORT (4300: the app; +1 the baseline). `SSR_PARTS=html,api,js,lighthouse,cputbt` (default all but
 * lighthouse and cputbt) runs a subset; `lighthouse` runs Lighthouse mobile BENCH_LIGHTHOUSE_RUNS times (5) on each page;
 * `cputbt` estimates the blocking time from the main thread's CPU time (lib/cpu-tbt.ts; steady on a busy VM);
 * `api` is the reference: the API's hot read of the same book (getBookInfo/927) against its baseline;
 * `inp` taps a subject tab on home and a lesson on book 927 under 4× CPU throttling, BENCH_INP_LOADS
 * loads each (5), and reports web-vitals' INP, the median against the 200 ms target (lib/inp.ts).
 */
import { cpuTbt } from './lib/cpu-tbt.js';
import { firstScreenJs } from './lib/first-screen.js';
import { measureInp, type InpScenario } from './lib/inp.js';
import { lighthouseMobile, type LighthouseResult } from './lib/lighthouse.js';
import { startAppServer } from './lib/server.js';
import { benchHtml } from './lib/ssr-html.js';

const PORT = Number(process.env.BENCH_PORT ?? 4300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 100;
const PARTS = new Set((process.env.SSR_PARTS ?? 'html,api,js').split(',').map((p) => p.trim()));
const TARGETS = { ratio: 0.8, p99Ms: 20, firstScreenKb: 150, lighthouse: 98, inpMs: 200 };
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const INP_LOADS = Number(process.env.BENCH_INP_LOADS ?? 5);

const HOME = '/pages/index/home';
const BOOK = '/pages/book/bookDetails?bookNo=927';
// Fresh store: dictionary ids grade 1 (一年级), cebie 10 (上册).
const GRADE_COOKIE = 'jc_grade=1.10';

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main() {
  const app = await startAppServer(PORT);
  try {
    if (PARTS.has('html')) {
      const pages: { path: string; label: string; headers: Record<string, string> }[] = [
        { path: HOME, label: 'home, grade cookie', headers: { cookie: GRADE_COOKIE } },
        { path: BOOK, label: 'book 927', headers: {} },
      ];
      for (const page of pages) {
        for (const encoding of ['br', 'identity']) {
          const r = await benchHtml(
            app.url,
            PORT + 1,
            { ...page, headers: { ...page.headers, 'accept-encoding': encoding } },
            { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS },
          );
          console.log(
            `\n${r.path} (${r.label}; ${r.bytes} B ${r.encoding}; ${CONNECTIONS} connections, median of ${ROUNDS} runs of ${SECONDS} s)`,
          );
          console.log(
            `  app: ${r.app.reqPerSec.toFixed(0)} req/s, p99 ${r.app.p99Ms} ms ${verdict(r.app.p99Ms <= TARGETS.p99Ms)}, errors ${r.app.errors}, non-2xx ${r.app.non2xx}`,
          );
          console.log(`  raw: ${r.raw.reqPerSec.toFixed(0)} req/s, p99 ${r.raw.p99Ms} ms`);
          console.log(
            `  ratio ${r.ratio.toFixed(2)} (target >= ${TARGETS.ratio}) ${verdict(r.ratio >= TARGETS.ratio)}`,
          );
        }
      }
    }
    if (PARTS.has('api')) {
      // The reference the issue names: a hot API read of the same book today (gzip, as the app asks).
      const r = await benchHtml(
        app.url,
        PORT + 1,
        {
          path: '/api/bookmain/getBookInfo/927',
          label: 'the API hot read of book 927, for reference',
          headers: { 'accept-encoding': 'gzip' },
        },
        { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS },
        '"bkInfo"',
      );
      console.log(
        `\n${r.path} (${r.label}; ${r.bytes} B ${r.encoding}): app ${r.app.reqPerSec.toFixed(0)} req/s, p99 ${r.app.p99Ms} ms; raw ${r.raw.reqPerSec.toFixed(0)} req/s, p99 ${r.raw.p99Ms} ms; ratio ${r.ratio.toFixed(2)}`,
      );
    }
    if (PARTS.has('lighthouse')) {
      // Lighthouse's fresh profile: home without a grade cookie is the first visit (the picker's first
      // state); with the cookie it is a return visit with a grade chosen. The login page is the control.
      const pages: { path: string; label: string; headers?: Record<string, string> }[] = [
        { path: BOOK, label: 'book 927' },
        { path: HOME, label: 'home, first visit' },
        { path: HOME, label: 'home, grade chosen', headers: { Cookie: GRADE_COOKIE } },
        { path: '/pages/login/accountLogin', label: 'login' },
      ];
      for (const { path, label, headers } of pages) {
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseMobile(app.url + path, headers));
        const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
        console.log(
          `\nLighthouse mobile performance (${label}: ${path}), median of ${runs.length}: ${median.performance} (target >= ${TARGETS.lighthouse}) ${verdict(median.performance >= TARGETS.lighthouse)}`,
        );
        for (const run of runs)
          console.log(
            `  ${run.performance}: ${Object.entries(run.metrics)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}`,
          );
      }
    }
    if (PARTS.has('cputbt')) {
      // The blocking time from the main thread's CPU time (lib/cpu-tbt.ts): comparable on a busy VM.
      const pages = [
        { path: BOOK, label: 'book 927', cookies: [] },
        { path: HOME, label: 'home, first visit', cookies: [] },
        {
          path: HOME,
          label: 'home, grade chosen',
          cookies: [{ name: 'jc_grade', value: GRADE_COOKIE.split('=')[1]! }],
        },
      ];
      for (const { path, label, cookies } of pages) {
        const runs = await cpuTbt(app.url + path, { runs: LIGHTHOUSE_RUNS, cookies });
        const sorted = [...runs].sort((a, b) => a.estimatedTbtMs - b.estimatedTbtMs);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        console.log(
          `\nEstimated TBT from CPU time (${label}: ${path}), median of ${runs.length}: ${median.estimatedTbtMs} ms (target <= 150) ${verdict(median.estimatedTbtMs <= 150)}`,
        );
        for (const run of runs)
          console.log(
            `  ${run.estimatedTbtMs} ms (main thread CPU ${run.mainThreadCpuMs} ms): ${run.longTaskParts
              .slice(0, 5)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ')}`,
          );
      }
    }
    if (PARTS.has('inp')) {
      const [gradeId, cebieId] = GRADE_COOKIE.split('=')[1]!.split('.').map(Number);
      const scenarios: InpScenario[] = [
        {
          label: 'home, a subject tab',
          path: HOME,
          cookies: [{ name: 'jc_grade', value: `${gradeId}.${cebieId}` }],
          storage: { gradeValue: JSON.stringify({ gradeId, cebieId }) },
          tap: async (page, load) => {
            // Hydrated (the date is the browser's), and settled.
            await page.getByText(/\d{4}年\d{1,2}月\d{1,2}日 星期/).waitFor({ timeout: 30_000 });
            await page.waitForLoadState('networkidle');
            // Another tab each load.
            const tab = page
              .getByRole('tablist', { name: '学科' })
              .getByRole('tab')
              .nth(1 + (load % 2));
            await tab.tap();
            await tab.and(page.locator('[aria-selected="true"]')).waitFor();
          },
        },
        {
          label: 'book 927, a lesson',
          path: BOOK,
          tap: async (page) => {
            // Hydrated: the tree's box takes the window's height in pixels.
            await page.waitForFunction(
              () =>
                document
                  .querySelector<HTMLElement>('[data-testid="lesson-scroll"]')
                  ?.style.maxHeight.endsWith('px') ?? false,
              undefined,
              { timeout: 30_000 },
            );
            await page.waitForLoadState('networkidle');
            const lesson = page
              .getByRole('tree', { name: '目录' })
              .locator('[role="treeitem"][aria-level="1"]')
              .first();
            await lesson.locator('button').first().tap();
            await lesson.and(page.locator('[aria-expanded="true"]')).waitFor();
          },
        },
      ];
      for (const scenario of scenarios) {
        const loads = await measureInp(app.url, scenario, INP_LOADS);
        const median = [...loads].sort((a, b) => a.inpMs - b.inpMs)[Math.floor(loads.length / 2)]!.inpMs;
        console.log(
          `\nINP, 4× CPU throttling (${scenario.label}: ${scenario.path}), median of ${loads.length} loads: ${median} ms (target <= ${TARGETS.inpMs}) ${verdict(median <= TARGETS.inpMs)}`,
        );
        for (const load of loads)
          console.log(
            `  ${load.inpMs} ms: ${load.events.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', ')}`,
          );
      }
    }
    if (PARTS.has('js')) {
      for (const path of [HOME, BOOK]) {
        const js = await firstScreenJs(app.url, path);
        console.log(
          `\nFirst screen JS (${path}, gzip): ${(js.totalGzipBytes / 1024).toFixed(1)} KB in ${js.files.length} files (target <= ${TARGETS.firstScreenKb} KB) ${verdict(js.totalGzipBytes <= TARGETS.firstScreenKb * 1024)}`,
        );
      }
    }
  } finally {
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
