import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { AdminBook, AdminDicEntry, AdminPageAd, BookInfo, DicData, VideoAdPics } from '@jc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';

// The web app's real server bundle (vite build --ssr, a few seconds), and an index.html shaped like the
// web build's: #root holding the splash.
const WEB_APP = fileURLToPath(new URL('../../../../web/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'jc-first-screens-'));
const webDist = join(work, 'web');
const ssrDist = join(work, 'ssr');
const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>课本伴学</title><style>.splash{}</style></head><body>' +
  '<div id="root">\n  <div class="splash" aria-busy="true"><h1>课本伴学</h1></div>\n</div>' +
  '<script>/*boot*/</script></body></html>';

beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'admin.html'), '<div id="console-root"></div>');
  // npm hoists vite to the repository root.
  await promisify(execFile)(
    process.execPath,
    [
      join(WEB_APP, '../../node_modules/vite/bin/vite.js'),
      ...['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDist, '--logLevel', 'error'],
    ],
    { cwd: WEB_APP },
  );
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const dataScript = (html: string) => {
  const json = /<script id="jc-first-screen" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no data script');
  return JSON.parse(json) as { grade: unknown; subject: unknown; queries: [unknown[], unknown][] };
};

describe.each(dialects)('server-rendered home on %s', (dialect) => {
  const t = useTestApp({ dialect, env: { WEB_DIST: webDist, WEB_SSR_DIST: ssrDist } });
  const home = async (cookie?: string, encoding?: string) => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/pages/index/home',
      headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res;
  };
  const dic = (type: string) =>
    t()
      .call<DicData>('GET', '/api/bookmain/getDicData', { query: { type } })
      .then((r) => r.body.data.dicList);

  it("renders the banner, the subject tabs and the first books of the cookie's grade and subject", async () => {
    const [grades, cebies, subjects, banners] = await Promise.all(
      ['grade', 'cebie', 'subject', 'mainbanner'].map(dic),
    );
    const grade = grades!.find((g) => g.name === '三年级')!;
    const cebie = cebies!.find((c) => c.name === '上册')!;
    const math = subjects!.find((s) => s.name === '数学')!;
    const res = await home(`jc_grade=${grade.id}.${cebie.id}; jc_subject=${math.id}`);
    const html = res.body;
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(html).not.toContain('class="splash"');
    // The banner: the largest paint, sized and asked for first, with its preload in the head.
    const first = banners!.filter((b) => b.icon)[0]!;
    expect(html).toMatch(
      new RegExp(
        `<img src="${first.icon}" alt="${first.name}" width="690" height="260" fetchPriority="high"`,
      ),
    );
    expect(html.indexOf(`<link rel="preload" as="image" href="${first.icon}"`)).toBeLessThan(
      html.indexOf('</head>'),
    );
    // The tabs, the chosen one selected, and the grade on the top bar.
    for (const s of subjects!) expect(html).toContain(`>${s.name}</button>`);
    expect(html).toMatch(/aria-selected="true"[^>]*>数学</);
    expect(html).toContain('三年级(上册)');
    // The books of that grade, volume and subject, as the API lists them.
    const list = await t().call<{ list: { title: string; bookNo: string }[] }>(
      'GET',
      '/api/bookmain/getMainPageBookList',
      { query: { subject: String(math.id), grade: String(grade.id), cebie: String(cebie.id) } },
    );
    expect(list.body.data.list.length).toBeGreaterThan(0);
    for (const book of list.body.data.list) expect(html).toContain(`>${book.title}</h3>`);
    // The data travels with the page, under the queries' own keys.
    const data = dataScript(html);
    expect(data.grade).toEqual({ gradeId: grade.id, cebieId: cebie.id });
    expect(data.subject).toBe(math.id);
    expect(data.queries.map(([key]) => key[0])).toEqual([
      ...Array(5).fill('bookmain/getDicData'),
      'menu/GetAppMenuList',
      'bookmain/getMainPageBookList',
    ]);
    expect(data.queries.at(-1)).toEqual([
      ['bookmain/getMainPageBookList', { subject: math.id, grade: grade.id, cebie: cebie.id }],
      list.body.data,
    ]);
  });

  it('renders the page without a grade as the picker first finds it: no book list, no data for one', async () => {
    const html = (await home()).body;
    expect(html).toContain('选择年级');
    expect(html).toContain('aria-label="图书加载中"');
    const data = dataScript(html);
    expect(data.grade).toBeNull();
    expect(data.queries.map(([key]) => key[0])).not.toContain('bookmain/getMainPageBookList');
    // A grade the dictionaries do not list counts as none.
    expect(dataScript((await home('jc_grade=999999.999998')).body).grade).toBeNull();
  });

  it('answers a second request from the kept page, compressed once', async () => {
    const a = await home('jc_grade=3.10', 'gzip');
    const b = await home('jc_grade=3.10', 'gzip');
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(a.headers.vary).toMatch(/cookie/);
    expect(gunzipSync(b.rawPayload).toString()).toBe(gunzipSync(a.rawPayload).toString());
    expect((await home('jc_grade=3.10', 'br')).headers['content-encoding']).toBe('br');
  });

  it("shows an operator's banner change in the next page (the kept page follows the cache)", async () => {
    const before = (await home()).body;
    const admin = await t().login('admin');
    const list = await t().call<AdminDicEntry[]>('GET', '/api/admin/dictionary/getDicList', {
      token: admin,
      query: { type: 'mainbanner' },
    });
    const live = list.body.data.find((b) => b.live && b.icon)!;
    expect(before).toContain(`alt="${live.name}"`);
    const saved = await t().call('POST', '/api/admin/dictionary/saveDic', {
      token: admin,
      json: { ...live, name: '新学期 新横幅' },
    });
    expect(saved.status).toBe(200);
    const after = (await home()).body;
    expect(after).toContain('alt="新学期 新横幅"');
    expect(after).not.toContain(`alt="${live.name}"`);
  });

  it.each(['/r?em=5', '/book927', '/twoCode.app?TkBookInfo=927', '/pages/my/index'])(
    'answers %s with the plain app shell, so the entry guard still decides in the browser',
    async (url) => {
      const res = await t().app.inject({ method: 'GET', url, headers: { cookie: 'jc_grade=3.10' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('class="splash"');
      expect(res.body).not.toContain('jc-first-screen');
    },
  );
});

describe.each(dialects)('server-rendered book detail on %s', (dialect) => {
  const t = useTestApp({ dialect, env: { WEB_DIST: webDist, WEB_SSR_DIST: ssrDist } });
  const bookPage = async (query: string) => {
    const res = await t().app.inject({ method: 'GET', url: `/pages/book/bookDetails${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.body;
  };
  const bookInfo = async (bookNo: string) =>
    (await t().call<BookInfo>('GET', `/api/bookmain/getBookInfo/${bookNo}`)).body.data;

  it('renders the cover (sized, asked for first), the title and the first level of the lesson tree', async () => {
    const book = await bookInfo('927');
    const html = await bookPage('?bookNo=927');
    expect(html).not.toContain('class="splash"');
    const { bkInfo } = book;
    expect(html).toMatch(
      new RegExp(
        `<img src="${bkInfo.pictureV}" alt="${bkInfo.title}" width="150" height="200" fetchPriority="high"`,
      ),
    );
    expect(html.indexOf(`<link rel="preload" as="image" href="${bkInfo.pictureV}"`)).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(html).toContain(`>${bkInfo.title}</h1>`);
    expect(book.lessonList.length).toBeGreaterThan(0);
    for (const lesson of book.lessonList) expect(html).toContain(`data-lesson-id="${lesson.id}"`);
    // The tree opens nothing by itself: no second level in the HTML.
    const second = book.lessonList.flatMap((l) => l.children)[0];
    if (second) expect(html).not.toContain(`data-lesson-id="${second.id}"`);
    // The book and its subject's ad carousels travel with the page under the page's own query keys.
    const ads = (
      await t().call<VideoAdPics>('GET', '/api/bookmain/getVideoADPic', {
        query: { subject: String(bkInfo.subjectId) },
      })
    ).body.data;
    expect(ads.top.length).toBeGreaterThan(0);
    expect(html).toContain(`<img src="${ads.top[0]!.icon}" alt="${ads.top[0]!.name}"`);
    const data = dataScript(html);
    expect(data.queries).toEqual([
      [['book', '927'], book],
      [['bookmain/getVideoADPic', { subject: bkInfo.subjectId }], ads],
    ]);
    // The same book and date: the kept page, whatever else the address carries.
    expect(await bookPage('?bookNo=%20927&bookType=1')).toBe(html);
  });

  it("shows an operator's edit of the book in the next page", async () => {
    const admin = await t().login('admin');
    const dic = async (type: string, name: string) =>
      (
        await t().call<DicData>('GET', '/api/bookmain/getDicData', { query: { type } })
      ).body.data.dicList!.find((d) => d.name === name)!.id;
    const saved = await t().call<AdminBook>('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: {
        bookNo: 'SSR1',
        title: '服务端渲染的书',
        subjectId: await dic('subject', '语文'),
        gradeId: await dic('grade', '三年级'),
        cebieId: await dic('cebie', '上册'),
        bookarea: '部编版',
      },
    });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(await bookPage('?bookNo=SSR1')).toContain('>服务端渲染的书</h1>');
    const edited = await t().call('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { ...saved.body.data, title: '改过的书名' },
    });
    expect(edited.status).toBe(200);
    const after = await bookPage('?bookNo=SSR1');
    expect(after).toContain('>改过的书名</h1>');
    expect(after).not.toContain('服务端渲染的书');
  });

  it("shows an operator's change of the book page's ads in the next page", async () => {
    const before = await bookPage('?bookNo=927');
    const admin = await t().login('admin');
    const { subjectId } = (await bookInfo('927')).bkInfo;
    const top = (
      await t().call<VideoAdPics>('GET', '/api/bookmain/getVideoADPic', {
        query: { subject: String(subjectId) },
      })
    ).body.data.top[0]!;
    expect(before).toContain(`alt="${top.name}"`);
    const list = await t().call<{ list: AdminPageAd[] }>('GET', '/api/admin/advert/getAdList', {
      token: admin,
      query: { page: 'bookDetails', pageNum: '1', pageSize: '50' },
    });
    const ad = list.body.data.list.find((a) => a.id === top.id)!;
    const saved = await t().call('POST', '/api/admin/advert/saveAd', {
      token: admin,
      json: { ...ad, name: '新的图书页广告' },
    });
    expect(saved.status).toBe(200);
    const after = await bookPage('?bookNo=927');
    expect(after).toContain('alt="新的图书页广告"');
    expect(after).not.toContain(`alt="${top.name}"`);
  });

  it.each(['?bookNo=nothing1', '?bookNo=', '?s=100500101', '?bookNo=%3Cscript%3E', ''])(
    'answers %s with the plain app shell (the page looks further itself)',
    async (query) => {
      const html = await bookPage(query);
      expect(html).toContain('class="splash"');
      expect(html).not.toContain('jc-first-screen');
    },
  );
});
