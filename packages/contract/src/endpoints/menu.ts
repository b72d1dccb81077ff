import type { AppMenuItem } from '../api/menu.js';
import { as, get } from '../endpoint.js';

/** The app's function menus. */
export const menuEndpoints = {
  list: get('menu/GetAppMenuList', 'none', null, as<AppMenuItem[]>()),
};
