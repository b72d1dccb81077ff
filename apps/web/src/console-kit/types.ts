import type { ComponentType } from 'react';

/** A console page a feature declares in its `console/routes.ts` (docs/console.md). */
export interface ConsoleRoute {
  /** The page's address under /admin/, without slashes at either end: `'shop/goods'`. */
  path: string;
  /** Its entry in the side menu, under its group's heading; none for a page reached from another. */
  menu?: { group: string; label: string };
  /** The page's module, loaded when the page is first opened (its default export is the page). */
  page: () => Promise<{ default: ComponentType }>;
}
