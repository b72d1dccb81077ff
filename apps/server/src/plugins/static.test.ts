import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ALL_PAGE_PATHS, Msg } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/app.js';
import { isAppPath, isConsolePath, isEntryPath } from './static.js';

describe('history fallback and media (sqlite)', () => {
  const t = useTestApp({ dialect: 'sqlite' });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers });

  it.each([
    '/',
    '/pages/index/home',
    '/pages/book/bookDetails?bookNo=927&lessonno=100500101',
    '/r?s=1',
    '/r?em=12',
    '/twoCode.app?TkBookInfo=927',
    '/marketing/927',
    '/book927y',
    '/book?bookNo=927',
    '/ebk',
    '/some/unknown/page',
  ])('answers %s with the app shell, not cached', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it.each(['/admin', '/admin/', '/admin/login', '/admin/shop/goods?pageNum=2', '/admin/users/12'])(
    'answers the console page %s with admin.html, not cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="console-root">');
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('answers the console with its precompressed admin.html, and keeps its missing files 404', async () => {
    const shell = await get('/admin/login', { 'accept-encoding': 'br' });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toContain('<div id="console-root">');
    expect((await get('/admin/missing.js')).statusCode).toBe(404);
    // Pages that only start with the letters stay the pupils' app.
    expect((await get('/administrator')).body).toContain('<div id="root">');
  });

  it('answers every page path of the contract with the app shell', async () => {
    for (const path of ALL_PAGE_PATHS) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
    }
  });

  it('keeps /api JSON and missing files 404', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.json()).toEqual({ code: 404, msg: Msg.noSuchApi, data: null });
    for (const url of ['/missing.js', '/assets/missing-123.js', '/media/none.mp3', '/uploads/none.jpg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: Msg.notFound, data: null });
    }
  });

  it('sends the precompressed copy to clients that accept it, with the same cache rules', async () => {
    const shell = await get('/pages/index/home', { 'accept-encoding': 'br, gzip' });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toContain('<div id="root">');
    const bundle = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(bundle.headers['content-encoding']).toBe('br');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(bundle.rawPayload).toString()).toBe('console.log("app");');
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('serves hashed bundles as immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves media with ranges (206) and cache headers', async () => {
    const full = await get('/media/dic/banner-chendu.svg');
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['cache-control']).toBe('public, max-age=604800');
    const part = await get('/media/dic/banner-chendu.svg', { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(0, 100))).toBe(true);
    // Dotfiles stay private.
    expect((await get('/media/.gitkeep')).statusCode).toBe(404);
  });

  it('serves uploads from DATA_DIR/uploads with ranges', async () => {
    const dir = join(t().config.uploadsDir, 'avatar');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.txt'), '0123456789');
    const res = await get('/uploads/avatar/a.txt', { range: 'bytes=2-5' });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('2345');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('without a web build', () => {
  it('still serves the API and answers pages with the 404 envelope', async () => {
    const t = await buildTestApp({ dialect: 'sqlite', env: { WEB_DIST: '/nonexistent/web/dist' } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/pages/index/home' });
      expect(page.statusCode).toBe(404);
      expect(page.json().code).toBe(404);
      expect((await t.call('GET', '/api/menu/GetAppMenuList')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('page path rules', () => {
  it('recognises entry addresses', () => {
    for (const p of ['/r', '/twoCode.app', '/marketing/927', '/book', '/book927', '/book927y', '/ebk']) {
      expect(isEntryPath(p), p).toBe(true);
    }
    for (const p of ['/robots.txt', '/book.css', '/rx', '/ebook.pdf']) expect(isEntryPath(p), p).toBe(false);
  });

  it('tells console pages from pupil pages and files', () => {
    for (const p of ['/admin', '/admin/', '/admin/login', '/admin/shop/goods'])
      expect(isConsolePath(p), p).toBe(true);
    for (const p of ['/administrator', '/admins/x', '/admin/app.js', '/pages/admin', '/api/admin/users/x'])
      expect(isConsolePath(p), p).toBe(false);
  });

  it('treats extension-less paths as pages and files as files', () => {
    expect(isAppPath('/pages/user/aboutUs')).toBe(true);
    expect(isAppPath('/anything')).toBe(true);
    expect(isAppPath('/favicon.ico')).toBe(false);
    expect(isAppPath('/api/x')).toBe(false);
    expect(isAppPath('/media/x')).toBe(false);
  });
});
