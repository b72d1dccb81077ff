import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/**
 * Words a screen reader reads and the eye gets from an icon beside them: the 点赞 before a like
 * button's count, say. A control named by its content this way keeps its visible text in its name
 * (WCAG 2.5.3) where an `aria-label` would replace it.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
