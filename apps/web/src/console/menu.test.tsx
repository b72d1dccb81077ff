import { describe, expect, it } from 'vitest';
import type { ConsoleRoute } from '@/console-kit';
import { buildMenu, selectedRoute } from './menu';

const page = () => Promise.resolve({ default: () => null });
const routes: ConsoleRoute[] = [
  { path: 'dashboard', menu: { group: '概览', label: '数据看板' }, page },
  { path: 'shop/goods', menu: { group: '积分商城', label: '商品' }, page },
  { path: 'shop/goods/edit', page },
  { path: 'shop/orders', menu: { group: '积分商城', label: '订单' }, page },
];

describe('console menu', () => {
  it('groups the routes with a menu entry by group, in their order', () => {
    const menu = buildMenu(routes) as { key: string; children: { key: string }[] }[];
    expect(menu.map((g) => g.key)).toEqual(['group:概览', 'group:积分商城']);
    expect(menu[1]!.children.map((i) => i.key)).toEqual(['shop/goods', 'shop/orders']);
  });

  it('selects the entry of the longest matching route', () => {
    expect(selectedRoute(routes, '/shop/goods')).toBe('shop/goods');
    expect(selectedRoute(routes, '/shop/goods/edit')).toBe('shop/goods');
    expect(selectedRoute(routes, '/shop/orders/')).toBe('shop/orders');
    expect(selectedRoute(routes, '/nothing')).toBeUndefined();
  });
});
