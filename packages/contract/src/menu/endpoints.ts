import type { AdminAppMenu } from './admin.js';
import type { AppMenuItem } from './types.js';
import { as, get, post } from '../endpoint.js';

export type { AdminAppMenu, AdminSaveMenuInput } from './admin.js';

/** The app's function menus. */
export const menuEndpoints = {
  list: get('menu/GetAppMenuList', 'none', null, as<AppMenuItem[]>()),
};

/** Operator calls of the app menus, admin role only, under /api/admin/menu/ (icons: admin/dictionary/uploadIcon). */
export const adminMenuEndpoints = {
  list: get('admin/menu/getMenuList', 'admin', 'adminMenuListQuery', as<AdminAppMenu[]>()),
  save: post('admin/menu/saveMenu', 'admin', 'adminSaveMenuInput', as<AdminAppMenu>()),
  setEnabled: post('admin/menu/setMenuEnabled', 'admin', 'adminMenuEnableInput', as<AdminAppMenu>()),
  remove: post('admin/menu/deleteMenu', 'admin', 'adminMenuIdInput', as<null>()),
};
