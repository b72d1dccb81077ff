import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0029: the audit log of operator actions (docs/audit.md). Indexed for the console's filters, each
 * with the time so a filtered page is read newest first from the index: by actor, by call, by feature,
 * by target, and by time alone.
 */
async function audit(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'audit_log')
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_account', 'varchar(64)', (c) => c.notNull())
    .addColumn('call', 'varchar(160)', (c) => c.notNull())
    .addColumn('feature', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_kind', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  const indexes: [string, string[]][] = [
    ['audit_log_time', ['created_at', 'id']],
    ['audit_log_actor', ['actor_account', 'created_at']],
    ['audit_log_call', ['call', 'created_at']],
    ['audit_log_feature', ['feature', 'created_at']],
    ['audit_log_target', ['target_kind', 'target_id', 'created_at']],
  ];
  for (const [name, columns] of indexes)
    await db.schema.createIndex(name).on('audit_log').columns(columns).execute();
}

export const auditMigrations: ModuleMigrations = { '0029_audit': audit };
