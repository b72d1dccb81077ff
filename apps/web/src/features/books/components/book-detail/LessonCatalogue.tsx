import type { LessonNode, Timu } from '@jc/contract';
import type { TreeState } from '../../lib/lesson-tree';
import { LessonTree } from '../LessonTree';
import styles from '../../pages/BookDetailPage.module.css';

/** 目录: the lesson tree in its own scroll box (44% of the window high). */
export function LessonCatalogue(props: {
  lessons: LessonNode[];
  tree: TreeState;
  /** A CSS length: 44% of the window's height. */
  maxHeight: string;
  onTap: (node: LessonNode, depth: number, path: number[]) => void;
  onPlay: (item: Timu) => void;
}) {
  const { lessons, tree, maxHeight, onTap, onPlay } = props;
  return (
    <section className={styles.catalogue}>
      <h2 className={styles.catalogueTitle}>目录</h2>
      <div className={styles.treeScroll} data-testid="lesson-scroll" style={{ maxHeight }}>
        {lessons.length > 0 ? (
          <LessonTree nodes={lessons} state={tree} onTap={onTap} onPlay={onPlay} />
        ) : (
          <p className={styles.noLessons}>本书暂无课程目录</p>
        )}
      </div>
    </section>
  );
}
