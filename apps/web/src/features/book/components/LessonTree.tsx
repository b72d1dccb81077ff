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

/** The catalogue: up to 4 levels; one open branch, the selected leaf highlighted with its items. */
export function LessonTree({ nodes, state, onTap, onPlay }: LessonTreeProps) {
  return (
    <ul className={styles.tree} role="tree" aria-label="目录">
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
