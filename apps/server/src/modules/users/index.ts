import type { ModuleManifest } from '../manifest.js';
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
  setRoles,
  setDisabled,
  type NewUser,
  type SixDigitColumn,
} from './writes.js';
export { sixDigitPassword, type SixDigitPasswordKind } from './six-digit-password.js';

/** Owns the users table (no routes of its own: accounts, auth, admin-users and others call it). */
export const usersModule: ModuleManifest = { name: 'users', migrations: usersMigrations };
export type { UsersTable } from './tables.js';
