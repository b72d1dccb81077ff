import { PAGES } from '@jc/contract';
import type { FeaturePage } from '@/lib/feature-pages';
import { lazyPage } from '@/lib/lazy-page';

/** Operations statistics (统计分析, docs/stats.md): totals, daily trends, leader boards; ECharts only here. */
export const statsPages: FeaturePage[] = [
  { route: PAGES.tjfxData, Page: lazyPage(() => import('./pages/StatsDataPage')), auth: true },
  { route: PAGES.tjfxTrend, Page: lazyPage(() => import('./pages/StatsTrendPage')), auth: true },
  { route: PAGES.tjfxMore, Page: lazyPage(() => import('./pages/StatsMorePage')), auth: true },
];
