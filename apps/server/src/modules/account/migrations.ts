import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0011: the settings page's tables (docs/account.md): password tickets of verifyingPassword, SMS codes
 * of setPhoneNum, the personalised-content answer and one-time message subscriptions.
 */
async function accountSettings(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'password_tickets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_id', 'integer', (c) => c.notNull())
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_tickets_user')
    .on('password_tickets')
    .columns(['user_id', 'created_at'])
    .execute();

  await id(db, 'sms_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_codes_user').on('sms_codes').columns(['user_id', 'sent_at']).execute();

  await db.schema
    .createTable('user_adverts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('consent', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_state', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_ad_id', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db, 'msg_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('template_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('msg_subscriptions_user')
    .on('msg_subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();
}

export const accountMigrations: ModuleMigrations = { '0011_account_settings': accountSettings };
