import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0015: study reminders (docs/reminders.md): templates, the users' reminders with the last claimed
 * slot, the deliveries (one row per reminder and slot, unique: the once-only record) and the push
 * subscriptions they go to.
 */
async function reminders(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'reminder_templates')
    .addColumn('title', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(60)', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await id(db, 'reminders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('reminder_templates.id'))
    .addColumn('weekdays', 'varchar(7)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_slot', 'varchar(16)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The scheduler's read: enabled reminders of a few minutes.
  await db.schema.createIndex('reminders_due').on('reminders').columns(['enabled', 'time', 'id']).execute();
  await db.schema.createIndex('reminders_user').on('reminders').columns(['user_id', 'id']).execute();

  await id(db, 'reminder_deliveries')
    .addColumn('reminder_id', 'integer', (c) => c.notNull().references('reminders.id').onDelete('cascade'))
    .addColumn('slot', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reminder_deliveries_slot')
    .on('reminder_deliveries')
    .columns(['reminder_id', 'slot'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reminder_deliveries_created')
    .on('reminder_deliveries')
    .column('created_at')
    .execute();

  await id(db, 'push_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('auth', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_key')
    .on('push_subscriptions')
    .column('key_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .columns(['user_id', 'updated_at'])
    .execute();
}

/**
 * 0039: pushes to native devices that FCM (or another native sender) could not take for now (a 5xx,
 * 429): sent again by the next ticks, each row claimed by deleting it (docs/reminders.md).
 */
async function nativePushRetries(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'push_retries')
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_retries_next').on('push_retries').columns(['next_at', 'id']).execute();
}

export const reminderMigrations: ModuleMigrations = {
  '0015_reminders': reminders,
  '0039_native_push_retries': nativePushRetries,
};
