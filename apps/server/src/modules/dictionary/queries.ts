import type { DicEntry, DicGroup } from '@jc/contract';
import type { Db } from '../../db/index.js';

/** Whether an entry with this schedule is shown at `now` (starts included, ends excluded). */
export const isLive = (r: { starts_at: number | null; ends_at: number | null }, now: number): boolean =>
  (r.starts_at === null || r.starts_at <= now) && (r.ends_at === null || r.ends_at > now);

export interface LiveDictionary {
  entries: DicEntry[];
  /** The first start or end after `now` of an enabled entry: the answer changes then. Null: never. */
  nextChange: number | null;
}

/** The group's enabled entries live at `now`, as a tree, and when that set next changes. */
export async function listDictionary(db: Db, type: DicGroup, now = Date.now()): Promise<LiveDictionary> {
  const all = await db
    .selectFrom('dictionaries')
    .select([
      'id',
      'parent_id',
      'name',
      'url_address',
      'desc',
      'remark',
      'icon',
      'qr_id',
      'starts_at',
      'ends_at',
    ])
    .where('dic_type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  let nextChange: number | null = null;
  for (const r of all) {
    for (const t of [r.starts_at, r.ends_at]) {
      if (t !== null && t > now && (nextChange === null || t < nextChange)) nextChange = t;
    }
  }
  const rows = all.filter((r) => isLive(r, now));
  const byId = new Map<number, DicEntry>();
  for (const r of rows) {
    byId.set(r.id, {
      id: r.id,
      name: r.name,
      urlAddress: r.url_address,
      type,
      desc: r.desc,
      remark: r.remark,
      icon: r.icon,
      qrId: r.qr_id,
      children: [],
    });
  }
  const roots: DicEntry[] = [];
  for (const r of rows) {
    const entry = byId.get(r.id);
    if (!entry) continue;
    const parent = r.parent_id === null ? undefined : byId.get(r.parent_id);
    (parent ? parent.children : roots).push(entry);
  }
  return { entries: roots, nextChange };
}

export async function readSettings(db: Db, keys: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
