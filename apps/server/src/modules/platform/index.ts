import type { ModuleManifest } from '../../manifest.js';
import { platformMigrations } from './migrations.js';

/**
 * What belongs to no feature: the settings table and the shared state of the nonce seen-set and the
 * throttles (shared/state-db.ts), and the foundation migration 0001 that created the first tables of
 * several modules. No routes.
 */
export const platformModule: ModuleManifest = { name: 'platform', migrations: platformMigrations };
