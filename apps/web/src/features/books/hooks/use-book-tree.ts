import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { LessonNode } from '@jc/contract';
import { toast } from '@/lib/toast';
import {
  allItems,
  initialTreeState,
  nodeOfItem,
  revealLesson,
  tapNode,
  treeReducer,
  type TreeState,
} from '../lib/lesson-tree';
import type { CodeFocus } from '../lib/code-entry';

type Action =
  { type: 'set'; state: TreeState } | { type: 'tap'; state: TreeState } | { type: 'play'; timuId: number };
function pageReducer(state: TreeState, action: Action): TreeState {
  if (action.type === 'play') return treeReducer(state, action);
  return action.state;
}

/**
 * The lesson tree of 播放详情 and the item in the media area. Opened by a printed code, the tree opens
 * at the code's lesson with the item it names (or the lesson's first) in the media area.
 */
export function useBookTree(lessons: LessonNode[] | undefined, focus: CodeFocus | null, byBookNo: boolean) {
  const [tree, dispatch] = useReducer(pageReducer, initialTreeState);
  const items = useMemo(() => (lessons ? allItems(lessons) : []), [lessons]);
  const current = items.find((t) => t.timuId === tree.currentTimuId) ?? null;

  const revealed = useRef(false);
  useEffect(() => {
    if (revealed.current || !lessons) return;
    if (focus) {
      revealed.current = true;
      // The item's own lesson when the code names a lesson above it, so the item shows in the tree.
      const owner = focus.timuId === null ? undefined : nodeOfItem(lessons, focus.timuId)?.id;
      const state = revealLesson(lessons, owner ?? focus.lessonId);
      if (state) dispatch({ type: 'set', state: { ...state, currentTimuId: focus.timuId } });
    } else if (byBookNo) revealed.current = true;
  }, [lessons, focus, byBookNo]);

  return {
    tree,
    current,
    onTap: (node: LessonNode, depth: number, path: number[]) => {
      const out = tapNode(tree, node, depth, path);
      dispatch({ type: 'tap', state: out.state });
      if (out.toast) toast(out.toast);
    },
    play: (timuId: number) => dispatch({ type: 'play', timuId }),
  };
}
