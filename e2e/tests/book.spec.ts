import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../app-test';
import {
  dictionaryId,
  loginAs,
  openHome,
  playVideoFromStart,
  presetGrade,
  skipBookAds,
  skipHomeAd,
  signIn,
} from './helpers';

// Textbook learning: the home book list, book 927 with its lesson tree, the players and
// resuming where the user left off. Runs against the demo catalogue.

async function openBook927(page: Page) {
  await page.goto('/marketing/927');
  await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=927$/);
  await expect(page.getByRole('heading', { name: '语文 一年级上册' })).toBeVisible();
}

/** From the next load on, records where the first seek of a media element lands (the resume position). */
async function watchSeeks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { seekedTo: number | null };
    w.seekedTo = null;
    document.addEventListener(
      'seeked',
      (event) => {
        if (w.seekedTo === null) w.seekedTo = (event.target as HTMLMediaElement).currentTime;
      },
      true,
    );
  });
}
const seekedTo = (page: Page) =>
  page.evaluate(() => (window as unknown as { seekedTo: number | null }).seekedTo);

// The book page's daily pop-up ad has tests of its own (book-detail.spec.ts).
test.beforeEach(async ({ page }) => {
  await skipBookAds(page);
});

const lesson = (page: Page, id: number) => page.locator(`[data-lesson-id="${id}"]`);
const toast = (page: Page) => page.locator('.adm-toast-main');

test.describe('home book list', () => {
  test('lists the books of each subject with their buttons', { tag: '@smoke' }, async ({ page }) => {
    await presetGrade(page);
    await skipHomeAd(page);
    await page.goto('/pages/index/home');
    const books = page.getByRole('list', { name: '图书' });
    for (const subject of ['语文', '数学', '英语']) {
      await page.getByRole('tab', { name: subject }).click();
      await expect(books.getByRole('heading', { name: `${subject} 三年级上册` })).toBeVisible();
    }
    await expect(books.getByRole('button', { name: '视频' }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '功能菜单' }).getByText('电子样书')).toBeVisible();
    await expect(page.getByTestId('menu-pager')).toBeVisible();
  });

  test('the banner carousel moves on every 2 s, loops both ways, and a tap opens the banner', async ({
    page,
  }) => {
    await openHome(page);
    const carousel = page.getByRole('region', { name: '活动横幅' });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} / 3` });
    await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
    await expect(slide(2)).toBeInViewport({ ratio: 0.9, timeout: 4_000 });
    await expect(slide(3)).toBeInViewport({ ratio: 0.9, timeout: 4_000 });
    // From the last slide autoplay goes on to the first, through the clone at the end.
    await expect(slide(1)).toBeInViewport({ ratio: 0.9, timeout: 4_000 });
    // Swiping back from the first slide shows the last one.
    await carousel.hover();
    await page.mouse.wheel(-400, 0);
    await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
    await slide(3).getByRole('button', { name: '积分商城 好礼兑换' }).click();
    await expect(page).toHaveURL(/\/pages\/shopping\/index|\/pages\/login\/accountLogin/);
  });

  test('the banner carousel moves on even when a finger was lifted right on a looping clone', async ({
    page,
  }) => {
    await openHome(page);
    const carousel = page.getByRole('region', { name: '活动横幅' });
    await expect(carousel.getByRole('group', { name: '1 / 3' })).toBeInViewport({ ratio: 0.9 });
    // A swipe held on the trailing clone of slide 1 (no scroll after the finger lifts, so none settles it).
    // The region is the scrolling track itself.
    await carousel.evaluate((track) => {
      track.dispatchEvent(new TouchEvent('touchstart', { bubbles: true }));
      track.scrollTo({ left: track.clientWidth * 4, behavior: 'instant' });
    });
    await page.waitForTimeout(300);
    await carousel.evaluate((track) => {
      track.dispatchEvent(new TouchEvent('touchend', { bubbles: true }));
    });
    await expect(carousel.getByRole('group', { name: '2 / 3' })).toBeInViewport({
      ratio: 0.9,
      timeout: 6_000,
    });
  });

  test('nothing jumps while the menu and the list load; the banner comes with the HTML', async ({ page }) => {
    await presetGrade(page);
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    };
    await page.route('**/api/bookmain/getMainPageBookList?**', slow);
    const requests: string[] = [];
    page.on('request', (request) =>
      requests.push(new URL(request.url()).pathname + new URL(request.url()).search),
    );
    await page.goto('/pages/index/home');
    const tabs = page.getByRole('tab', { name: '语文' });
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('region', { name: '功能菜单加载中' })).toBeVisible();
    const before = await tabs.boundingBox();
    await expect(page.getByRole('region', { name: '功能菜单' }).getByText('电子样书')).toBeVisible();
    await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
    expect(await tabs.boundingBox()).toEqual(before);

    // The server rendered the banner and sent its dictionary with the page: nobody asks for it again.
    expect(requests.filter((r) => r.includes('type=mainbanner'))).toEqual([]);
  });

  test('shows the empty text for a grade without books', async ({ page }) => {
    const value = {
      gradeId: await dictionaryId('grade', 'C1'),
      cebieId: await dictionaryId('cebie', '上册'),
    };
    await page.addInitScript((v) => window.localStorage.setItem('gradeValue', JSON.stringify(v)), value);
    await skipHomeAd(page);
    await page.goto('/pages/index/home');
    await expect(page.getByText('暂无合适的图书信息')).toBeVisible();
  });

  test('button 0 is open to all, the others ask for a login', async ({ page }) => {
    await presetGrade(page);
    await skipHomeAd(page);
    await page.goto('/pages/index/home');
    await page.getByRole('tab', { name: '语文' }).click();
    const card = page.getByRole('list', { name: '图书' }).getByRole('listitem').first();
    await card.getByRole('button', { name: '音频' }).click();
    await expect(toast(page)).toHaveText('请先登录');
    await expect(page).toHaveURL(/\/pages\/login\/accountLogin\?redirect=/, { timeout: 4_000 });

    await page.goto('/pages/index/home');
    await page.getByRole('tab', { name: '语文' }).click();
    await page.getByRole('list', { name: '图书' }).getByRole('button', { name: '视频' }).first().click();
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=\d+&bookType=s$/);
  });
});

test.describe('book detail', () => {
  test('the tree opens one branch at a time and toasts empty leaves by depth', async ({ page }) => {
    await openBook927(page);
    await lesson(page, 1).click();
    await expect(lesson(page, 200)).toBeVisible();
    await lesson(page, 200).click();
    await lesson(page, 789).click();
    await expect(lesson(page, 887)).toBeVisible();

    // A deep leaf without items.
    await lesson(page, 887).click();
    await expect(toast(page)).toHaveText('暂无可播放资源');

    // Opening the second unit collapses the first (and its subtree).
    const secondUnit = page
      .getByRole('treeitem', { name: /第二单元/ })
      .first()
      .getByRole('button')
      .first();
    await secondUnit.click();
    await expect(lesson(page, 200)).toBeHidden();
    await expect(secondUnit.locator('xpath=..')).toHaveAttribute('aria-expanded', 'true');
    // Tapping the open node collapses it.
    await secondUnit.click();
    await expect(secondUnit.locator('xpath=..')).toHaveAttribute('aria-expanded', 'false');

    // A top-level leaf without items.
    await page.getByRole('button', { name: /期末复习/ }).click();
    await expect(toast(page).last()).toHaveText('资源上传中');
  });

  test(
    'a video item plays with custom controls, and resumes after a reload',
    { tag: '@smoke' },
    async ({ page }) => {
      await openBook927(page);
      await lesson(page, 1).click();
      await lesson(page, 200).click();
      await page.locator('[data-timu-id="1"]').click();
      await expect(page.locator('[data-timu-id="1"] [data-testid="play-icon"]')).toHaveCSS(
        'background-color',
        'rgb(204, 43, 31)', // --jc-danger: the spec's red play icon of the current item
      );
      const video = page.locator('video');
      await expect(page.getByTestId('video-controls')).toBeVisible();
      // Pause a little in and come back later. The pause is made in the page as soon as the video is
      // past 1.2 s: the clip is 6 s and a position within 1 s of either end is not resumed, so a tap
      // that a busy machine delays by seconds could land too late to test anything.
      const left = await video.evaluate(async (v: HTMLVideoElement) => {
        const deadline = Date.now() + 15_000;
        while (v.currentTime <= 1.2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        v.pause();
        return v.currentTime;
      });
      expect(left).toBeGreaterThan(1.2);
      expect(left).toBeLessThan(4);
      expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);
      // The custom controls follow the video's state.
      await page.getByTestId('video-controls').getByRole('button', { name: '播放' }).waitFor();

      await watchSeeks(page);
      await page.reload();
      await lesson(page, 1).click();
      await lesson(page, 200).click();
      await page.locator('[data-timu-id="1"]').click();
      await expect.poll(() => seekedTo(page), { timeout: 15_000 }).not.toBeNull();
      expect(Math.abs((await seekedTo(page))! - left)).toBeLessThan(0.3);
    },
  );

  test('the controls hide 3.5 s after the last touch while playing', async ({ page }) => {
    await page.goto('/pages/book/bookDetails?s=100500101');
    // The code opens lesson 1 天地人 with its video in the media area.
    await expect(page.getByText('正在播放：《天地人》名师讲解')).toBeVisible();
    await playVideoFromStart(page);
    await page.getByTestId('video-player').dispatchEvent('pointerdown');
    const controls = page.getByTestId('video-controls');
    await expect(controls).toHaveAttribute('data-faded', 'false');
    const shown = Date.now();
    await expect(controls).toHaveAttribute('data-faded', 'true', { timeout: 5_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_500);
  });

  test(
    'an audio item opens the music player: speed cycle and remaining time',
    { tag: '@smoke' },
    async ({ page }) => {
      await openBook927(page);
      await lesson(page, 1).click();
      await lesson(page, 200).click();
      await page.locator('[data-timu-id="2"]').click();
      await expect(page).toHaveURL(/\/pages\/book\/musicPlayer\?bookNo=927&timuId=2$/);
      const player = page.getByTestId('audio-player');
      await expect(player.getByRole('heading', { name: '《天地人》课文朗读' })).toBeVisible();
      await expect(page.getByTestId('audio-time')).toHaveText(/^-00 : 1[0-2]$/);
      const speed = player.getByRole('button', { name: '倍速' });
      await expect(speed).toHaveText('1.0X');
      for (const next of ['1.5X', '2.0X', '0.5X', '1.0X']) {
        await speed.click();
        await expect(speed).toHaveText(next);
        await expect(player.getByRole('button', { name: '暂停' })).toBeVisible();
      }
      const audio = page.locator('audio');
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0.5);
      expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(12);
    },
  );

  test('a logged-in user resumes from the server position', async ({ page }) => {
    await signIn(page, 'student');
    await page.goto('/pages/book/musicPlayer?bookNo=927&timuId=4');
    const audio = page.locator('audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 8_000 })
      .toBeGreaterThan(3);
    const saved = page.waitForResponse((r) => r.url().includes('/api/book/saveProgress'));
    await page.getByTestId('audio-player').getByRole('button', { name: '暂停' }).click();
    await saved;
    const left = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
    // Another device: no local copy, the server has it.
    await page.evaluate(() => window.localStorage.removeItem('playProgress'));
    await watchSeeks(page);
    await page.reload();
    await expect.poll(() => seekedTo(page), { timeout: 15_000 }).not.toBeNull();
    expect(Math.abs((await seekedTo(page))! - left)).toBeLessThan(0.3);
  });
});

test.describe('failures', () => {
  test('an unknown book toasts the message and goes back after 1 s', async ({ page }) => {
    await presetGrade(page);
    await skipHomeAd(page);
    await page.goto('/pages/book/bookDetails?bookNo=99999');
    await expect(toast(page)).toHaveText(/获取书籍信息失败/);
    await expect(page).toHaveURL(/\/pages\/index\/home/, { timeout: 4_000 });
  });

  test('a video that fails offers a refresh after 3 s, and the refresh plays it', async ({ page }) => {
    await page.route('**/media/video/**', (route) => route.abort());
    await page.goto('/pages/book/bookDetails?s=100500101');
    const refresh = page.getByRole('button', { name: '视频加载失败，点击刷新' });
    await expect(refresh).toBeVisible({ timeout: 8_000 });
    await page.unroute('**/media/video/**');
    await refresh.click();
    await expect(refresh).toBeHidden();
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 8_000 })
      .toBeGreaterThan(0.5);
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the ad carousels are hidden at 768 px and wider', async ({ page }) => {
    await openBook927(page);
    await expect(lesson(page, 1)).toBeVisible();
    await expect(page.getByRole('region', { name: /^广告位/ })).toHaveCount(0);
  });
});

test('phones see the ad carousels, and the lessons do not jump when the top one arrives', async ({
  page,
}) => {
  await page.route('**/api/bookmain/getVideoADPic?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await openBook927(page);
  const firstLesson = lesson(page, 1);
  await expect(firstLesson).toBeVisible();
  const before = await firstLesson.boundingBox();
  await expect(page.getByRole('region', { name: '广告位一' })).toBeVisible();
  await expect(page.getByRole('region', { name: '广告位二' })).toBeVisible();
  expect(await firstLesson.boundingBox()).toEqual(before);
});

test.describe('search and favorites', () => {
  test('hot words, history and results', async ({ page }) => {
    await page.goto('/pages/book/bookSearch');
    const hot = page.getByLabel('热门搜索').getByRole('button');
    await expect(hot.first()).toBeVisible();
    await page.getByLabel('搜索内容').fill('天地人');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/bookSearch\?search=/);
    const results = page.getByRole('list', { name: '搜索结果' });
    await expect(results.getByText('语文 一年级上册')).toBeVisible();
    await expect(results.getByText('含课文：1 天地人')).toBeVisible();
    await page.goto('/pages/book/bookSearch');
    await expect(page.getByLabel('搜索历史').getByRole('button', { name: '天地人' })).toBeVisible();
    await page.getByLabel('搜索历史').getByRole('button', { name: '天地人' }).click();
    await page.getByRole('list', { name: '搜索结果' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/pages\/book\/bookDetails\?bookNo=927$/);
  });

  test('a logged-in user keeps a book among the favorites', async ({ page }) => {
    await loginAs(page, 'student');
    await openBook927(page);
    const star = page.getByRole('button', { name: /收藏/ });
    const on = (await star.getAttribute('aria-pressed')) === 'true';
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', on ? 'false' : 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /收藏/ })).toHaveAttribute(
      'aria-pressed',
      on ? 'false' : 'true',
    );
  });
});
