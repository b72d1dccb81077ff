import { readFileSync } from 'node:fs';
import { Code } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/seeded-store.js';
import { useTestApp } from '../test/app.js';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.js';

/** docs/security.md, "Security headers": on pages, files, API answers and refusals alike. */
describe('security headers (sqlite)', () => {
  const t = useTestApp({ dialect: 'sqlite' });

  const expectHeaders = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp, what).toContain("frame-ancestors 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  };

  it.each([
    '/',
    '/pages/index/home',
    '/admin/',
    '/admin/login',
    '/pages/user/my',
    '/favicon.svg',
    '/no/such/file.js',
  ])('are on %s', async (url) => {
    const res = await t().app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    expectHeaders(res.headers, url);
  });

  it('are on API answers, the api guard’s refusals and unknown API paths', async () => {
    const ok = await t().call('GET', '/api/menu/GetAppMenuList');
    expect(ok.status).toBe(200);
    expectHeaders(ok.headers, 'menu');
    const noNonce = await t().call('GET', '/api/myInfo/getMyInfo', { nonce: false });
    expect(noNonce.body.code).toBe(Code.badNonce);
    expectHeaders(noNonce.headers, 'refusal');
    const noToken = await t().call('GET', '/api/myInfo/getMyInfo');
    expect(noToken.status).toBe(401);
    expectHeaders(noToken.headers, '401');
    const unknown = await t().call('GET', '/api/no/such/call');
    expect(unknown.status).toBe(404);
    expectHeaders(unknown.headers, '404');
    const badUrl = await t().app.inject({ method: 'GET', url: '/api/myInfo/getKefuQrcode/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: Code.badInput, msg: '请求地址不正确', data: null });
    expectHeaders(badUrl.headers, 'a path the router cannot read');
  });
});

describe('the Content-Security-Policy', () => {
  it('lets pictures and media come from the map tiles, the public address and the configured CDN', () => {
    const csp = contentSecurityPolicy(
      testConfig(
        {
          MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
          PUBLIC_BASE_URL: 'https://app.example.com/h5',
          CSP_MEDIA_ORIGINS: 'https://cdn.example.com, https://img.example.net',
        },
        '/tmp/jc-csp',
        undefined,
      ),
    );
    const img = csp.split('; ').find((d) => d.startsWith('img-src '));
    expect(img).toBe(
      "img-src 'self' data: blob: https://cdn.example.com https://img.example.net https://app.example.com https://tiles.example.com",
    );
    expect(csp).toContain("media-src 'self' data: blob: https://cdn.example.com");
    // A picked file read back (blob:, data:) and offline listening's downloads from the media origins.
    expect(csp).toContain("connect-src 'self' blob: data: https://cdn.example.com");
  });

  it('lets the built pages’ inline boot script run by its hash, and nothing else inline', () => {
    const hashes = inlineScriptHashes([
      '<head><script>boot()</script><script type="module" crossorigin src="/assets/a.js"></script></head>',
      '<body><script id="jc-first-screen" type="application/json">{"a":1}</script><script>boot()</script></body>',
    ]);
    // sha256("boot()"), as the browser computes it over the script's text.
    expect(hashes).toEqual(["'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='"]);
    const csp = contentSecurityPolicy(testConfig({}, '/tmp/jc-csp', undefined), hashes);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashes[0]};`);
  });

  it('has no other origins by default', () => {
    const csp = contentSecurityPolicy(testConfig({}, '/tmp/jc-csp', undefined));
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("connect-src 'self' blob: data:;");
  });

  it('is a header only, never a <meta> of the pages: the native app on an old Android WebView depends on it', () => {
    // Such a WebView (no DOCUMENT_START_SCRIPT) gets the H5 through Capacitor's proxy, which writes the
    // bridge into the HTML as an inline script and drops the answer's headers; a <meta> policy would stay
    // and block the bridge (docs/native.md, "The native app").
    for (const page of ['index.html', 'admin.html']) {
      const html = readFileSync(new URL(`../../../web/${page}`, import.meta.url), 'utf8');
      expect(html).toMatch(/<head>/);
      expect(html).not.toMatch(/http-equiv\s*=\s*["']?content-security-policy/i);
    }
  });
});
