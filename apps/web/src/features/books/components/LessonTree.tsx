import type { KeyboardEvent } from 'react';
import type { LessonNode, Timu } from '@jc/contract';
import { PlayGlyph } from './player/glyphs';
import { isAudio, isLeaf, isOpen, type TreeState } from '../lib/lesson-tree';
import styles from './LessonTree.module.css';

interface LessonTreeProps {
  nodes: readonly LessonNode[];
  state: TreeState;
  onTap: (node: LessonNode, depth: number, path: number[]) => void;
  onPlay: (item: Timu) => void;
}

const KIND_LABEL: Record<string, string> = { s: '视频', '7': '视频', y: '视频', t: '音频', k: '音频' };

/**
 * The tree's keys (the ARIA tree's, on the rows' and items' buttons): ↓/↑ the next/previous visible
 * row or item, Home/End the first/last; → opens a closed branch, or on an open one goes to its first
 * row; ← closes an open branch, or goes to the row of the branch around. Enter/Space are the buttons'
 * own tap. Every button also stays a tab stop, for a two-switch user whose switches are Tab and Enter.
 */
function onTreeKey(event: KeyboardEvent<HTMLUListElement>) {
  const target = event.target as HTMLElement;
  if (target.tagName !== 'BUTTON') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(target as HTMLButtonElement);
  const item = target.closest<HTMLElement>('[role="treeitem"]');
  const isRow = item?.querySelector(':scope > button') === target;
  const expanded = isRow ? item?.getAttribute('aria-expanded') : null;
  let next: HTMLElement | null | undefined = null;
  switch (event.key) {
    case 'ArrowDown':
      next = buttons[at + 1];
      break;
    case 'ArrowUp':
      next = buttons[at - 1];
      break;
    case 'Home':
      next = buttons[0];
      break;
    case 'End':
      next = buttons[buttons.length - 1];
      break;
    case 'ArrowRight':
      if (expanded === 'false') target.click();
      else if (expanded === 'true') next = buttons[at + 1];
      else if (!isRow) return;
      break;
    case 'ArrowLeft':
      if (expanded === 'true') target.click();
      else
        next = (isRow ? item?.parentElement?.closest('[role="treeitem"]') : item)?.querySelector<HTMLElement>(
          ':scope > button',
        );
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}

/** The catalogue: up to 4 levels; one open branch, the selected leaf highlighted with its items. */
export function LessonTree({ nodes, state, onTap, onPlay }: LessonTreeProps) {
  return (
    <ul className={styles.tree} role="tree" aria-label="目录" onKeyDown={onTreeKey}>
      {nodes.map((node) => (
        <Branch key={node.id} node={node} depth={1} path={[]} state={state} onTap={onTap} onPlay={onPlay} />
      ))}
    </ul>
  );
}

function Branch({
  node,
  depth,
  path,
  state,
  onTap,
  onPlay,
}: Omit<LessonTreeProps, 'nodes'> & { node: LessonNode; depth: number; path: number[] }) {
  const leaf = isLeaf(node);
  const open = !leaf && isOpen(state, node, depth);
  const selected = leaf && state.selectedId === node.id;
  const showItems = (open || selected) && node.timuList.length > 0;
  return (
    <li
      role="treeitem"
      aria-level={depth}
      aria-expanded={leaf ? undefined : open}
      aria-selected={leaf ? selected : undefined}
      className={styles.item}
    >
      <button
        type="button"
        className={`${styles.row} ${styles[`depth${depth}`] ?? ''} ${selected ? styles.selected : ''} ${open ? styles.open : ''}`}
        onClick={() => onTap(node, depth, path)}
        data-lesson-id={node.id}
      >
        <span className={styles.title}>{node.title}</span>
        {leaf ? (
          node.timuList.length > 0 ? (
            <span className={styles.count}>{node.timuList.length}个资源</span>
          ) : null
        ) : (
          <span className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} aria-hidden="true" />
        )}
      </button>
      {showItems ? (
        <ul className={styles.items} aria-label={`${node.title}的资源`}>
          {node.timuList.map((item) => {
            const current = state.currentTimuId === item.timuId;
            return (
              <li key={item.timuId}>
                <button
                  type="button"
                  className={`${styles.timu} ${current ? styles.current : ''}`}
                  onClick={() => onPlay(item)}
                  data-timu-id={item.timuId}
                  aria-current={current ? 'true' : undefined}
                >
                  <span
                    className={`${styles.playIcon} ${current ? styles.playIconCurrent : ''}`}
                    data-testid="play-icon"
                  >
                    <PlayGlyph size={14} />
                  </span>
                  <span className={styles.timuTitle}>{item.title}</span>
                  <span className={`${styles.kind} ${isAudio(item) ? styles.kindAudio : ''}`}>
                    {KIND_LABEL[item.type] ?? item.type}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? (
        <ul className={styles.children} role="group">
          {node.children.map((child) => (
            <Branch
              key={child.id}
              node={child}
              depth={depth + 1}
              path={[...path, node.id]}
              state={state}
              onTap={onTap}
              onPlay={onPlay}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
