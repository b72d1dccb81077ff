import type { FastifyPluginAsync } from 'fastify';
import type { ModuleManifest } from '../../manifest.js';
import { usersMigrations } from './migrations.js';

/**
 * Users: the one writer of the `users` table (except `points`, which only the points module writes)
 * and the 6-digit passwords kept on it. Reads stay with the modules that need them.
 */
export {
  clearAnswerPassword,
  CANCELLED_NICKNAME,
  insertUser,
  markCancelled,
  replaceSixDigitHash,
  setGrade,
  setPasswordHash,
  replacePasswordHash,
  setProfile,
  setUserAreas,
  setTeacher,
  type NewUser,
  type SixDigitColumn,
} from './writes.js';
export { sixDigitPassword, type SixDigitPasswordKind } from './six-digit-password.js';

/**
 * The operators' calls (routes.ts), loaded when the app registers them: they use `auth`, `archives` and
 * `points`, which call this module, so a static import would close an import loop (docs/architecture.md:
 * a lazy `import()` runs once every module has started).
 */
const operatorRoutes: FastifyPluginAsync = async (app) => (await import('./routes.js')).default(app);

/**
 * Owns the users table (accounts, auth and others call it) and serves the operators' user calls under
 * /api/admin/users/ and /api/admin/points/ (docs/users-admin.md): search, detail, roles, disable and
 * enable; a user's ledger and manual grants and deductions (tokens through `auth`, points through `points`).
 */
export const usersModule: ModuleManifest = {
  name: 'users',
  routes: operatorRoutes,
  migrations: usersMigrations,
};
export type { UsersTable } from './tables.js';
