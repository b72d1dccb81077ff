import type { AreaNode } from '@jc/contract';
import type { Db } from '../../db/index.js';

/** The whole country as a tree: provinces, their cities, their districts. */
export async function loadAreaTree(db: Db): Promise<AreaNode[]> {
  const rows = await db
    .selectFrom('areas')
    .select(['code', 'name', 'parent_code'])
    .orderBy('level')
    .orderBy('sort')
    .execute();
  const byCode = new Map<string, AreaNode>();
  const roots: AreaNode[] = [];
  for (const r of rows) {
    const node: AreaNode = { id: r.code, name: r.name };
    byCode.set(r.code, node);
    const parent = r.parent_code === null ? undefined : byCode.get(r.parent_code);
    if (!parent) roots.push(node);
    else (parent.children ??= []).push(node);
  }
  return roots;
}
