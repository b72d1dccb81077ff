import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../app-test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { apiHeaders, loginAs, openHome, storeRun, signIn } from './helpers';

// The check-in camp's rankings, customer service, history calendar, poster and home badge, against the demo seed: a running camp where 小明同学 (student) has checked in on earlier days.

async function api<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: apiHeaders(token) });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** The running camp the home badge leads to. */
async function runningCamp(request: APIRequestContext): Promise<number> {
  const badge = await api<{ dakaId: number } | null>(request, 'dakaying/getDakaFubiao');
  expect(badge).not.toBeNull();
  return badge!.dakaId;
}

/** My place as the bar under the list shows it: rank and value. */
async function myPlace(page: Page) {
  const bar = page.getByRole('complementary', { name: '我的排名' });
  await expect(bar).toBeVisible();
  const text = (await bar.innerText()).replace(/\s+/g, ' ');
  const m = /^(\d+|-) .* (\d+) (?:天|个赞)$/.exec(text.trim());
  expect(m, text).not.toBeNull();
  return { rank: m![1]!, value: Number(m![2]) };
}

test.describe('check-in camp: rankings, service, history, poster', () => {
  test('rankings: three tabs, medals for the top three, my place pinned; a check-in moves it', async ({
    page,
    request,
  }) => {
    const dakaId = await runningCamp(request);
    await signIn(page, 'student');
    await page.goto(`/pages/clock/rankings?dakaId=${dakaId}`);
    const list = page.getByRole('list', { name: '打卡天数排行' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText('第1名');
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    const before = await myPlace(page);
    expect(before.value).toBeGreaterThan(0);

    // The other tabs change the list and the address.
    await page.getByRole('tab', { name: '连续打卡' }).click();
    await expect(page).toHaveURL(/type=streak/);
    await expect(page.getByRole('list', { name: '连续打卡排行' })).toBeVisible();
    await page.getByRole('tab', { name: '获赞数' }).click();
    await expect(page.getByRole('list', { name: '获赞数排行' })).toBeVisible();
    await page.getByRole('tab', { name: '打卡天数' }).click();

    // A name opens that user's page in this camp.
    await list.getByRole('listitem').first().getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/pages/clock/userPage\\?userId=\\d+&dakaId=${dakaId}`));
    await page.goBack();

    // Check in today through the API, on a task that is open and not yet done today.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const tasks = await api<{ taskId: number; opened: boolean; checkedInToday: boolean }[]>(
      request,
      `dakaying/getAllTaskList?dakaId=${dakaId}`,
      token!,
    );
    const task = tasks.find((t) => t.opened && !t.checkedInToday);
    expect(task, 'an open task not checked in today').toBeTruthy();
    const res = await request.post('/api/dakaying/commitDakaInfoAndFile', {
      headers: apiHeaders(token!),
      multipart: { taskId: String(task!.taskId), content: '今天读了三遍，背下来啦！' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);

    // Coming back to the page shows the new figure (refetched on focus and on mount).
    await page.reload();
    await expect.poll(async () => (await myPlace(page)).value).toBe(before.value + 1);
    const after = await myPlace(page);
    expect(Number(after.rank)).toBeLessThanOrEqual(Number(before.rank));
  });

  test('rankings: a member of no camp is asked to join; a missing camp says so', async ({
    page,
    request,
  }) => {
    const dakaId = await runningCamp(request);
    await signIn(page, 'teacher');
    await page.goto(`/pages/clock/rankings?dakaId=${dakaId}`);
    const bar = page.getByRole('complementary', { name: '我的排名' });
    await expect(bar).toContainText('你还没有参加这个打卡营');
    await bar.getByRole('button', { name: '去报名' }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/clock/index\\?dakaId=${dakaId}`));

    await page.goto('/pages/clock/rankings');
    await expect(page.getByText('没有找到这个打卡营')).toBeVisible();
    await page.goto('/pages/clock/service?dakaId=999999');
    await expect(page.getByText('没有找到这个打卡营')).toBeVisible();
  });

  test('customer service: QR picture and a phone to call', async ({ page, request }) => {
    const dakaId = await runningCamp(request);
    const dic = await api<{ servicePhone: string; serviceQr: string }>(
      request,
      `dakaying/getDicInfo?dakaId=${dakaId}`,
    );
    await page.goto(`/pages/clock/service?dakaId=${dakaId}`);
    const qr = page.getByRole('img', { name: '客服二维码' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('长按二维码保存图片')).toBeVisible();
    const phone = page.getByRole('link', { name: `客服电话 ${dic.servicePhone} 拨打`, exact: true });
    await expect(phone).toContainText(dic.servicePhone);
    await expect(phone).toHaveAttribute('href', `tel:${dic.servicePhone.replace(/[^\d+-]/g, '')}`);
  });

  test('history: the month calendar marks my days and opens one; totals and the prize card', async ({
    page,
    request,
  }) => {
    const dakaId = await runningCamp(request);
    await loginAs(page, 'student');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const history = await api<{ days: { date: string }[]; totalDays: number }>(
      request,
      `dakaying/getDakaHistory?dakaId=${dakaId}`,
      token!,
    );
    expect(history.days.length).toBeGreaterThan(0);
    await page.goto(`/pages/clock/history?dakaId=${dakaId}`);
    const grid = page.getByRole('grid');
    const marked = grid.locator('button[role="gridcell"]');
    await expect(marked).toHaveCount(history.days.length);
    await expect(page.getByRole('region', { name: '打卡统计' })).toContainText(`${history.totalDays}`);
    await expect(page.getByRole('region', { name: '打卡奖品' })).toContainText('可领奖品');

    // The previous month, then back (the next month of the current one is not offered).
    await expect(page.getByRole('button', { name: '下个月' })).toBeDisabled();
    await page.getByRole('button', { name: '上个月' }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await page.getByRole('button', { name: '下个月' }).click();

    const last = history.days[history.days.length - 1]!.date;
    await grid.getByRole('gridcell', { name: new RegExp(`^${Number(last.slice(8))}日 打卡`) }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/clock/historyDetails\\?date=${last}&dakaId=${dakaId}`));
  });

  test('prize: once reached, the address sheet checks the form, shows a refusal, then saves', async ({
    page,
    request,
  }) => {
    const dakaId = await runningCamp(request);
    await loginAs(page, 'student');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const camp = await api<{ prizeDays: number; mine: { days: number } }>(
      request,
      `dakaying/getDakaYingInfo?dakaId=${dakaId}`,
      token!,
    );
    const setPrizeDays = (n: number) =>
      storeRun('UPDATE checkin_camps SET prize_days = ? WHERE id = ?', n, dakaId);
    const days = camp.mine.days;
    await setPrizeDays(days);
    try {
      await page.goto(`/pages/clock/history?dakaId=${dakaId}`);
      const card = page.getByRole('region', { name: '打卡奖品' });
      await expect(card).toContainText('恭喜你获得打卡奖品');
      await card.getByRole('button', { name: '填写领奖地址' }).click();
      const sheet = page.getByRole('dialog', { name: '填写领奖地址' });
      await sheet.getByRole('button', { name: '提交地址' }).click();
      await expect(sheet.getByText('请输入收货人姓名')).toBeVisible();

      await sheet.getByLabel('收货人').fill('小明妈妈');
      await sheet.getByLabel('手机号').fill('13800138000');
      for (const id of ['#prize-province', '#prize-city', '#prize-district']) {
        const select = sheet.locator(id);
        await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
        await select.selectOption({ index: 1 });
      }
      await sheet.getByLabel('详细地址').fill('幸福路 8 号 3 单元 501');

      // The server has the last word: a goal raised meanwhile is refused, with its message in the sheet.
      await setPrizeDays(days + 5);
      await sheet.getByRole('button', { name: '提交地址' }).click();
      await expect(sheet.getByRole('alert')).toContainText(`打卡满${days + 5}天才能领取奖品`);

      await setPrizeDays(days);
      await sheet.getByRole('button', { name: '提交地址' }).click();
      await expect(card).toContainText('地址已提交：小明妈妈 13800138000');
      await expect(sheet).toBeHidden();
    } finally {
      await setPrizeDays(camp.prizeDays);
    }
  });

  test('poster: a PNG drawn in the browser whose QR code opens the camp; saved as a file', async ({
    page,
    request,
    baseURL,
  }) => {
    const dakaId = await runningCamp(request);
    await signIn(page, 'student');
    await page.goto(`/pages/clock/poster?dakaId=${dakaId}`);
    const img = page.getByTestId('poster-image');
    await expect(img).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: '分享给好友' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: '保存图片' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^打卡海报-.+\.png$/);
    const png = await readFile((await download.path())!);
    // A real PNG: the signature, then its size in the IHDR chunk.
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(750);
    expect(png.readUInt32BE(20)).toBe(1200);

    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    expect(code?.data).toBe(`${baseURL}/pages/clock/index?dakaId=${dakaId}`);
  });

  test('home: the floating badge comes after the first screen and leads to the running camp', async ({
    page,
    request,
  }) => {
    const dakaId = await runningCamp(request);
    await loginAs(page, 'student');
    await openHome(page);
    const badge = page.getByRole('complementary', { name: '打卡营入口' });
    await expect(badge).toBeVisible({ timeout: 10_000 });
    await expect(badge).toContainText(/今日(未|已)打卡/);
    await badge.getByRole('button', { name: /打卡/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/pages/clock/index\\?dakaId=${dakaId}`));
  });
});
