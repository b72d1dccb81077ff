import { describe, expect, it, vi } from 'vitest';
import type { ConsoleRoute } from '@/console-kit';
import { preloadRequestedPage } from './router';

const Page = () => null;
function routes() {
  const load = () => vi.fn(() => Promise.resolve({ default: Page }));
  return [
    { path: 'shop/goods', page: load() },
    { path: 'shop/orders/:id', page: load() },
    { path: 'teacher/applications', page: load() },
  ] satisfies ConsoleRoute[];
}

describe('preloadRequestedPage', () => {
  it('starts loading the page the address names, and no other', () => {
    const all = routes();
    preloadRequestedPage(all, '/admin/teacher/applications');
    expect(all.map((r) => r.page.mock.calls.length)).toEqual([0, 0, 1]);
  });

  it('matches a page with a parameter', () => {
    const all = routes();
    preloadRequestedPage(all, '/admin/shop/orders/42');
    expect(all.map((r) => r.page.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it('loads nothing for the login page, an unknown page or an address outside the console', () => {
    const all = routes();
    for (const path of ['/admin/login', '/admin/nothing/here', '/admin', '/pages/index/home'])
      preloadRequestedPage(all, path);
    expect(all.map((r) => r.page.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('keeps a failed download quiet: the route shows it when it asks again', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk gone')));
    preloadRequestedPage([{ path: 'shop/goods', page: failing }], '/admin/shop/goods');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledOnce();
  });
});
