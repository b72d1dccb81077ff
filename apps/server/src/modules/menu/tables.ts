import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The menu module's tables (db/schema.ts composes every module's). */
export interface MenuTables {
  app_menus: AppMenusTable;
}

export interface AppMenusTable {
  id: Generated<number>;
  name: string;
  icon: string;
  url_address: string;
  position: 'home' | 'extend' | 'my';
  need_login: Flag;
  sort: number;
  enabled: Flag;
}
