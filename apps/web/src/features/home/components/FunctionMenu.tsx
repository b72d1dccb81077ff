import { useState } from 'react';
import type { AppMenuItem } from '@jc/contract';
import { showMenuPager } from '../lib/book-actions';
import styles from './HomeBooks.module.css';
import { Picture } from '@/components/Picture/Picture';

interface MenuProps {
  items: readonly AppMenuItem[];
  onOpen: (item: AppMenuItem) => void;
}

/**
 * The horizontally scrolling function menu; a pager indicator shows only above 4 items. While its list
 * loads, a placeholder of the same size holds its place, so the page below does not jump when it comes.
 */
export function FunctionMenu({ items, loading = false, onOpen }: MenuProps & { loading?: boolean }) {
  const [progress, setProgress] = useState(0);
  if (loading) {
    return (
      <section className={styles.menuCard} aria-busy="true" aria-label="功能菜单加载中">
        <div className={styles.menuRow}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={styles.menuItem}>
              <span className={`${styles.menuIcon} ${styles.placeholder}`} />
              <span className={styles.menuTextPlaceholder}>{'\u00a0'}</span>
            </div>
          ))}
        </div>
        <div className={styles.pager} />
      </section>
    );
  }
  if (items.length === 0) return null;
  const pager = showMenuPager(items.length);
  return (
    <section className={styles.menuCard} aria-label="功能菜单">
      <div
        className={styles.menuRow}
        onScroll={(event) => {
          const el = event.currentTarget;
          const room = el.scrollWidth - el.clientWidth;
          setProgress(room > 0 ? el.scrollLeft / room : 0);
        }}
      >
        {items.map((item) => (
          <button key={item.id} type="button" className={styles.menuItem} onClick={() => onOpen(item)}>
            <Picture src={item.icon} alt="" className={styles.menuIcon} />
            <span>{item.name}</span>
          </button>
        ))}
      </div>
      {pager ? (
        <div className={styles.pager} data-testid="menu-pager" aria-hidden="true">
          <span className={styles.pagerThumb} style={{ left: `${progress * 50}%` }} />
        </div>
      ) : null}
    </section>
  );
}

/** Extended functions: the menus placed 'extend', as an icon grid. */
export function ExtendMenu({ items, onOpen }: MenuProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.extend} aria-label="拓展功能">
      <h2 className={styles.sectionTitle}>拓展功能</h2>
      <div className={styles.extendGrid}>
        {items.map((item) => (
          <button key={item.id} type="button" className={styles.extendItem} onClick={() => onOpen(item)}>
            <Picture src={item.icon} alt="" className={styles.extendIcon} />
            <span>{item.name}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
