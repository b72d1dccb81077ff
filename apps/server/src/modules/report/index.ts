import type { ModuleManifest } from '../../manifest.js';
import { reportMigrations } from './migrations.js';
import routes from './routes.js';

export type { ReportTables } from './tables.js';

/**
 * 学习周报 (docs/report.md): a pupil's week (played time, lessons finished, check-ins, points,
 * homework) against the week before, read from the other modules' tables by their user indexes, and
 * its Sunday 20:00 Web Push through the reminders' sender.
 */
export const reportModule: ModuleManifest = {
  name: 'report',
  routes,
  migrations: reportMigrations,
};
