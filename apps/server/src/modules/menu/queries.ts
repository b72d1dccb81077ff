import type { AppMenuItem } from '@jc/contract';
import type { Db } from '../../db/index.js';

const POSITION_ORDER: Record<AppMenuItem['position'], number> = { home: 0, extend: 1, my: 2 };

export async function listAppMenus(db: Db): Promise<AppMenuItem[]> {
  const rows = await db
    .selectFrom('app_menus')
    .select(['id', 'name', 'icon', 'url_address', 'position', 'need_login', 'sort'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      icon: r.icon,
      urlAddress: r.url_address,
      position: r.position,
      needLogin: r.need_login === 1,
      sort: r.sort,
    }))
    .sort(
      (a, b) => POSITION_ORDER[a.position] - POSITION_ORDER[b.position] || a.sort - b.sort || a.id - b.id,
    );
}
