import type { ModuleManifest } from '../../manifest.js';
import { archiveMigrations } from './migrations.js';
import routes from './routes.js';

/**
 * What every archive record shares (docs/archives.md): the staff member's area scope (`staffScope`,
 * `inScope`, `whereInScope`, `assertCanWriteArea`), the change history (`recordChange` in the change's
 * own transaction, `changedFields`, `recordStamps`), table exports (`sendTableFile`, CSV or XLSX), the
 * calls scoool/getUserArealList and scoool/getRecordHistory, and the operators' staff areas under
 * /api/admin/staff/. The schools and bookstores modules build on it.
 */
export const archivesModule: ModuleManifest = {
  name: 'archives',
  routes,
  migrations: archiveMigrations,
};

export {
  assertCanWriteArea,
  areaFullName,
  describeAreas,
  inScope,
  OUTSIDE_AREAS_MSG,
  scopeCondition,
  staffScope,
  whereInScope,
  type AreaScope,
} from './scope.js';
export {
  changedFields,
  formatMinute,
  recordChange,
  recordStamps,
  RECORD_MISSING_MSG,
  writeStamped,
  type NewRecordChange,
  type RecordStamps,
  type StampedWrite,
} from './history.js';
export {
  attachmentDisposition,
  EXPORT_ROWS_MAX,
  sendTableFile,
  type TableCell,
  type TableColumn,
  type TableFile,
} from './export.js';
export type { ArchiveTables } from './tables.js';
