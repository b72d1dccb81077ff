import type { ModuleManifest } from '../../manifest.js';
import { teacherMigrations } from './migrations.js';
import routes from './routes.js';
import { forgetTeacherApplications } from './certification.js';
import { teacherSeed } from './seed.js';

/** The demo accounts its seed makes (wanglaoshi waiting, lilaoshi rejected); the store tests name them. */
export { TEACHER_DEMO_USERS } from './seed.js';

/**
 * The teacher entrance (docs/teacher.md): certification (教师认证) with proof pictures and the role it
 * grants, the teachers' desk, points claims for classroom use (积分上传) paid through the ledger, and
 * the operators' calls under /api/admin/teacher/.
 */
export const teacherModule: ModuleManifest = {
  name: 'teacher',
  routes,
  migrations: teacherMigrations,
  seed: teacherSeed,
  // Account cancellation: the certification applications (names, schools, proofs) go.
  forgetUser: (trx, { userId }) => forgetTeacherApplications(trx, userId),
};
