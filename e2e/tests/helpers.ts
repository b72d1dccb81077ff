import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config';

export const DEMO_PASSWORD = 'demo123456';

/** Logs in through the real login page. */
export async function loginAs(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/pages/login/accountLogin');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/pages\/index\/home/);
}

/** Picks a grade and volume in the mandatory grade popup, when it shows. */
export async function chooseGrade(page: Page, grade = '三年级', volume = '上册') {
  await page.getByText(grade, { exact: true }).click();
  await page.getByText(volume, { exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
}

/** A grade already chosen, so the home page does not ask. */
export async function presetGrade(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('gradeValue', JSON.stringify({ gradeId: 3, cebieId: 1 }));
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
