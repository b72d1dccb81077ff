import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY, type DicData, type DicEntry } from '@jc/contract';
import Database from 'better-sqlite3';
import { createCipheriv, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR, SERVER_PORT } from '../playwright.config';

/** The worker's server (nginx in front of the processes when it is the cluster). */
const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;

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
 * Logs in without the login page, for specs that test something else: the login call made straight to
 * the API, then the token and profile the login page would keep written into the origin's storage (on a
 * small file of the origin, so no page of the app runs meanwhile). The next `goto` opens its page logged
 * in, in the pupils' app and the console alike. The login pages themselves are tested by auth.spec and
 * console-shell.spec.
 */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/oauth/Login', {
    headers: apiHeaders(),
    form: { account, password },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string; user: unknown } };
  if (body.code !== 200) throw new Error(`signIn ${account}: ${body.code} ${body.msg}`);
  await page.goto('/favicon.svg');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userInfo', JSON.stringify(user));
  }, body.data);
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

/**
 * Picks `option` in a console select (antd's Select, found by its combobox) and waits until the select
 * shows it. On a loaded machine a click can land while the dropdown is still opening and be lost, so
 * opening and picking are tried again until the choice shows.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(async () => {
    if ((await dropdown.count()) === 0) await combobox.click();
    await dropdown.locator('.ant-select-item-option', { hasText: exact }).first().click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * A button of the console's confirmation (confirmAction's Modal.confirm). Found by the confirmation's
 * own class: with a drawer open beneath it, "the last dialog's button" may be the drawer's, covered.
 */
export const confirmButton = (page: Page, name: string) =>
  page.locator('.ant-modal-confirm').getByRole('button', { name, exact: true });

/** Logs in to the operator console through its login page (the demo admin by default). */
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

/**
 * The demo dictionaries of the grade picker and the subject tabs, by group, read once per worker through
 * the public API (`bookmain/getDicData`, the entries the app sees): the same on SQLite and on the
 * cluster's PostgreSQL. No spec edits these three groups (the console's specs edit banners, hot words and
 * menus); a name not found is asked for again before giving up, so an entry added later is still found.
 */
type DicGroup = 'grade' | 'cebie' | 'subject';
const dictionaries = new Map<DicGroup, Promise<DicEntry[]>>();

async function fetchDictionary(type: DicGroup): Promise<DicEntry[]> {
  const res = await fetch(`${SERVER_URL}/api/bookmain/getDicData?type=${type}`, { headers: apiHeaders() });
  const body = (await res.json()) as { code: number; msg: string; data: DicData };
  if (body.code !== 200) throw new Error(`getDicData?type=${type}: ${body.code} ${body.msg}`);
  const flat: DicEntry[] = [];
  const walk = (entries: DicEntry[]) => {
    for (const e of entries) {
      flat.push(e);
      walk(e.children);
    }
  };
  walk(body.data.dicList);
  return flat;
}

async function dictionary(type: DicGroup, fresh = false): Promise<DicEntry[]> {
  let entries = dictionaries.get(type);
  if (!entries || fresh) {
    entries = fetchDictionary(type);
    dictionaries.set(type, entries);
    entries.catch(() => dictionaries.delete(type));
  }
  return entries;
}

/** Dictionary id of a grade, volume or subject name, as the app sees it (read through the API). */
export async function dictionaryId(type: DicGroup, name: string): Promise<number> {
  const find = (entries: DicEntry[]) => entries.find((e) => e.name === name)?.id;
  const id = find(await dictionary(type)) ?? find(await dictionary(type, true));
  if (id === undefined) throw new Error(`no ${type} named ${name} in getDicData`);
  return id;
}

/**
 * A grade already chosen (三年级 上册), so the home page does not ask; a returning user has also seen
 * today's home pop-up ad, so it does not cover the page.
 */
export async function presetGrade(page: Page) {
  const value = {
    gradeId: await dictionaryId('grade', '三年级'),
    cebieId: await dictionaryId('cebie', '上册'),
  };
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
 * Home comes rendered by the server (docs/first-screens.md, "Server-rendered first screens"): its buttons answer
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

/**
 * The e2e server's own SQLite store, opened directly, as an operator's tool would. Only when the server is
 * the single process on SQLite (the default); a spec that uses it needs that store (docs/operations.md,
 * "The e2e suite through the cluster"). Plain statements that suit both dialects go through `storeRun`,
 * `storeAll` and `storeGet` instead.
 */
export function withStore<T>(fn: (db: Database.Database) => T): T {
  if (clusterDatabaseUrl())
    throw new Error(
      'withStore opens the SQLite store: this spec cannot run through the cluster (storeRun/storeAll do)',
    );
  const db = new Database(join(E2E_DATA_DIR, 'app.db'));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * The PostgreSQL database of the worker's server when it is the cluster: bench/serve-cluster.ts writes
 * its address into DATA_DIR (`cluster-db-url`) before its first process starts. Null: the SQLite store.
 */
export function clusterDatabaseUrl(): string | null {
  try {
    return readFileSync(join(E2E_DATA_DIR, 'cluster-db-url'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Numbers for PostgreSQL's bigint and count(*), as SQLite answers them: the specs compare with numbers. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * One statement on the worker's store, whichever it is: the SQLite file, or the cluster's PostgreSQL.
 * Write it in the SQL both understand, parameters as `?` (none inside string literals: on PostgreSQL
 * they become `$1`, `$2` …). Answers the rows (a select) and the count of rows changed.
 */
async function storeStatement<T>(sql: string, params: unknown[]): Promise<{ rows: T[]; changes: number }> {
  const url = clusterDatabaseUrl();
  if (!url) {
    const db = new Database(join(E2E_DATA_DIR, 'app.db'));
    try {
      const statement = db.prepare(sql);
      if (statement.reader) return { rows: statement.all(...params) as T[], changes: 0 };
      return { rows: [], changes: statement.run(...params).changes };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url, types: pgTypes });
  await client.connect();
  try {
    let n = 0;
    const res = await client.query(
      sql.replace(/\?/g, () => `$${++n}`),
      params,
    );
    return { rows: res.rows as T[], changes: res.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

/** Runs a write on the worker's store (SQLite or the cluster's PostgreSQL): the count of rows changed. */
export async function storeRun(sql: string, ...params: unknown[]): Promise<number> {
  return (await storeStatement(sql, params)).changes;
}

/** The rows of a select on the worker's store (SQLite or the cluster's PostgreSQL). */
export async function storeAll<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  return (await storeStatement<T>(sql, params)).rows;
}

/** The first row of a select on the worker's store, or undefined. */
export async function storeGet<T>(sql: string, ...params: unknown[]): Promise<T | undefined> {
  return (await storeAll<T>(sql, ...params))[0];
}

/** Dictionary ids of the subjects, as the app sees them (read through the API). */
export async function subjectIds(): Promise<number[]> {
  return (await dictionary('subject')).map((e) => e.id);
}

/** The book page pop-up ad counts as shown today for every subject, so it does not cover the page. */
export async function skipBookAds(page: Page) {
  await page.addInitScript(
    (ids) => {
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      for (const id of ids) window.localStorage.setItem(`adShownDate:bookDetails:${id}`, today);
    },
    await subjectIds(),
  );
}

/**
 * A pupil account of the test's own, written straight into the store with the demo password (the hash
 * copied from the demo pupil `from`): for a test that ends an account (cancellation), so the demo
 * pupils other specs log in with stay usable. On SQLite or the cluster's PostgreSQL (the API has no call
 * that makes an account with a password). Answers the account; a second call is harmless.
 */
export async function throwawayPupil(account: string, from = 'xiaohong'): Promise<string> {
  const now = Date.now();
  await storeRun(
    `INSERT INTO users (account, password_hash, nickname, grade_id, cebie_id, created_at, updated_at)
     SELECT ?, password_hash, ?, grade_id, cebie_id, ?, ? FROM users WHERE account = ?
     ON CONFLICT (account) DO NOTHING`,
    account,
    `${account}同学`,
    now,
    now,
    from,
  );
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
