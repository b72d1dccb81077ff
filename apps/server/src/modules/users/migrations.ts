import { sql } from 'kysely';
import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0028: disabled accounts and the operators' user search (docs/users-admin.md).
 *
 * - `users.disabled_at`: set while an operator has disabled the account (login refused, its tokens
 *   count as revoked); null otherwise.
 * - The search matches account, phone and nickname by prefix, case-insensitively, so each has an index
 *   a prefix range can walk on a million users: on SQLite the NOCASE indexes its LIKE uses
 *   (`users_account_nocase`, `users_phone_nocase`, `users_nickname_nocase`), on PostgreSQL
 *   `lower(x) text_pattern_ops` (`users_account_prefix` …), which `lower(x) LIKE 'kw%'` uses whatever
 *   the database's collation.
 */
async function usersAdmin(db: AnyDb, { dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_at', 'bigint').execute();
  const columns = ['account', 'phone', 'nickname'] as const;
  for (const c of columns) {
    if (dialect === 'postgres')
      await sql`create index ${sql.id(`users_${c}_prefix`)} on users (lower(${sql.id(c)}) text_pattern_ops)`.execute(
        db,
      );
    else
      await sql`create index ${sql.id(`users_${c}_nocase`)} on users (${sql.id(c)} collate nocase)`.execute(
        db,
      );
  }
}

export const usersMigrations: ModuleMigrations = { '0028_users_admin': usersAdmin };
