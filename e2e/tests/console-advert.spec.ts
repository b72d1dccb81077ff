import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { phone as phoneDevice, ROOT } from '../playwright.config';
import { expect, test } from '../app-test';
import { apiHeaders, apiLogin, chooseOption, desktop, presetGrade, signIn } from './helpers';

const SHOTS = join(ROOT, '.tmp/screenshots');
const PICTURE = join(ROOT, 'apps/server/assets/media/checkin/work-chunxiao.jpg');
const AD_NAME = '语文晨读弹窗';

/** `YYYY-MM-DD HH:mm` in Shanghai, `minutes` from now. */
const shanghaiMinute = (minutes: number) =>
  new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data: { form?: Record<string, string>; json?: unknown; params?: Record<string, string> } = {},
): Promise<T> {
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: apiHeaders(token),
    ...(data.form ? { form: data.form } : {}),
    ...(data.json ? { data: data.json } : {}),
    ...(data.params ? { params: data.params } : {}),
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

/** The pupil's phone: a page of its own (the project's phone device), the grade chosen. */
async function phone(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(phoneDevice)).newPage();
  await presetGrade(page);
  return page;
}

test.describe('operator console: ads, customer service, agreements', () => {
  test.use(desktop);
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('a pop-up scheduled from a minute ago for 语文 shows on home’s 语文 tab, not on 数学', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    await page.goto('/admin/content/ads');
    await expect(page.getByRole('heading', { name: '弹窗广告' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '寒假阅读营报名', exact: true })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'console-advert-ads.png') });

    await page.getByRole('button', { name: '新增广告' }).click();
    const drawer = page.locator('.ant-drawer');
    await chooseOption(page, drawer.locator('#ad_subjectId'), '语文');
    await drawer.locator('#ad_name').fill(AD_NAME);
    await drawer.locator('input[type=file]').setInputFiles(PICTURE);
    await expect(drawer.getByRole('img', { name: '广告图片' })).toBeVisible();
    await drawer.getByText('每次进入').click();
    await drawer.locator('#ad_startsAt').click();
    await drawer.locator('#ad_startsAt').fill(shanghaiMinute(-1));
    await drawer.locator('#ad_startsAt').press('Enter');
    await drawer.locator('#ad_endsAt').click();
    await drawer.locator('#ad_endsAt').fill(shanghaiMinute(24 * 60));
    await drawer.locator('#ad_endsAt').press('Enter');
    await page.screenshot({ path: join(SHOTS, 'console-advert-ad-drawer.png') });
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: AD_NAME });
    await expect(row).toContainText('展示中');
    await expect(row).toContainText('语文');

    const admin = await apiLogin(request, 'admin');
    const ads = await call<{ list: { id: number; name: string }[] }>(
      request,
      'GET',
      'admin/advert/getAdList',
      admin,
      { params: { page: 'home', pageSize: '100' } },
    );
    const adId = ads.list.find((a) => a.name === AD_NAME)!.id;
    try {
      const pupil = await phone(browser);
      await pupil.goto('/pages/index/home');
      // 语文 is the first tab, chosen on a first visit.
      await expect(pupil.getByRole('tab', { name: '语文' })).toHaveAttribute('aria-selected', 'true');
      const popup = pupil.getByRole('dialog', { name: AD_NAME });
      await expect(popup).toBeVisible();
      await pupil.screenshot({ path: join(SHOTS, 'console-advert-home-popup.png') });
      await popup.getByRole('button', { name: '关闭广告' }).click();
      await pupil.getByRole('tab', { name: '数学' }).click();
      await expect(pupil.getByRole('tab', { name: '数学' })).toHaveAttribute('aria-selected', 'true');
      await pupil.waitForTimeout(1500);
      await expect(pupil.getByRole('dialog', { name: AD_NAME })).toHaveCount(0);
      // Back on 语文 the pop-up (every visit) comes again.
      await pupil.getByRole('tab', { name: '语文' }).click();
      await expect(pupil.getByRole('dialog', { name: AD_NAME })).toBeVisible();
      await pupil.context().close();

      // Switched off in the console: gone for the pupil.
      await row.getByRole('switch').click();
      await expect(row).toContainText('已停用');
      const again = await phone(browser);
      await again.goto('/pages/index/home');
      await expect(again.getByRole('tab', { name: '语文' })).toHaveAttribute('aria-selected', 'true');
      await again.waitForTimeout(1500);
      await expect(again.getByRole('dialog', { name: AD_NAME })).toHaveCount(0);
      await again.context().close();
    } finally {
      // The store is the worker's: later specs must not meet this pop-up.
      await call(request, 'POST', 'admin/advert/deleteAd', admin, { form: { id: String(adId) } });
    }
  });

  test('an agreement text edited in the console shows on the pupils’ about page', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await apiLogin(request, 'admin');
    const original = await call<{ agreement: { title: string; content: string } }>(
      request,
      'GET',
      'thirdpart/getXieyi',
      admin,
    );
    await signIn(page, 'admin');
    await page.goto('/admin/content/about');
    const title = page.getByLabel('用户协议标题');
    await expect(title).toHaveValue(original.agreement.title);
    await page.screenshot({ path: join(SHOTS, 'console-advert-about.png') });
    const content = `${original.agreement.content}\n\n第十条 本协议自2026年12月1日起施行，由出版社负责解释。`;
    await title.fill('用户服务协议（2026年修订）');
    await page.getByLabel('用户协议正文').fill(content);
    await page.getByRole('button', { name: '保存用户协议' }).click();
    await expect(page.getByText('用户协议已保存')).toBeVisible();
    try {
      const pupil = await phone(browser);
      await pupil.goto('/pages/user/aboutUs');
      await pupil.getByText('用户服务协议（2026年修订）').click();
      const article = pupil.getByRole('article');
      await expect(article.getByRole('heading')).toHaveText('用户服务协议（2026年修订）');
      await expect(article.getByText('第十条 本协议自2026年12月1日起施行，由出版社负责解释。')).toBeVisible();
      await pupil.context().close();

      await page.getByRole('tab', { name: 'App 版本' }).click();
      await expect(page.getByRole('cell', { name: /Android|iOS/ }).first()).toBeVisible();
      await page.screenshot({ path: join(SHOTS, 'console-advert-releases.png') });
    } finally {
      await call(request, 'POST', 'admin/about/saveAgreement', admin, {
        form: { kind: 'agreement', title: original.agreement.title, content: original.agreement.content },
      });
    }
  });

  test('a customer-service desk edited in the console shows on the pupils’ service page', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await apiLogin(request, 'admin');
    const desks = await call<{ type: string; phone: string; workTime: string }[]>(
      request,
      'GET',
      'admin/contact/getKefuList',
      admin,
    );
    const before = desks.find((d) => d.type === 'kefu_ks')!;
    await signIn(page, 'admin');
    await page.goto('/admin/content/contact');
    await expect(page.getByRole('cell', { name: 'default' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'console-advert-contact.png') });
    await page.getByRole('button', { name: '编辑教材服务' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.locator('#kefu_phone').fill('400-820-8899');
    await drawer.locator('#kefu_workTime').fill('每天 8:00-21:00');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText('400-820-8899')).toBeVisible();
    try {
      const pupil = await phone(browser);
      await pupil.goto('/pages/other/customerconsultation?type=kefu_ks');
      await expect(
        pupil.getByRole('link', { name: '客服电话 400-820-8899 拨打', exact: true }),
      ).toHaveAttribute('href', 'tel:400-820-8899');
      await expect(pupil.getByText('每天 8:00-21:00')).toBeVisible();
      await pupil.context().close();
    } finally {
      await call(request, 'POST', 'admin/contact/saveKefu', admin, { json: { ...before } });
    }
  });

  test('reminder templates are listed and a new one is offered to pupils', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/content/reminders');
    await expect(page.getByRole('heading', { name: '提醒模板' })).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await page.screenshot({ path: join(SHOTS, 'console-advert-reminders.png') });
    await page.getByRole('button', { name: '新增模板' }).click();
    const modal = page.locator('.ant-modal');
    await modal.locator('#template_title').fill('口算提醒');
    await modal.locator('#template_content').fill('今天的口算练习做了吗？');
    await modal.locator('#template_path').fill('/pages/book/readWrite');
    await modal.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('cell', { name: '口算提醒' })).toBeVisible();
    const res = await request.get('/api/remindmsg/getMsgTemplate', { headers: apiHeaders() });
    const body = (await res.json()) as { data: { title: string }[] };
    expect(body.data.map((t) => t.title)).toContain('口算提醒');
  });
});
