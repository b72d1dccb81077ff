import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, TAB_PAGES } from '@jc/contract';
import { FEATURE_PAGES } from './feature-pages';
import { appRoutes, pageDiscovery } from './router';

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

describe('app routes', () => {
  const queryClient = new QueryClient();
  const [root] = appRoutes(queryClient);
  const first = paths(root?.children ?? []);

  it('register the entry pages with the first screen: the tabs, the ad, the login and a book', () => {
    for (const tab of TAB_PAGES.filter((t) => FEATURE_PAGES.some((p) => p.route === t)))
      expect(first).toContain(tab.path);
    expect(first).toContain(PAGES.adPage.path);
    expect(first).toContain(PAGES.accountLogin.path);
    expect(first).toContain(PAGES.bookDetails.path);
    expect(first).not.toContain(PAGES.shoppingIndex.path);
    expect(first.at(-1)).toBe('*');
  });

  it('put the tabs inside the tab bar layout, with home prefetching its dictionaries', () => {
    const tabs = root?.children?.find((r) => r.id === 'tabs');
    expect(tabs?.children?.map((r) => r.path)).toContain(PAGES.home.path);
    const home = tabs?.children?.find((r) => r.path === PAGES.home.path);
    expect(typeof home?.loader).toBe('function');
  });

  it('discover every other page once, under the root or the tab layout, each path registered once', async () => {
    const patched: Record<string, string[]> = {};
    const discover = pageDiscovery(queryClient);
    const patch = (id: string, children: RouteObject[]) => {
      patched[id] = [...(patched[id] ?? []), ...paths(children)];
    };
    expect(discover({ path: '/', patch })).toBeUndefined();
    await discover({ path: PAGES.shoppingIndex.path, patch });
    await discover({ path: '/nowhere', patch });
    const all = [...first, ...(patched.root ?? []), ...(patched.tabs ?? [])];
    expect(new Set(all).size).toBe(all.length);
    expect(patched.root).toContain(PAGES.shoppingIndex.path);
    expect(all.sort()).toEqual([...FEATURE_PAGES.map((p) => p.route.path), '*'].sort());
  });
});
