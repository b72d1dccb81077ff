import type { ModuleManifest } from '../../manifest.js';
import { teacherResourcesMigrations } from './migrations.js';
import routes from './routes.js';
import { teacherResourcesSeed } from './seed.js';

/** What other modules and tests use: the mailer interface (a deployment or a test may decorate its own). */
export type { Mailer, MailMessage } from './mailer.js';

/**
 * Teaching resources for teachers (docs/teacher.md "Resources and mail"): edition areas, books, whole
 * packages, signed expiring links at /download/ (outside /api), and mailing them. Mounted at '' because
 * of /download/; its API routes sit under /api.
 */
export const teacherResourcesModule: ModuleManifest = {
  name: 'teacher-resources',
  routes,
  prefix: '',
  migrations: teacherResourcesMigrations,
  seed: teacherResourcesSeed,
};
