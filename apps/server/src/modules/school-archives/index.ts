import type { ModuleManifest } from '../../manifest.js';
import { schoolArchiveMigrations } from './migrations.js';
import routes from './routes.js';
import { schoolArchiveSeed } from './seed.js';

/**
 * School archives (学校档案, docs/schools.md): schools of the staff member's areas with their grades and
 * classes, teachers, competitor products, purchase channels, sales and coverage; every change in the
 * archives' history; lists exported to CSV and XLSX. The `schools`, `school_sales` and `school_coverage`
 * tables are read by the statistics.
 */
export const schoolArchivesModule: ModuleManifest = {
  name: 'school-archives',
  routes,
  migrations: schoolArchiveMigrations,
  seed: schoolArchiveSeed,
};
