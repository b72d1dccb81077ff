import type { ConsoleRoute } from '@/console-kit';

/** Home content's console pages (docs/home.md, "Operator editing"). */
export const homeConsoleRoutes: ConsoleRoute[] = [
  {
    path: 'content/dictionaries',
    menu: { group: '内容', label: '字典' },
    page: () => import('./DictionaryPage'),
  },
  {
    path: 'content/banners',
    menu: { group: '内容', label: '轮播与角标' },
    page: () => import('./BannersPage'),
  },
  { path: 'content/menus', menu: { group: '内容', label: '菜单' }, page: () => import('./MenusPage') },
  {
    path: 'content/hot-words',
    menu: { group: '内容', label: '热搜词' },
    page: () => import('./HotWordsPage'),
  },
];
