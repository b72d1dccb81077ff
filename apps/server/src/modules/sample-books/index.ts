import type { ModuleManifest } from '../../manifest.js';
import { sampleBookMigrations } from './migrations.js';
import routes from './routes.js';
import { sampleBookSeed } from './seed.js';

/** The school term of a moment (the quota's period), for other modules and tests. */
export { termOf, type Term } from './term.js';

/** 样书 (docs/teacher.md, "Sample books"): the offer, teachers' requests with a per-term quota, shipping, receipt. */
export const sampleBooksModule: ModuleManifest = {
  name: 'sample-books',
  routes,
  migrations: sampleBookMigrations,
  seed: sampleBookSeed,
};
