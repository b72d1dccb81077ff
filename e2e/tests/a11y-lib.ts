import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { apiHeaders, apiLogin } from './helpers';

// Accessibility, what the a11y-*.spec.ts files share: every registered page of the pupils' app, filled with the demo data, has no
// serious or critical axe-core violation of WCAG 2.1 A and AA at 390×844 — the pupil's pages as
// `student`, the teacher's as `teacher`, the staff's as `staff`. The ids of pages that need one come from
// the demo seed through the API. The rule set and the exceptions are in docs/accessibility.md.
// A sweep takes about a second a page on a quiet machine (most of it axe's); the limits leave room for a
// busy one.

/**
 * axe-core's browser build. The sweeps load it into each document they open (an init script) and call
 * `axe.run` there: the Playwright wrapper injected it anew on every call and, for frames, finished each
 * run in a fresh blank page, 650–850 ms a page against 130 ms (12 pupil pages timed side by side).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every document the page opens from now on has axe-core loaded (a sweep's pages). */
export async function withAxe(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE });
}

/** The serious and critical violations on the page as it is now, one line each. */
export async function violations(page: Page): Promise<string[]> {
  // Loaded through the debugging protocol, as a page's own policy (CSP) allows no eval.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (values) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const result = await axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return result.violations;
  }, AXE_TAGS);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** Requests of the page still waiting for their answer (media streams excepted). */
export const inFlight = new WeakMap<Page, Set<object>>();
export function trackRequests(page: Page) {
  const open = new Set<object>();
  inFlight.set(page, open);
  page.on('request', (r) => {
    if (!['media', 'websocket', 'eventsource'].includes(r.resourceType())) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the page has its data: no skeleton or spinner left and no request open for 100 ms (what
 * Playwright's 'networkidle' waits 500 ms for; the sweep opens a hundred pages).
 */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const open = inFlight.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  let quietSince = Date.now();
  for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 100) break;
    await page.waitForTimeout(25);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens each page once and answers the violations found, by page. */
export async function sweep(page: Page, urls: readonly string[]): Promise<Record<string, string[]>> {
  trackRequests(page);
  await withAxe(page);
  const found: Record<string, string[]> = {};
  for (const url of urls) {
    const t0 = Date.now();
    await page.goto(url);
    await settled(page);
    const t1 = Date.now();
    const v = await violations(page);
    if (v.length) found[url] = v;
    if (process.env.A11Y_DEBUG)
      console.log(`${url} load ${t1 - t0} axe ${Date.now() - t1}`, JSON.stringify(v));
  }
  return found;
}

/** A call of the API as `token`'s user: its data. */
export async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: apiHeaders(token) });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, path).toBe(200);
  return body.data;
}

export interface Paged<T> {
  list: T[];
}

/**
 * The pupil's pages without an id, in two halves of about the same sweep time (about 90 s each on one
 * worker of the shared machine, timed with A11Y_DEBUG=1), one a spec file, so the two workers share them:
 * the tab, camp, shop and book pages, then the contests, account, teacher-entrance and service pages.
 */
export const PUPIL_PAGES = [
  '/pages/index/home',
  '/pages/index/my',
  '/pages/index/clock',
  '/pages/index/teacherResources',
  '/pages/clock/index',
  '/pages/clock/rankings',
  '/pages/clock/history',
  '/pages/shopping/index',
  '/pages/shopping/integrationIndex',
  '/pages/shopping/integrationList',
  '/pages/shopping/orderList',
  '/pages/shopping/shoppingCar',
  '/pages/shopping/shoppingTop',
  '/pages/shopping/search',
  '/pages/book/bookDetails?bookNo=927',
  '/pages/book/musicPlayer?bookNo=927',
  '/pages/book/musicEmpty',
  '/pages/book/bookSearch',
  '/pages/book/readingListening',
  '/pages/book/readWrite',
  '/pages/book/listeningDownload',
  '/pages/book/answer?bookNo=212',
  '/pages/book/searchAnswer',
  '/pages/book/bookIndex?id=927',
];

export const PUPIL_PAGES_MORE = [
  '/pages/book/solicitingArticle',
  '/pages/book/solicitingList',
  '/pages/book/sampleBook',
  '/pages/book/resourcesDownload',
  '/pages/user/accountInstall',
  '/pages/user/changeAccount',
  '/pages/user/addressList',
  '/pages/user/changeAddress',
  '/pages/user/zhifuPwd',
  '/pages/user/reminders',
  '/pages/user/browseRecording',
  '/pages/user/aboutUs',
  '/pages/user/feedback',
  '/pages/user/rewardQuery',
  '/pages/user/rewardList',
  '/pages/user/workCorrection',
  '/pages/user/correctList',
  '/pages/user/searchTopics?bookNo=927',
  '/pages/user/certificateDownload',
  '/pages/user/weeklyReport',
  '/pages/teacher/attestation',
  '/pages/other/chooseSubjectPdf',
  '/pages/other/pdfView?url=%2Fmedia%2Fpdf%2Febook-yuwen.pdf',
  '/pages/other/customerconsultation?type=kefu_ks',
  '/pages/other/customerconsultationTwo',
  '/pages/other/toWxCustomer',
  '/pages/other/serviceWeb',
  '/pages/other/toWxMp?query=bookNo%3D927',
  '/pages/other/knowledge?subject=数学',
  '/pages/other/webApp?url=%2Fpages%2Findex%2Fhome&title=活动',
];

/** The pupil's pages that show one record: their ids from the demo seed, through the API. */
export async function pupilRecordPages(request: APIRequestContext): Promise<string[]> {
  const token = await apiLogin(request, 'student');
  const camps = await api<Paged<{ dakaId: number; status: string }>>(
    request,
    token,
    'dakaying/getDakaYingList?pageNum=1&pageSize=10',
  );
  const camp = camps.list.find((c) => c.status === 'running') ?? camps.list[0]!;
  const posts = await api<Paged<{ dakaInfoId: number; user: { userId: number }; day: string }>>(
    request,
    token,
    `dakaying/getDakaRijiList?dakaId=${camp.dakaId}&pageNum=1&pageSize=1`,
  );
  const post = posts.list[0]!;
  const tasks = await api<{ taskId: number; opened: boolean }[]>(
    request,
    token,
    `dakaying/getAllTaskList?dakaId=${camp.dakaId}`,
  );
  const task = tasks.find((t) => t.opened) ?? tasks[0]!;
  const history = await api<{ days: { date: string }[] }>(
    request,
    token,
    `dakaying/getDakaHistory?dakaId=${camp.dakaId}`,
  );
  const goods = await api<Paged<{ goodsId: number }>>(
    request,
    token,
    'integral/getGoodsList?pageNum=1&pageSize=1',
  );
  const orders = await api<Paged<{ orderId: number }>>(
    request,
    token,
    'integral/getOrderList?pageNum=1&pageSize=1',
  );
  const contests = await api<Paged<{ id: number }>>(
    request,
    token,
    'activity/article/getArticleOnGoing?categoryId=1&pageNum=1&pageSize=1',
  );
  const essays = await api<Paged<{ id: number }>>(
    request,
    token,
    'activity/article/getArticleHistoryList?pageNum=1&pageSize=1',
  );
  const rewards = await api<{ page: Paged<{ id: number }> }>(
    request,
    token,
    'book/reward/getRewardList/all?pageNum=1&pageSize=1',
  );
  const areas = await api<{ id: number }[]>(request, token, 'book/getEBookArea');
  const ebooks = await api<{ id: number }[]>(request, token, `book/getEBookInfo/${areas[0]!.id}`);
  const chendu = await api<{ piece: { id: number } | null }>(request, token, 'bookmain/getChenduOne');
  const goodsId = goods.list[0]!.goodsId;
  return [
    `/pages/clock/index?dakaId=${camp.dakaId}`,
    `/pages/clock/dakaDetails?dakaInfoId=${post.dakaInfoId}`,
    `/pages/clock/userPage?dakaId=${camp.dakaId}&userId=${post.user.userId}`,
    `/pages/clock/service?dakaId=${camp.dakaId}`,
    `/pages/clock/poster?dakaId=${camp.dakaId}`,
    `/pages/clock/publish?dakaId=${camp.dakaId}&taskId=${task.taskId}`,
    `/pages/clock/historyDetails?dakaId=${camp.dakaId}&date=${history.days[0]!.date}`,
    `/pages/shopping/detail?goodsId=${goodsId}`,
    `/pages/shopping/submitOrder?items=${goodsId}x1`,
    `/pages/shopping/orderDetails?orderId=${orders.list[0]!.orderId}`,
    `/pages/book/solicitingArticleOne?id=${contests.list[0]!.id}`,
    `/pages/book/solicitingSubmit?contestId=${contests.list[0]!.id}`,
    `/pages/book/solicitingDetails?yewuId=${essays.list[0]!.id}`,
    `/pages/book/sampleBookInfo?id=${ebooks[0]!.id}`,
    ...(chendu.piece ? [`/pages/book/chendu?id=${chendu.piece.id}`] : []),
    `/pages/user/rewardDetails?id=${rewards.page.list[0]!.id}`,
  ];
}

export const TEACHER_PAGES = [
  '/pages/index/teacherResources',
  '/pages/teacher/teacherDownload',
  '/pages/teacher/downloadDetails?bookNo=927',
  '/pages/teacher/downloadAllDetails',
  '/pages/teacher/integralUpload',
  '/pages/teacher/bookFavorites',
  '/pages/teacher/bookFavorites?type=resource',
  '/pages/teacher/sampleBookReceive',
  '/pages/teacher/sampleRecording',
];

export const STAFF_PAGES = [
  '/pages/index/my',
  '/pages/schoolArchives/index',
  '/pages/schoolArchives/changeSchool',
  '/pages/schoolArchives/bookstores',
  '/pages/schoolArchives/changeStores',
  '/pages/other/tjfxData',
  '/pages/other/tjfxTrend',
  '/pages/other/tjfxMore',
];

/** The staff's pages of one school and one bookshop of the demo seed. */
export async function staffRecordPages(request: APIRequestContext): Promise<string[]> {
  const token = await apiLogin(request, 'staff');
  const schools = await api<Paged<{ id: number }>>(
    request,
    token,
    'scoool/getSchoolList?pageNum=1&pageSize=1',
  );
  const stores = await api<Paged<{ id: number }>>(
    request,
    token,
    'scoool/getBookStoreList?pageNum=1&pageSize=1',
  );
  const school = schools.list[0]!.id;
  const store = stores.list[0]!.id;
  return [
    `/pages/schoolArchives/schoolInfo?id=${school}`,
    `/pages/schoolArchives/changeSchool?id=${school}`,
    `/pages/schoolArchives/gradeInfo?schoolId=${school}`,
    `/pages/schoolArchives/teacherInfo?schoolId=${school}`,
    `/pages/schoolArchives/jingpinInfo?schoolId=${school}`,
    `/pages/schoolArchives/qudaoInfo?schoolId=${school}`,
    `/pages/schoolArchives/saleInfo?schoolId=${school}`,
    `/pages/schoolArchives/storesInfo?id=${store}`,
    `/pages/schoolArchives/changeStores?id=${store}`,
    `/pages/schoolArchives/fahuoInfo?storeId=${store}`,
    `/pages/schoolArchives/kucunInfo?storeId=${store}`,
  ];
}

/**
 * Text at 200 %, as the phone's own text size setting makes it in the app's WebView: Android's
 * WebView textZoom and iOS's text size scale CSS-px text, which is what `text-size-adjust: 200%` does in
 * Chromium's mobile emulation (layout widths stay; only the text grows). Answers what does not fit: text
 * cut by a box that clips it (overflow hidden or clip, not a scroller), and text wider than the screen.
 */
export async function textAt200(page: Page): Promise<string[]> {
  await page.addStyleTag({
    content: 'html, body { -webkit-text-size-adjust: 200% !important; text-size-adjust: 200% !important; }',
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found = new Set<string>();
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class')!.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 16)}"`;
    const clipping = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.overflowX, s.overflowY].some((o) => o === 'hidden' || o === 'clip');
    };
    const scrolling = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.overflowX, s.overflowY].some((o) => o === 'auto' || o === 'scroll');
    };
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('[aria-hidden="true"], [inert], svg, .adm-skeleton')) continue;
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!text) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // words for screen readers only (components/VisuallyHidden): a 1 px box that shows nothing
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(el).position === 'absolute') continue;
      // its own text cut by its own box, or by the nearest box around it that clips (up to a scroller)
      if (clipping(el) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
        found.add(`cut: ${name(el)}`);
        continue;
      }
      let outside = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrolling(up)) {
          outside = true;
          break;
        }
        if (!clipping(up)) continue;
        const clip = up.getBoundingClientRect();
        if (box.right > clip.right + 1 || box.bottom > clip.bottom + 1 || box.left < clip.left - 1)
          found.add(`cut by ${name(up)}: ${name(el)}`);
        outside = true;
        break;
      }
      if (!outside && (box.right > width + 1 || box.left < -1)) found.add(`off the screen: ${name(el)}`);
      // text that grew out of a box of fixed size around it (a bar, a tile), over what is next to it
      for (let up = el.parentElement, depth = 0; up && depth < 3; up = up.parentElement, depth++) {
        if (scrolling(up) || clipping(up)) break;
        const around = up.getBoundingClientRect();
        if (box.bottom > around.bottom + 2 || box.top < around.top - 2) {
          found.add(`out of ${name(up)}: ${name(el)}`);
          break;
        }
      }
    }
    return [...found];
  });
}
