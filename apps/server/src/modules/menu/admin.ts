import type { AdminAppMenu, AdminSaveMenuInput } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';

export const MENU_NOT_FOUND = '菜单不存在';

const COLUMNS = ['id', 'name', 'icon', 'url_address', 'position', 'need_login', 'sort', 'enabled'] as const;

const toMenu = (r: {
  id: number;
  name: string;
  icon: string;
  url_address: string;
  position: AdminAppMenu['position'];
  need_login: 0 | 1;
  sort: number;
  enabled: 0 | 1;
}): AdminAppMenu => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  urlAddress: r.url_address,
  position: r.position,
  needLogin: r.need_login === 1,
  sort: r.sort,
  enabled: r.enabled === 1,
});

/** Every menu, enabled or not, by position (home, extend, my) then sort. */
export async function listAdminMenus(db: Db, position?: AdminAppMenu['position']): Promise<AdminAppMenu[]> {
  let q = db.selectFrom('app_menus').select(COLUMNS);
  if (position) q = q.where('position', '=', position);
  const order = { home: 0, extend: 1, my: 2 };
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows
    .map(toMenu)
    .sort((a, b) => order[a.position] - order[b.position] || a.sort - b.sort || a.id - b.id);
}

async function findMenu(db: Db, id: number): Promise<AdminAppMenu> {
  const row = await db.selectFrom('app_menus').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MENU_NOT_FOUND);
  return toMenu(row);
}

type SaveMenu = Required<Omit<AdminSaveMenuInput, 'id' | 'needLogin' | 'enabled' | 'sort'>> & {
  id?: number | undefined;
  needLogin: boolean;
  enabled: boolean;
  sort: number;
};

export async function saveMenu(db: Db, input: SaveMenu) {
  return db.transaction().execute(async (trx) => {
    const values = {
      name: input.name,
      icon: input.icon,
      url_address: input.urlAddress,
      position: input.position,
      need_login: input.needLogin ? (1 as const) : (0 as const),
      sort: input.sort,
      enabled: input.enabled ? (1 as const) : (0 as const),
    };
    if (input.id !== undefined) {
      const before = await findMenu(trx, input.id);
      await trx.updateTable('app_menus').set(values).where('id', '=', input.id).execute();
      return { before, after: await findMenu(trx, input.id) };
    }
    const row = await trx.insertInto('app_menus').values(values).returning('id').executeTakeFirstOrThrow();
    return { before: null, after: await findMenu(trx, row.id) };
  });
}

export async function setMenuEnabled(db: Db, id: number, enabled: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await findMenu(trx, id);
    await trx
      .updateTable('app_menus')
      .set({ enabled: enabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    return { before, after: await findMenu(trx, id) };
  });
}

export async function deleteMenu(db: Db, id: number): Promise<AdminAppMenu> {
  return db.transaction().execute(async (trx) => {
    const before = await findMenu(trx, id);
    await trx.deleteFrom('app_menus').where('id', '=', id).execute();
    return before;
  });
}
