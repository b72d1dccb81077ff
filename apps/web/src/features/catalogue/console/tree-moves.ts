import type { AdminLesson } from '@jc/contract';

/** Where a dropped lesson goes, as `moveLesson` takes it: the new parent and the place among its children. */
export interface LessonMove {
  lessonId: number;
  parentId: number | null;
  index: number;
}

interface Found {
  lesson: AdminLesson;
  parentId: number | null;
  index: number;
  siblings: AdminLesson[];
}

/** A lesson of the tree with its parent and place, or undefined. */
export function findLesson(
  lessons: AdminLesson[],
  id: number,
  parentId: number | null = null,
): Found | undefined {
  for (const [index, lesson] of lessons.entries()) {
    if (lesson.lessonId === id) return { lesson, parentId, index, siblings: lessons };
    const below = findLesson(lesson.children, id, lesson.lessonId);
    if (below) return below;
  }
  return undefined;
}

/**
 * The move of a drag and drop in the tree: `where` is `inside` (the first child of the target), or
 * `before` / `after` the target among its siblings. The index counts the siblings without the dragged
 * lesson, as the server does. Null when nothing would change or the drop is meaningless.
 */
export function dropMove(
  lessons: AdminLesson[],
  dragId: number,
  targetId: number,
  where: 'inside' | 'before' | 'after',
): LessonMove | null {
  const drag = findLesson(lessons, dragId);
  const target = findLesson(lessons, targetId);
  if (!drag || !target || dragId === targetId) return null;
  if (where === 'inside') return { lessonId: dragId, parentId: targetId, index: 0 };
  let index = target.index + (where === 'after' ? 1 : 0);
  if (drag.parentId === target.parentId && drag.index < index) index -= 1;
  if (drag.parentId === target.parentId && drag.index === index) return null;
  return { lessonId: dragId, parentId: target.parentId, index };
}

/** Levels of a lesson's subtree, itself included (a leaf has 1). */
export const subtreeLevels = (lesson: AdminLesson): number =>
  1 + Math.max(0, ...lesson.children.map(subtreeLevels));
