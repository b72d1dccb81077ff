import type { AreaAll } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { ok } from '../../shared/envelope.js';
import { loadAreaTree } from './queries.js';

export const AREA_CACHE_KEY = 'area:all';

/** About 130 KB of JSON: built once, sent as bytes (gzipped to clients that accept it). */
export async function loadAreaAll(db: Db) {
  const data: AreaAll = { result: true, list: await loadAreaTree(db) };
  return ok(data);
}
