import type { DicData, DicGroup } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import type { JsonCache } from '../../shared/json-cache.js';
import { listDictionary, readSettings } from './queries.js';

export const DICTIONARY_CACHE_PREFIX = 'dic:';

export async function loadDicData(db: Db, type: DicGroup): Promise<DicData> {
  const [dicList, settings] = await Promise.all([
    listDictionary(db, type),
    readSettings(db, ['season_top', 'season_bottom']),
  ]);
  return {
    dicList,
    info: { season_top: settings.season_top ?? '', season_bottom: settings.season_bottom ?? '' },
  };
}

/** Cache key and loader of the whole getDicData answer, serialized once per group. */
export function dicDataCacheEntry(db: Db, type: DicGroup) {
  return { key: DICTIONARY_CACHE_PREFIX + type, load: async () => ok(await loadDicData(db, type)) };
}

/** Call after changing dictionaries or season texts. */
export function invalidateDictionaries(cache: JsonCache): void {
  cache.invalidate(DICTIONARY_CACHE_PREFIX);
}
