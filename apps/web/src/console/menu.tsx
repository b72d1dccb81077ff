import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { ConsoleRoute } from '@/console-kit';

type MenuItem = Required<MenuProps>['items'][number];

/**
 * The side menu: the routes that have a menu entry, under their group's heading, groups in the order
 * they first appear in console-pages.ts. Each entry is a link, so Tab reaches it and a middle click
 * opens a new tab.
 */
export function buildMenu(routes: ConsoleRoute[]): MenuItem[] {
  const groups = new Map<string, MenuItem[]>();
  for (const route of routes) {
    if (!route.menu) continue;
    const items = groups.get(route.menu.group) ?? [];
    items.push({ key: route.path, label: <Link to={`/${route.path}`}>{route.menu.label}</Link> });
    groups.set(route.menu.group, items);
  }
  return [...groups].map(([group, children]) => ({
    type: 'group',
    key: `group:${group}`,
    label: group,
    children,
  }));
}

/** The menu entry a location (under /admin) belongs to: the longest route path it starts with. */
export function selectedRoute(routes: ConsoleRoute[], pathname: string): string | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return routes
    .filter((r) => r.menu && (path === r.path || path.startsWith(`${r.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
