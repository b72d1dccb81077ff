import type { ModuleManifest } from '../../manifest.js';
import { auditMigrations } from './migrations.js';
import routes from './routes.js';

/**
 * The audit log of operator actions (docs/audit.md): every successful POST under /api/admin/ is
 * recorded by the module's hook; a handler adds the target and before/after with `auditDetail`.
 */
export { auditDetail, type AuditDetail } from './record.js';

/** Must come before every module with operator calls in MODULES (its hook sees routes registered after it). */
export const auditModule: ModuleManifest = { name: 'audit', routes, migrations: auditMigrations };
