import type { Generated } from 'kysely';
import type { Flag } from '../../db/columns.js';

/** The menu module's tables (added to db/schema.ts's Database below). */
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

declare module '../../db/schema.js' {
  /** The store's tables include this module's. */
  interface Database extends MenuTables {}
}
