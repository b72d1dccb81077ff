import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import type { JsonCache } from '../../shared/json-cache.js';
import { listAppMenus } from './queries.js';

export const MENU_CACHE_KEY = 'menu:app';

/** All enabled menus, grouped by position (home, extend, my) and sorted within each. */
export const loadAppMenus = async (db: Db) => ok(await listAppMenus(db));

/** Call after changing menus. */
export function invalidateAppMenus(cache: JsonCache): void {
  cache.invalidate(MENU_CACHE_KEY);
}
