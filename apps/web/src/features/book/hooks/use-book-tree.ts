import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { LessonNode, QrcodeInfo } from '@jc/contract';
import { toast } from '@/lib/toast';
import {
  allItems,
  initialTreeState,
  revealLesson,
  tapNode,
  treeReducer,
  type TreeState,
} from '../lib/lesson-tree';

type Action =
  { type: 'set'; state: TreeState } | { type: 'tap'; state: TreeState } | { type: 'play'; timuId: number };
function pageReducer(state: TreeState, action: Action): TreeState {
  if (action.type === 'play') return treeReducer(state, action);
  return action.state;
}

/**
 * The lesson tree of 播放详情 and the item in the media area. Opened by a code, the tree opens at the
 * coded lesson with its first item in the media area.
 */
export function useBookTree(
  lessons: LessonNode[] | undefined,
  qr: QrcodeInfo | undefined,
  byBookNo: boolean,
) {
  const [tree, dispatch] = useReducer(pageReducer, initialTreeState);
  const items = useMemo(() => (lessons ? allItems(lessons) : []), [lessons]);
  const current = items.find((t) => t.timuId === tree.currentTimuId) ?? null;

  const revealed = useRef(false);
  useEffect(() => {
    if (revealed.current || !lessons) return;
    if (qr) {
      revealed.current = true;
      const state = revealLesson(lessons, qr.lesson.id);
      const first = qr.timuList[0] ?? qr.lesson.timuList[0];
      if (state) dispatch({ type: 'set', state: { ...state, currentTimuId: first?.timuId ?? null } });
    } else if (byBookNo) revealed.current = true;
  }, [lessons, qr, byBookNo]);

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
