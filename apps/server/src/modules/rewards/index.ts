import type { ModuleManifest } from '../../manifest.js';
import { rewardMigrations } from './migrations.js';
import routes from './routes.js';
import { rewardSeed } from './seed.js';

/**
 * Content-error rewards (纠错有奖, docs/rewards.md): reports of errors in a book with photos from the one
 * upload path, the reporter's lists, and the operators' calls under /api/admin/reward/ (accepting grants
 * points once through the ledger, rejecting keeps a reason).
 */
export const rewardsModule: ModuleManifest = {
  name: 'rewards',
  routes,
  migrations: rewardMigrations,
  seed: rewardSeed,
};
