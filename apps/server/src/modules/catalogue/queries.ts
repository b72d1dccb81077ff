import type { DicEntry, DicGroup } from '@jc/contract';
import type { Db } from '../../db/index.js';

export async function listDictionary(db: Db, type: DicGroup): Promise<DicEntry[]> {
  const rows = await db
    .selectFrom('dictionaries')
    .select(['id', 'parent_id', 'name', 'url_address', 'desc', 'remark', 'icon', 'qr_id'])
    .where('dic_type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
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
  return roots;
}

export async function readSettings(db: Db, keys: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
