import type { ModuleManifest } from '../../manifest.js';
import { statsMigrations } from './migrations.js';
import routes from './routes.js';
import { statsSeed } from './seed.js';

export { STATS_DEMO_PUPILS } from './seed.js';

/**
 * Operations statistics (统计分析, docs/stats.md): daily rollups of the product's activity and the
 * archives' field work kept by a job, read by tjfx/getBigScreenData, getTjfxLeader and getTjfxMore.
 */
export const statsModule: ModuleManifest = {
  name: 'stats',
  routes,
  migrations: statsMigrations,
  seed: statsSeed,
};
export { refreshRollups } from './rollup.js';
