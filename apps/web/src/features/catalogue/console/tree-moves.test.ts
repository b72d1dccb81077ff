import { describe, expect, it } from 'vitest';
import type { AdminLesson } from '@jc/contract';
import { dropMove, findLesson, subtreeLevels } from './tree-moves';

const node = (lessonId: number, children: AdminLesson[] = []): AdminLesson => ({
  lessonId,
  parentId: null,
  depth: 1,
  sort: 0,
  type: '',
  title: `L${lessonId}`,
  lessonNo: '',
  children,
  items: [],
});

// 1 [ 11, 12, 13 [ 131 ] ], 2
const tree = [node(1, [node(11), node(12), node(13, [node(131)])]), node(2)];

describe('dropMove', () => {
  it('moves inside a lesson as its first child', () => {
    expect(dropMove(tree, 2, 11, 'inside')).toEqual({ lessonId: 2, parentId: 11, index: 0 });
  });

  it('reorders among siblings, counting them without the dragged lesson', () => {
    expect(dropMove(tree, 11, 13, 'after')).toEqual({ lessonId: 11, parentId: 1, index: 2 });
    expect(dropMove(tree, 13, 11, 'before')).toEqual({ lessonId: 13, parentId: 1, index: 0 });
    expect(dropMove(tree, 11, 12, 'after')).toEqual({ lessonId: 11, parentId: 1, index: 1 });
  });

  it('moves between levels', () => {
    expect(dropMove(tree, 131, 2, 'before')).toEqual({ lessonId: 131, parentId: null, index: 1 });
    expect(dropMove(tree, 2, 12, 'after')).toEqual({ lessonId: 2, parentId: 1, index: 2 });
  });

  it('ignores drops that change nothing', () => {
    expect(dropMove(tree, 11, 12, 'before')).toBeNull();
    expect(dropMove(tree, 12, 11, 'after')).toBeNull();
    expect(dropMove(tree, 11, 11, 'inside')).toBeNull();
    expect(dropMove(tree, 99, 11, 'inside')).toBeNull();
  });
});

describe('tree helpers', () => {
  it('finds a lesson with its parent and place, and counts a subtree’s levels', () => {
    expect(findLesson(tree, 131)).toMatchObject({ parentId: 13, index: 0 });
    expect(subtreeLevels(tree[0] as AdminLesson)).toBe(3);
    expect(subtreeLevels(node(5))).toBe(1);
  });
});
