import type { ConsoleRoute } from '@/console-kit';

/** The catalogue's console pages (docs/catalogue.md, "Operator editing"). */
export const catalogueConsoleRoutes: ConsoleRoute[] = [
  { path: 'catalogue/books', menu: { group: '教材', label: '图书' }, page: () => import('./BooksPage') },
  { path: 'catalogue/books/:bookId', page: () => import('./BookPage') },
  {
    path: 'catalogue/import',
    menu: { group: '教材', label: '教材导入' },
    page: () => import('./ImportPage'),
  },
];
