import type { ModuleManifest } from '../manifest.js';
import { yangshuMigrations } from './migrations.js';
import routes from './routes.js';
import { yangshuSeed } from './seed.js';

/** The school term of a moment (the quota's period), for other modules and tests. */
export { termOf, type Term } from './term.js';

/** 样书 (docs/teacher.md, "Sample books"): the offer, teachers' requests with a per-term quota, shipping, receipt. */
export const yangshuModule: ModuleManifest = {
  name: 'yangshu',
  routes,
  migrations: yangshuMigrations,
  seed: yangshuSeed,
};
