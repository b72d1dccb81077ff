import type { ConsoleRoute } from '@/console-kit';

/** The reader's console pages: the e-books (docs/catalogue.md, "Operator editing"). */
export const readerConsoleRoutes: ConsoleRoute[] = [
  { path: 'catalogue/ebooks', menu: { group: '教材', label: '电子书' }, page: () => import('./EbooksPage') },
];
