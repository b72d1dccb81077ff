import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import simulate from 'miniprogram-simulate';

/** Each page's module (its import runs its Component constructor). */
const MODULES: Record<string, () => Promise<unknown>> = {
  'pages/index/home': () => import('../src/pages/index/home'),
  'pages/book/sampleBook': () => import('../src/pages/book/sampleBook'),
  'pages/web/index': () => import('../src/pages/web/index'),
  'pages/login/index': () => import('../src/pages/login/index'),
  'pages/scan/index': () => import('../src/pages/scan/index'),
  'pages/call/index': () => import('../src/pages/call/index'),
  'pages/subscribe/index': () => import('../src/pages/subscribe/index'),
};

/**
 * Loads a page of src/pages the way the mini program does: its module calls the Component constructor
 * (captured here), and miniprogram-simulate renders that definition with the page's own .wxml. The
 * returned component is j-component's: `instance` is the page's `this`, `querySelector` finds nodes.
 */
export async function loadPage(page: string) {
  let definition: Record<string, unknown> | null = null;
  (globalThis as { Component?: unknown }).Component = (d: Record<string, unknown>) => {
    definition = d;
  };
  vi.resetModules();
  await MODULES[page]!();
  if (!definition) throw new Error(`${page} did not call Component()`);
  const template = readFileSync(`apps/miniprogram/src/${page}.wxml`, 'utf8');
  const id = simulate.load({ ...(definition as object), template });
  const page$ = simulate.render(id);
  page$.attach(document.createElement('parent-wrapper'));
  return page$;
}

/** A fresh fake of the `wx` API the pages call; each test sets the answers it needs. */
export function fakeWx() {
  const storage = new Map<string, unknown>();
  const wx = {
    getStorageSync: vi.fn((key: string) => storage.get(key) ?? ''),
    setStorageSync: vi.fn((key: string, value: unknown) => void storage.set(key, value)),
    removeStorageSync: vi.fn((key: string) => void storage.delete(key)),
    showToast: vi.fn(),
    showModal: vi.fn(),
    redirectTo: vi.fn(),
    navigateTo: vi.fn(),
    navigateBack: vi.fn(),
    login: vi.fn(),
    request: vi.fn(),
    scanCode: vi.fn(),
    makePhoneCall: vi.fn(),
    requestSubscribeMessage: vi.fn(),
    canIUse: vi.fn(() => true),
    getUpdateManager: vi.fn(),
  };
  (globalThis as { wx?: unknown }).wx = wx;
  return { wx, storage };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
