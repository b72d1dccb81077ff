import type { ModuleManifest } from '../../manifest.js';
import { articleMigrations } from './migrations.js';
import routes from './routes.js';
import { articleSeed } from './seed.js';

/**
 * Essay contests (征文, docs/articles.md): operator-managed categories and contests with an open window
 * in Asia/Shanghai, pupils' submissions with pictures or PDFs through the one upload path, awards paid
 * once through the points ledger with a certificate and its public verification code.
 */
export const articlesModule: ModuleManifest = {
  name: 'articles',
  routes,
  migrations: articleMigrations,
  seed: articleSeed,
};
