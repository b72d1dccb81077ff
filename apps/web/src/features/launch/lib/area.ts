import type { AreaNode, AreaNodeByCode } from '@jc/contract';

/** The cached copy of the area tree with `id` renamed to `code` (spec section 7, launch). Pure. */
export function renameAreaIds(nodes: readonly AreaNode[]): AreaNodeByCode[] {
  return nodes.map(({ id, name, children }) => {
    const node: AreaNodeByCode = { code: id, name };
    if (children) node.children = renameAreaIds(children);
    return node;
  });
}
