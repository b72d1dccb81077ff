import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../app-test';
import { homeHydrated, skipBookAds, skipHomeAd } from './helpers';

// Accessibility, by keyboard only (Tab, Shift+Tab, Enter, Space, the arrows; no click or tap
// on a control): the grade picker, the lesson tree, the video player's controls and the audio player.
// Every control reached has a Chinese name (found by it) and draws a focus ring; the grade picker that
// opens by itself draws none until a key is used (docs/accessibility.md).
// Each test walks its pages one key and one check at a time (about 300 browser calls in the players'
// test) and lets the video play for real seconds: about 31 s on a quiet 2-core machine, past the suite's 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Presses `key` (Tab by default) until `target` has the focus; fails after `limit` presses. */
async function keyTo(page: Page, target: Locator, key = 'Tab', limit = 30) {
  await target.waitFor({ state: 'attached', timeout: 5_000 });
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** The focused control draws a visible focus indicator: a 2 px ring at least, in a colour. */
async function expectRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      visible: el.matches(':focus-visible'),
      style: s.outlineStyle,
      width: parseFloat(s.outlineWidth),
      color: s.outlineColor,
    };
  });
  expect(ring.visible).toBe(true);
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).not.toMatch(/rgba\(.*, 0\)|transparent/);
}

/** What draws a focus ring now (:focus-visible with an outline). */
const ringed = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(':focus-visible')]
      .filter((el) => getComputedStyle(el).outlineStyle !== 'none')
      .map((el) => el.outerHTML.slice(0, 80)),
  );

/** Presses `key` until `target` has the focus, and checks its ring. */
async function reach(page: Page, target: Locator, key = 'Tab') {
  await keyTo(page, target, key);
  await expectRing(target);
}

const media = (page: Page, selector: 'video' | 'audio') =>
  page.locator(selector).evaluate((m: HTMLMediaElement) => ({
    paused: m.paused,
    time: m.currentTime,
    rate: m.playbackRate,
  }));

test('the grade picker: no ring when it opens by itself, then a grade and a volume chosen by keys', async ({
  page,
}) => {
  // A first visit: no grade kept, so home asks for one (the mandatory picker).
  await skipHomeAd(page);
  await page.goto('/pages/index/home');
  const picker = page.getByRole('dialog', { name: '请选择孩子的年级' });
  await expect(picker.getByRole('option', { name: '一年级' })).toBeVisible();
  // The picker itself has the focus, not its first chip: nothing is ringed before a key is pressed.
  await expect(picker).toBeFocused();
  expect(await ringed(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('picker-opened-by-itself.png') });

  // Tab goes on to the first chip, ringed now.
  await page.keyboard.press('Tab');
  await expectRing(picker.getByRole('option', { name: '一年级' }));
  await page.screenshot({ path: test.info().outputPath('picker-first-tab.png') });
  const grade = picker.getByRole('option', { name: '四年级' });
  await reach(page, grade);
  await page.keyboard.press('Space');
  await expect(grade).toHaveAttribute('aria-selected', 'true');
  const volume = picker.getByRole('option', { name: '下册' });
  await reach(page, volume);
  await page.keyboard.press('Enter');
  await expect(volume).toHaveAttribute('aria-selected', 'true');
  const confirm = picker.getByRole('button', { name: '确定' });
  await reach(page, confirm);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await homeHydrated(page);

  // Opened again by keys (the opener names the grade chosen): the picker takes the focus, Tab goes on
  // to its close button, Esc closes it and the focus returns to the opener.
  const opener = page.getByRole('button', { name: '四年级(下册)，切换年级' });
  await reach(page, opener);
  await page.keyboard.press('Enter');
  const switcher = page.getByRole('dialog', { name: '切换年级' });
  await expect(switcher).toBeFocused();
  await reach(page, switcher.getByRole('button', { name: '关闭' }));
  await page.screenshot({ path: test.info().outputPath('picker-opened-by-keys.png') });
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();
  await expectRing(opener);
});

test('the lesson tree, the video controls and the audio player by keys', async ({ page }) => {
  await skipBookAds(page);
  await page.goto('/pages/book/bookDetails?bookNo=927');
  // Hydrated: the tree's box takes the window's height in pixels (ssr.spec).
  await expect
    .poll(() => page.getByTestId('lesson-scroll').evaluate((el) => el.style.maxHeight))
    .toMatch(/px$/);
  const tree = page.getByRole('tree', { name: '目录' });

  // Tab into the tree, open the first unit with Enter, go down its rows with the arrows.
  const unit = tree.getByRole('treeitem', { name: /第一单元/ }).first();
  const unitRow = unit.getByRole('button').first();
  await reach(page, unitRow);
  await page.keyboard.press('Enter');
  await expect(unit).toHaveAttribute('aria-expanded', 'true');
  // ← closes it, → opens it again (the ARIA tree's keys).
  await page.keyboard.press('ArrowLeft');
  await expect(unit).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(unit).toHaveAttribute('aria-expanded', 'true');
  const lessonRow = tree.locator('[data-lesson-id="200"]');
  await expect(lessonRow).toHaveAccessibleName(/天地人/);
  await reach(page, lessonRow, 'ArrowDown');
  await page.keyboard.press('Enter');
  const videoItem = tree.locator('[data-timu-id="1"]');
  const audioItem = tree.locator('[data-timu-id="2"]');
  await expect(videoItem).toHaveAccessibleName(/《天地人》名师讲解.*视频/);
  await expect(audioItem).toHaveAccessibleName(/《天地人》课文朗读.*音频/);
  // ← from an item goes up to its lesson's row.
  await reach(page, videoItem, 'ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expectRing(lessonRow);
  await reach(page, videoItem, 'ArrowDown');
  await page.keyboard.press('Enter');

  // The video plays in the media area; its own controls come back with Shift+Tab (the 6 s video may
  // have ended on the way).
  const video = page.getByTestId('video-player');
  await expect.poll(async () => (await media(page, 'video')).paused, { timeout: 8_000 }).toBe(false);
  await reach(page, video.getByRole('button', { name: '全屏' }), 'Shift+Tab');
  const toggle = video.getByTestId('video-controls').getByRole('button', { name: /^(播放|暂停)$/ });
  await reach(page, toggle, 'Shift+Tab');
  if (!(await media(page, 'video')).paused) await page.keyboard.press('Space');
  await expect.poll(async () => (await media(page, 'video')).paused).toBe(true);
  await expect(toggle).toHaveAccessibleName('播放');

  // Paused, the seek bar moves by 5 s a key and says the time in words.
  const seek = video.getByRole('slider', { name: '视频进度' });
  await reach(page, seek);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await media(page, 'video')).time).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await media(page, 'video')).time).toBe(5);
  await expect(seek).toHaveAttribute('aria-valuetext', '已播放5秒，共6秒');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await media(page, 'video')).time).toBe(0);

  // Played by a key, the controls stay while the focus ring is on them (a touch's controls fade 3.5 s
  // after it: the control in use would vanish).
  await reach(page, toggle, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAccessibleName('暂停');
  await expect
    .poll(async () => (await media(page, 'video')).time, { intervals: [100], timeout: 8_000 })
    .toBeGreaterThan(4);
  await expect(video.getByTestId('video-controls')).toHaveAttribute('data-faded', 'false');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await media(page, 'video')).paused).toBe(true);

  // The audio item opens the music player.
  await reach(page, audioItem);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/book\/musicPlayer\?bookNo=927&timuId=2$/);
  const player = page.getByTestId('audio-player');
  await expect(player.getByRole('heading', { name: '《天地人》课文朗读' })).toBeVisible();
  await expect.poll(async () => (await media(page, 'audio')).paused, { timeout: 8_000 }).toBe(false);
  await reach(page, page.getByRole('button', { name: '返回' }));
  await reach(page, player.getByRole('button', { name: '暂停' }));
  await page.keyboard.press('Space');
  await expect.poll(async () => (await media(page, 'audio')).paused).toBe(true);
  await expect(player.getByRole('button', { name: '播放' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await media(page, 'audio')).paused).toBe(false);

  const progress = player.getByRole('slider', { name: '播放进度' });
  await reach(page, progress);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await media(page, 'audio')).time).toBeGreaterThanOrEqual(5);
  await expect(progress).toHaveAttribute('aria-valuetext', /^已播放\d+秒，共12秒$/);

  const speed = player.getByRole('button', { name: '倍速 1.0X' });
  await reach(page, speed);
  await page.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: '倍速 1.5X' })).toBeFocused();
  await expect.poll(async () => (await media(page, 'audio')).rate).toBe(1.5);

  // 上一首 is off on the first item: Tab passes it for 下一首.
  const next = page.getByRole('button', { name: '下一首' });
  await reach(page, next);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/timuId=2$/);
  await expect(player.getByRole('heading')).not.toHaveText('《天地人》课文朗读');
  await expectRing(next);
  await reach(page, page.getByRole('button', { name: '上一首' }), 'Shift+Tab');
});
