import type { LessonNode, Timu } from '@jc/contract';

/**
 * The lesson tree's state (spec section 4, "Lesson tree"): one open path from the top level down
 * (opening a node collapses its siblings, and with them everything under them), the selected leaf,
 * and the item playing. Pure, so the rules are unit-tested without a page.
 */
export interface TreeState {
  /** Ids of the open non-leaf nodes, from the top level down (one per depth). */
  openPath: number[];
  /** The selected (highlighted) leaf. */
  selectedId: number | null;
  /** The item playing (its play icon is red). */
  currentTimuId: number | null;
}

export const initialTreeState: TreeState = { openPath: [], selectedId: null, currentTimuId: null };

/** Toasts of a leaf without items: the top two levels say 资源上传中, deeper ones 暂无可播放资源. */
export const EMPTY_LEAF_SHALLOW = '资源上传中';
export const EMPTY_LEAF_DEEP = '暂无可播放资源';

export type TreeAction =
  | { type: 'tap'; node: LessonNode; depth: number; path: number[] }
  | { type: 'play'; timuId: number }
  | { type: 'reveal'; path: number[]; selectedId: number | null; timuId?: number | null };

export interface TapOutcome {
  state: TreeState;
  /** A toast to show (a leaf without items), or null. */
  toast: string | null;
}

/**
 * A tap on `node` at `depth` (1 = top level); `path` holds the ids of its ancestors from the top.
 * A non-leaf opens (closing its siblings) or, when already open, closes with everything under it.
 * A leaf is selected; a leaf without items also answers the toast of its depth.
 */
export function tapNode(state: TreeState, node: LessonNode, depth: number, path: number[]): TapOutcome {
  const ancestors = path.slice(0, depth - 1);
  if (!isLeaf(node)) {
    const open = state.openPath[depth - 1] === node.id;
    return {
      state: { ...state, openPath: open ? ancestors : [...ancestors, node.id] },
      toast: null,
    };
  }
  const toast = node.timuList.length === 0 ? (depth <= 2 ? EMPTY_LEAF_SHALLOW : EMPTY_LEAF_DEEP) : null;
  return {
    // Selecting a leaf keeps its branch open and closes any other branch below its parent.
    state: { ...state, openPath: ancestors, selectedId: node.id },
    toast,
  };
}

export function treeReducer(state: TreeState, action: TreeAction): TreeState {
  switch (action.type) {
    case 'tap':
      return tapNode(state, action.node, action.depth, action.path).state;
    case 'play':
      return { ...state, currentTimuId: action.timuId };
    case 'reveal':
      return {
        openPath: action.path,
        selectedId: action.selectedId,
        currentTimuId: action.timuId === undefined ? state.currentTimuId : action.timuId,
      };
  }
}

/** A node counts as a leaf when the server says so or it has no children. */
export function isLeaf(node: LessonNode): boolean {
  return node.isLeaf || node.children.length === 0;
}

export function isOpen(state: TreeState, node: LessonNode, depth: number): boolean {
  return state.openPath[depth - 1] === node.id;
}

/** The ids from the top level down to the node `id` (inclusive), or null when it is not in the tree. */
export function pathTo(nodes: readonly LessonNode[], id: number): number[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children, id);
    if (below) return [node.id, ...below];
  }
  return null;
}

export function findNode(nodes: readonly LessonNode[], id: number): LessonNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** Every item of the tree in tree order (a node's own items before its children's). */
export function allItems(nodes: readonly LessonNode[]): Timu[] {
  return nodes.flatMap((node) => [...node.timuList, ...allItems(node.children)]);
}

/** The node that holds item `timuId`. */
export function nodeOfItem(nodes: readonly LessonNode[], timuId: number): LessonNode | null {
  for (const node of nodes) {
    if (node.timuList.some((t) => t.timuId === timuId)) return node;
    const found = nodeOfItem(node.children, timuId);
    if (found) return found;
  }
  return null;
}

/**
 * Opens the tree at a lesson: non-leaf lessons are opened themselves, leaves are selected under their
 * open parents.
 */
export function revealLesson(nodes: readonly LessonNode[], id: number): TreeState | null {
  const path = pathTo(nodes, id);
  const node = findNode(nodes, id);
  if (!path || !node) return null;
  return isLeaf(node)
    ? { openPath: path.slice(0, -1), selectedId: node.id, currentTimuId: null }
    : { openPath: path, selectedId: null, currentTimuId: null };
}

export const AUDIO_TYPES: readonly string[] = ['t', 'k'];
export const isAudio = (t: Pick<Timu, 'type'>) => AUDIO_TYPES.includes(t.type);
