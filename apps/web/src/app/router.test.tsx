import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@jc/contract';
import { appRoutes } from './router';

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);

describe('app routes', () => {
  const [root] = appRoutes(new QueryClient());
  const all = paths(root?.children ?? []);

  it('register each page path once', () => {
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(PAGES.bookDetails.path);
    expect(all).toContain(PAGES.shoppingIndex.path);
  });

  it('put the tabs inside the tab bar layout, with home prefetching its dictionaries', () => {
    const tabs = root?.children?.find((r) => !r.path && r.children);
    expect(tabs?.children?.map((r) => r.path)).toEqual([PAGES.home.path, PAGES.my.path, PAGES.clockTab.path]);
    expect(typeof tabs?.children?.[0]?.loader).toBe('function');
  });
});
