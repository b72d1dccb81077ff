// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeHandoff, webViewSrc } from '@jc/contract';

/**
 * index.html's boot script (`#jc-handoff`): the shells' hand-off, run as the browser runs it, before any
 * module. Its ES5 copy of the contract's takeHandoff must agree with it.
 */
const html = readFileSync('apps/web/index.html', 'utf8');
const code = /<script id="jc-handoff">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const MP_UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47 miniProgram/wx6f1c2d3e4b5a6978';
const browserUa = navigator.userAgent;
const setAgent = (ua: string) =>
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

function boot(address: string) {
  window.history.replaceState(null, '', address);
  new Function(code)();
}

describe('the hand-off boot script', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    delete (window as { Capacitor?: unknown }).Capacitor;
    setAgent(MP_UA);
  });

  it('exists in index.html', () => {
    expect(code).toContain('jc_token');
  });

  it('stores the mini program token, drops the cached user and leaves the rest of the query as written', () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('userInfo', '{"account":"someone"}');
    const src = webViewSrc('http://localhost:3000', '/pages/book/sampleBook?em_5', 'tok.en/1');
    boot(src.replace('http://localhost:3000', ''));
    expect(localStorage.getItem('token')).toBe('tok.en/1');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/pages/book/sampleBook?em_5');
    expect(window.__JC_SHELL__).toBe('miniprogram');
    expect(sessionStorage.getItem('jcShell')).toBe('miniprogram');
  });

  it('keeps the cached user when the same token comes again, and the shell for the tab', () => {
    localStorage.setItem('token', 'same');
    localStorage.setItem('userInfo', '{"account":"student"}');
    boot('/pages/index/home?jc_token=same&jc_shell=miniprogram');
    expect(localStorage.getItem('userInfo')).toBe('{"account":"student"}');
    boot('/pages/index/my');
    expect(window.__JC_SHELL__).toBe('miniprogram');
  });

  it('a browser: nothing stored, no shell, the address untouched', () => {
    setAgent(browserUa);
    boot('/pages/book/sampleBook?ed_7&a=%20b');
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.__JC_SHELL__).toBe('');
    expect(window.location.search).toBe('?ed_7&a=%20b');
  });

  it('a browser does not take a token or a shell from a link (no login by link), and drops them from the address', () => {
    setAgent(browserUa);
    localStorage.setItem('token', 'mine');
    boot('/pages/index/my?jc_token=attacker&jc_shell=miniprogram');
    expect(localStorage.getItem('token')).toBe('mine');
    expect(window.__JC_SHELL__).toBe('');
    expect(window.location.search).toBe('');
  });

  it("names the native app when Capacitor's bridge is there", () => {
    setAgent(browserUa);
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    boot('/pages/index/home');
    expect(window.__JC_SHELL__).toBe('native');
  });

  it.each([
    '?em_5&jc_shell=miniprogram&jc_token=a.b%2Fc',
    '?jc_token=&a=1&b',
    '?q=https%3A%2F%2Fx%2Fr%3Fem%3D5&jc_shell=miniprogram',
    '?%E4%B&jc_token=x',
  ])('agrees with the contract for %s', (search) => {
    boot(`/pages/index/home${search}`);
    const expected = takeHandoff(search);
    expect(window.location.search).toBe(expected.search);
    if (expected.token) expect(localStorage.getItem('token')).toBe(expected.token);
    else expect(localStorage.getItem('token')).toBeNull();
  });
});
