import { describe, expect, it } from 'vitest';
import type { LessonNode, Timu } from '@jc/contract';
import {
  EMPTY_LEAF_DEEP,
  EMPTY_LEAF_SHALLOW,
  allItems,
  initialTreeState,
  isOpen,
  nodeOfItem,
  pathTo,
  revealLesson,
  tapNode,
  treeReducer,
} from './lesson-tree';

const item = (timuId: number, type: Timu['type'] = 's'): Timu => ({
  timuId,
  path: `/media/${timuId}.mp4`,
  title: `item ${timuId}`,
  type,
  cover: '',
  duration: 6,
});
const node = (id: number, children: LessonNode[] = [], timuList: Timu[] = []): LessonNode => ({
  id,
  type: '',
  title: `n${id}`,
  lessonNo: '',
  isLeaf: children.length === 0,
  children,
  timuList,
});

// 1 ─┬ 11 ─┬ 111 ─┬ 1111 (items) / 1112 (empty, depth 4)
//    │     │       └ …
//    │     └ 112 (empty, depth 3)
//    └ 12 (item)
// 2 ── 21 (item)
// 3 (empty top-level leaf)
const tree = [
  node(1, [
    node(11, [node(111, [node(1111, [], [item(5)]), node(1112)]), node(112)], [item(1), item(2, 't')]),
    node(12, [], [item(3)]),
  ]),
  node(2, [node(21, [], [item(4)])]),
  node(3),
];

describe('lesson tree reducer', () => {
  it('opens a node and closes its siblings', () => {
    let s = tapNode(initialTreeState, tree[0]!, 1, []).state;
    expect(s.openPath).toEqual([1]);
    s = tapNode(s, tree[0]!.children[0]!, 2, [1]).state;
    expect(s.openPath).toEqual([1, 11]);
    // Opening the sibling top-level node closes 1 and everything below it.
    s = tapNode(s, tree[1]!, 1, []).state;
    expect(s.openPath).toEqual([2]);
    expect(isOpen(s, tree[0]!, 1)).toBe(false);
  });

  it('closes the open node (and its subtree) when tapped again', () => {
    let s = { ...initialTreeState, openPath: [1, 11, 111] };
    s = tapNode(s, tree[0]!.children[0]!, 2, [1]).state;
    expect(s.openPath).toEqual([1]);
    s = tapNode(s, tree[0]!, 1, []).state;
    expect(s.openPath).toEqual([]);
  });

  it('selects a leaf and keeps its branch open', () => {
    const s0 = { ...initialTreeState, openPath: [1, 11] };
    const out = tapNode(s0, tree[0]!.children[1]!, 2, [1]);
    expect(out.toast).toBeNull();
    expect(out.state.selectedId).toBe(12);
    expect(out.state.openPath).toEqual([1]);
  });

  it('toasts by depth for a leaf without items', () => {
    expect(tapNode(initialTreeState, tree[2]!, 1, []).toast).toBe(EMPTY_LEAF_SHALLOW);
    const n112 = tree[0]!.children[0]!.children[1]!;
    expect(tapNode(initialTreeState, n112, 3, [1, 11]).toast).toBe(EMPTY_LEAF_DEEP);
    const n1112 = tree[0]!.children[0]!.children[0]!.children[1]!;
    expect(tapNode(initialTreeState, n1112, 4, [1, 11, 111]).toast).toBe(EMPTY_LEAF_DEEP);
    const depth2 = node(99);
    expect(tapNode(initialTreeState, depth2, 2, [1]).toast).toBe(EMPTY_LEAF_SHALLOW);
  });

  it('marks the playing item and reveals lessons', () => {
    const s = treeReducer(initialTreeState, { type: 'play', timuId: 5 });
    expect(s.currentTimuId).toBe(5);
    expect(revealLesson(tree, 1111)).toEqual({
      openPath: [1, 11, 111],
      selectedId: 1111,
      currentTimuId: null,
    });
    expect(revealLesson(tree, 11)).toEqual({ openPath: [1, 11], selectedId: null, currentTimuId: null });
    expect(revealLesson(tree, 404)).toBeNull();
  });

  it('walks the tree', () => {
    expect(pathTo(tree, 1112)).toEqual([1, 11, 111, 1112]);
    expect(allItems(tree).map((t) => t.timuId)).toEqual([1, 2, 5, 3, 4]);
    expect(nodeOfItem(tree, 5)?.id).toBe(1111);
  });
});
