import { sql } from 'kysely';
import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0001: the foundation, written before the server was split into modules. It creates the tables of
 * several modules (users, auth_tokens, user_areas, points_ledger of account and auth; dictionaries of
 * catalogue; app_menus of menu; areas of area; settings and the shared state of platform) and stays
 * one migration under its name, owned here.
 */
async function foundation(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'users')
    .addColumn('account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('phone', 'varchar(32)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('pay_pwd_hash', 'varchar(255)')
    .addColumn('answer_pwd_hash', 'varchar(255)')
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('grade_id', 'integer')
    .addColumn('cebie_id', 'integer')
    .addColumn('points', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points >= 0`),
    )
    .addColumn('is_teacher', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').execute();

  await id(db, 'auth_tokens')
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

  await db.schema
    .createTable('user_areas')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area_code', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_areas_pk', ['user_id', 'area_code'])
    .execute();

  await id(db, 'points_ledger')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'varchar(64)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('points_ledger_user')
    .on('points_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  await id(db, 'dictionaries')
    .addColumn('dic_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('url_address', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('desc', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('qr_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('dictionaries_type').on('dictionaries').columns(['dic_type', 'sort']).execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await id(db, 'app_menus')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('icon', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('url_address', 'varchar(512)', (c) => c.notNull())
    .addColumn('position', 'varchar(16)', (c) => c.notNull())
    .addColumn('need_login', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('areas')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_code', 'varchar(12)')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('areas_parent').on('areas').column('parent_code').execute();

  await db.schema
    .createTable('shared_once')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_once_expires').on('shared_once').column('expires_at').execute();

  await db.schema
    .createTable('shared_counters')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_counters_expires').on('shared_counters').column('expires_at').execute();
}

/**
 * 0008: the in-process nonce seen-set (SQLite) writes its keys behind as one row per batch: one insert
 * every 100 ms instead of one B-tree insert per request.
 */
async function sharedOnceBatches(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'shared_once_batches')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('keys', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shared_once_batches_expires')
    .on('shared_once_batches')
    .column('expires_at')
    .execute();
}

export const platformMigrations: ModuleMigrations = {
  '0001_foundation': foundation,
  '0008_shared_once_batches': sharedOnceBatches,
};
