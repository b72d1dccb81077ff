import { describe, expect, it, vi } from 'vitest';
import { h5RouteOf, parseMpQuery } from '@jc/contract';
import type { Platform } from '../types';
import { createMiniProgramPlatform } from './webview-platform';

const web = {
  name: 'web',
  permissions: { state: vi.fn(), request: vi.fn(), openSettings: vi.fn() },
  app: {
    installed: () => true,
    updatePlatform: () => 'android',
    version: () => '1.0.0',
    download: vi.fn(),
    install: vi.fn(),
    restart: vi.fn(),
  },
  push: { supported: () => true, subscribe: vi.fn(), subscribed: vi.fn() },
} as unknown as Platform;

function make(today = '2026-11-28') {
  const bridge = { navigateTo: vi.fn(), redirectTo: vi.fn(), reLaunch: vi.fn() };
  const kept = new Map<string, string>();
  const p = createMiniProgramPlatform(web, bridge, {
    today: () => today,
    store: { get: (k) => kept.get(k) ?? null, set: (k, v) => void kept.set(k, v) },
  });
  return { p, bridge, kept };
}

/** The address a bridge call opened, as the mini program page's onLoad reads it. */
const opened = (url: string) => {
  const [page = '', query = ''] = url.slice(1).split('?');
  return { page, options: parseMpQuery(query) };
};

describe("the mini program's web-view platform", () => {
  it('no update check (the mini program updates itself), no Web Push, not an installed app', async () => {
    const { p } = make();
    expect(p.name).toBe('miniprogram');
    expect(p.app.updatePlatform()).toBeNull();
    expect(p.app.installed()).toBe(false);
    expect(p.push.supported()).toBe(false);
    await expect(p.push.subscribed()).resolves.toBe(false);
    expect(p.permissions).toBe(web.permissions);
  });

  it("scans with the mini program's page, which opens the result itself", async () => {
    const { p, bridge } = make();
    await expect(p.shell?.scan?.()).resolves.toBe('handed');
    expect(bridge.navigateTo).toHaveBeenCalledWith('/pages/scan/index');
  });

  it('calls through wx.makePhoneCall on its page', async () => {
    const { p, bridge } = make();
    await p.shell?.call?.('400-800 1234');
    expect(opened(bridge.navigateTo.mock.calls[0]![0] as string)).toEqual({
      page: 'pages/call/index',
      options: { phone: '400-8001234' },
    });
  });

  it('logs in on its login page, which then opens the redirect', () => {
    const { p, bridge } = make();
    p.shell?.login?.('/pages/book/sampleBook?em_5');
    const { page, options } = opened(bridge.redirectTo.mock.calls[0]![0] as string);
    expect(page).toBe('pages/login/index');
    expect(decodeURIComponent(options.redirect ?? '')).toBe('/pages/book/sampleBook?em_5');
    expect(h5RouteOf('pages/web/index', { path: options.redirect })).toEqual({
      kind: 'open',
      path: '/pages/book/sampleBook?em_5',
    });
  });

  it('a session that ended in the H5 relaunches the mini program on the route with logout=1', () => {
    const { p, bridge } = make();
    p.shell?.sessionEnded?.('/pages/index/home');
    p.shell?.sessionEnded?.('/pages/index/my');
    expect(bridge.navigateTo).not.toHaveBeenCalled();
    const [home, my] = bridge.reLaunch.mock.calls.map((c) => opened(c[0] as string));
    // The generic page forgets the kept token (logout) and shows the route without it.
    expect(home?.page).toBe('pages/web/index');
    expect(home?.options.logout).toBe('1');
    expect(h5RouteOf(home?.page ?? '', home?.options)).toEqual({ kind: 'open', path: '/pages/index/home' });
    expect(h5RouteOf(my?.page ?? '', my?.options)).toEqual({ kind: 'open', path: '/pages/index/my' });
  });

  it("asks for the 'active' subscription when an item starts, once a day", () => {
    const { p, bridge, kept } = make();
    p.shell?.subscribe?.('active', '100500101');
    p.shell?.subscribe?.('active', '100500102');
    expect(bridge.navigateTo).toHaveBeenCalledTimes(1);
    expect(opened(bridge.navigateTo.mock.calls[0]![0] as string)).toEqual({
      page: 'pages/subscribe/index',
      options: { name: 'active', taskId: '100500101' },
    });
    expect(kept.get('msgSubscribeDay')).toBe('2026-11-28');
  });
});
