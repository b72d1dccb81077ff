import type { ModuleManifest } from '../manifest.js';
import routes from './routes.js';

/**
 * The operators' user calls under /api/admin/users/ and /api/admin/points/ (docs/users-admin.md):
 * search, detail, roles, disable and enable; a user's ledger and manual grants and deductions. It owns
 * no table: users are written through `users`, tokens through `auth`, points through `points`.
 */
export const adminUsersModule: ModuleManifest = { name: 'admin-users', routes };
