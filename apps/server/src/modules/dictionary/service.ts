import type { DicData, DicGroup } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import type { JsonCache } from '../../shared/json-cache.js';
import { listDictionary, readSettings } from './queries.js';

export const DICTIONARY_CACHE_PREFIX = 'dic:';

/**
 * When each cached group's answer stops being true (the next start or end of a scheduled entry), per
 * cache: a read at or after that time drops the cached answer first, so the cache never serves an entry
 * past its end nor misses one at its start.
 */
const nextChanges = new WeakMap<JsonCache, Map<DicGroup, number>>();

const changesOf = (cache: JsonCache) => {
  let m = nextChanges.get(cache);
  if (!m) nextChanges.set(cache, (m = new Map()));
  return m;
};

export async function loadDicData(db: Db, type: DicGroup, now = Date.now()) {
  const [live, settings] = await Promise.all([
    listDictionary(db, type, now),
    readSettings(db, ['season_top', 'season_bottom']),
  ]);
  const data: DicData = {
    dicList: live.entries,
    info: { season_top: settings.season_top ?? '', season_bottom: settings.season_bottom ?? '' },
  };
  return { data, nextChange: live.nextChange };
}

/** Cache key and loader of the whole getDicData answer, serialized once per group. */
export function dicDataCacheEntry(db: Db, type: DicGroup, cache?: JsonCache) {
  return {
    key: DICTIONARY_CACHE_PREFIX + type,
    load: async () => {
      const { data, nextChange } = await loadDicData(db, type);
      if (cache) {
        if (nextChange === null) changesOf(cache).delete(type);
        else changesOf(cache).set(type, nextChange);
      }
      return ok(data);
    },
  };
}

/** Before a cached read: drops the group's answer when a scheduled entry has started or ended since. */
export function expireDueDictionary(cache: JsonCache, type: DicGroup, now = Date.now()): void {
  const changes = changesOf(cache);
  const due = changes.get(type);
  if (due !== undefined && now >= due) {
    changes.delete(type);
    // By the clock, which every process reads for itself: nothing to tell the others.
    cache.drop(DICTIONARY_CACHE_PREFIX + type);
  }
}

/** Call after changing dictionaries or season texts. */
export function invalidateDictionaries(cache: JsonCache): void {
  cache.invalidate(DICTIONARY_CACHE_PREFIX);
}
