import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY } from '@jc/contract';
import Database from 'better-sqlite3';
import { createCipheriv, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';

export const DEMO_PASSWORD = 'demo123456';

/** Logs in through the real login page. */
export async function loginAs(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/pages/login/accountLogin');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/index\/home/);
}

/**
 * The operator console's screen: a 1280×800 desktop with a mouse, in Chinese, on China's clock
 * (`test.use(desktop)` in a console-<area>.spec.ts; the project's default is the phone).
 */
export const desktop = {
  viewport: { width: 1280, height: 800 },
  screen: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

/** Logs in to the operator console through its login page (the demo admin by default). */
/**
 * A button of the console's confirmation (confirmAction's Modal.confirm). Found by the confirmation's
 * own class: with a drawer open beneath it, "the last dialog's button" may be the drawer's, covered.
 */
export const confirmButton = (page: Page, name: string) =>
  page.locator('.ant-modal-confirm').getByRole('button', { name, exact: true });

export async function consoleLogin(page: Page, account = 'admin', password = DEMO_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** Picks a grade and volume in the mandatory grade popup, when it shows. */
export async function chooseGrade(page: Page, grade = '三年级', volume = '上册') {
  await page.getByText(grade, { exact: true }).click();
  await page.getByText(volume, { exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
}

/** Dictionary id of a grade or volume name, read from the server's store. */
export function dictionaryId(type: 'grade' | 'cebie', name: string): number {
  const row = withStore(
    (db) =>
      db.prepare('SELECT id FROM dictionaries WHERE dic_type = ? AND name = ?').get(type, name) as
        { id: number } | undefined,
  );
  if (!row) throw new Error(`no ${type} named ${name} in the store`);
  return row.id;
}

/**
 * A grade already chosen (三年级 上册), so the home page does not ask; a returning user has also seen
 * today's home pop-up ad, so it does not cover the page.
 */
export async function presetGrade(page: Page) {
  const value = { gradeId: dictionaryId('grade', '三年级'), cebieId: dictionaryId('cebie', '上册') };
  await page.addInitScript((v) => {
    window.localStorage.setItem('gradeValue', JSON.stringify(v));
  }, value);
  await skipHomeAd(page);
}

/** Opens the home page as a returning user: the grade chosen, today's pop-up ad seen (presetGrade). */
export async function openHome(page: Page) {
  await presetGrade(page);
  await page.goto('/pages/index/home');
  await homeHydrated(page);
}

/**
 * Home comes rendered by the server (docs/web.md, "Server-rendered first screens"): its buttons answer
 * once the app has hydrated it, which the date (the phone's clock, filled in right after) tells.
 */
export async function homeHydrated(page: Page) {
  await expect(page.getByText(/^\d{4}年\d{1,2}月\d{1,2}日 星期.$/)).toBeVisible({ timeout: 10_000 });
}

/** Plays the page's video from its start; returns the video. */
export async function playVideoFromStart(page: Page): Promise<Locator> {
  const video = page.locator('video');
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    return v.play();
  });
  return video;
}

/** The home pop-up ad counts as shown today (the date in China), so it does not cover the page. */
export async function skipHomeAd(page: Page) {
  await page.addInitScript(() => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    window.localStorage.setItem('adShownDate:home', today);
  });
}

/** Writes to the e2e server's own SQLite store, as an operator's tool would. */
export function withStore<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(join(E2E_DATA_DIR, 'app.db'));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Dictionary ids of the subjects, read from the server's store. */
export function subjectIds(): number[] {
  const rows = withStore(
    (db) => db.prepare("SELECT id FROM dictionaries WHERE dic_type = 'subject'").all() as { id: number }[],
  );
  return rows.map((r) => r.id);
}

/** The book page pop-up ad counts as shown today for every subject, so it does not cover the page. */
export async function skipBookAds(page: Page) {
  await page.addInitScript((ids) => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const id of ids) window.localStorage.setItem(`adShownDate:bookDetails:${id}`, today);
  }, subjectIds());
}

/**
 * A pupil account of the test's own, written straight into the store with the demo password (the hash
 * copied from the demo pupil `from`): for a test that ends an account (cancellation), so the demo
 * pupils other specs log in with stay usable. Answers the account; a second call is harmless.
 */
export function throwawayPupil(account: string, from = 'xiaohong'): string {
  withStore((db) => {
    const now = Date.now();
    db.prepare(
      `INSERT OR IGNORE INTO users (account, password_hash, nickname, grade_id, cebie_id, created_at, updated_at)
       SELECT ?, password_hash, ?, grade_id, cebie_id, ?, ? FROM users WHERE account = ?`,
    ).run(account, `${account}同学`, now, now, from);
  });
  return account;
}

/** The headers of a call made by a spec straight to the API: a fresh nonce, and the token when given. */
export function apiHeaders(token?: string): Record<string, string> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let text = '';
  for (let i = 0; i < 16; i++) text += alphabet[randomInt(alphabet.length)];
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_NONCE_KEY), Buffer.from(DEFAULT_NONCE_IV));
  const nonce = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
  return { nonce, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** Logs a demo account in through the API (no page): its token. */
export async function apiLogin(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post('/api/oauth/Login', {
    headers: apiHeaders(),
    form: { account, password: DEMO_PASSWORD },
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

/** Sums the layout shifts of the page (as CLS counts them: not those right after an input). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
