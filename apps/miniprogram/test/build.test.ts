import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { URLSearchParamsLite } from '../src/lib/url-search-params';

/** The polyfill against Node's own URLSearchParams (the WHATWG parser). */
describe('URLSearchParams of the mini program', () => {
  const samples = [
    '',
    '?em_5',
    'a=1&b=2&a=3',
    'q=https%3A%2F%2Fjc.example.com%2Fr%3Fem%3D5',
    'search=%E8%AF%AD%E6%96%87+%E4%B8%89',
    'x=%E4%B&y=%&z=%zz&w=%C3%28&v=%F0%9F%98%80&u=%ED%A0%80',
    '&&a==b&=c&d=&e',
    'k=语文&t=115245',
    '%61=%62&a+b=c%20d',
  ];
  it.each(samples)('reads %j as the browser does', (query) => {
    const ours = [...new URLSearchParamsLite(query)];
    const theirs = [...new URLSearchParams(query)];
    expect(ours).toEqual(theirs);
    expect(new URLSearchParamsLite(query).toString()).toBe(new URLSearchParams(query).toString());
    for (const [key] of theirs) {
      expect(new URLSearchParamsLite(query).get(key)).toBe(new URLSearchParams(query).get(key));
      expect(new URLSearchParamsLite(query).getAll(key)).toEqual(new URLSearchParams(query).getAll(key));
    }
  });

  const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

  it('agrees on random queries of escapes and pluses', () => {
    // Raw non-ASCII text is left to the samples: Node 20's parser turns some after a broken escape into
    // more U+FFFD than the standard (TextDecoder) does; the next test checks the decoding itself.
    const parts = [
      '%',
      '%4',
      '%41',
      '%E4',
      '%B8',
      '%AD',
      '%ff',
      '%F0',
      '%9F',
      '%98',
      '%80',
      '+',
      '=',
      '&',
      'a',
      '%3D',
    ];
    const next = random(7);
    for (let i = 0; i < 2000; i += 1) {
      const query = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => parts[Math.floor(next() * parts.length)],
      ).join('');
      expect([...new URLSearchParamsLite(query)], query).toEqual([...new URLSearchParams(query)]);
    }
  });

  it('decodes escaped bytes as TextDecoder does UTF-8, U+FFFD for each broken sequence', () => {
    const next = random(11);
    const bytes = [
      0x41, 0x80, 0xbf, 0xc2, 0xc3, 0xa9, 0xe0, 0xa0, 0xe4, 0xb8, 0xad, 0xed, 0xa0, 0xf0, 0x9f, 0x98, 0x80,
      0xf4, 0x90, 0xff,
    ];
    const decoder = new TextDecoder();
    for (let i = 0; i < 3000; i += 1) {
      const run = Array.from(
        { length: 1 + Math.floor(next() * 8) },
        () => bytes[Math.floor(next() * bytes.length)]!,
      );
      const query = `a=${run.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')}`;
      expect(new URLSearchParamsLite(query).get('a'), query).toBe(decoder.decode(Uint8Array.from(run)));
    }
  });
});

/**
 * The build (scripts/build.mjs) and its bundles run where the mini program runs them: a context with
 * only the language's own objects (no URL API, no DOM), the `wx` API and the constructors.
 */
describe('the built mini program', () => {
  execFileSync(process.execPath, ['apps/miniprogram/scripts/build.mjs'], {
    env: { ...process.env, JC_H5_ORIGIN: 'https://h5.example.com' },
    stdio: 'pipe',
  });
  const run = (file: string, wx: object) => {
    let definition: Record<string, unknown> = {};
    const module = { exports: {} as Record<string, unknown> };
    runInNewContext(readFileSync(`apps/miniprogram/dist/${file}`, 'utf8'), {
      wx,
      module,
      exports: module.exports,
      Component: (d: Record<string, unknown>) => (definition = d),
      App: (d: Record<string, unknown>) => (definition = d),
      setTimeout,
    });
    return { definition, exports: module.exports };
  };

  it('has every page of app.json, each with its script and template', () => {
    const app = JSON.parse(readFileSync('apps/miniprogram/dist/app.json', 'utf8')) as { pages: string[] };
    expect(app.pages).toEqual([
      'pages/index/home',
      'pages/book/sampleBook',
      'pages/web/index',
      'pages/login/index',
      'pages/scan/index',
      'pages/call/index',
      'pages/subscribe/index',
    ]);
    for (const page of app.pages) {
      expect(readFileSync(`apps/miniprogram/dist/${page}.js`, 'utf8').length).toBeGreaterThan(0);
      expect(readFileSync(`apps/miniprogram/dist/${page}.wxml`, 'utf8')).toMatch(/</);
    }
  });

  it('home routes a scanned entry address without a URL API, with the origin of the build', () => {
    const { definition } = run('pages/index/home.js', { getStorageSync: () => '' });
    const page = {
      data: {} as Record<string, string>,
      setData(d: object) {
        Object.assign(this.data, d);
      },
    };
    (definition.methods as { onLoad: (this: typeof page, o: object) => void }).onLoad.call(page, {
      q: encodeURIComponent('https://h5.example.com/twoCode.app?TkBookContent=8&type=8'),
    });
    expect(page.data.src).toBe(
      'https://h5.example.com/pages/book/resourcesDownload?lessonnoZi=8&jc_shell=miniprogram',
    );
  });

  it("an old page's address (a share, a message) opens the web-view of its H5 route", () => {
    const redirected: string[] = [];
    const { definition } = run('app.js', { redirectTo: ({ url }: { url: string }) => redirected.push(url) });
    const onPageNotFound = definition.onPageNotFound as (r: { path: string; query: object }) => void;
    onPageNotFound({ path: 'pages/book/bookDetails', query: { bookNo: '927' } });
    onPageNotFound({ path: 'pages/book/sampleBook', query: { em_3: '' } });
    onPageNotFound({ path: 'pages/nope/x', query: {} });
    expect(redirected).toEqual([
      '/pages/web/index?path=%2Fpages%2Fbook%2FbookDetails%3FbookNo%3D927',
      '/pages/book/sampleBook?em_3',
      '/pages/index/home',
    ]);
  });

  it('asks before applying a new version', () => {
    let ready: () => void = () => {};
    const applyUpdate = () => (applied = true);
    let applied = false;
    const { definition } = run('app.js', {
      canIUse: () => true,
      getUpdateManager: () => ({ onUpdateReady: (fn: () => void) => (ready = fn), applyUpdate }),
      showModal: ({ success }: { success: (r: { confirm: boolean }) => void }) => success({ confirm: true }),
    });
    (definition.onLaunch as () => void)();
    ready();
    expect(applied).toBe(true);
  });
});
