import type { AnyDb, MigrationContext, ModuleMigrations } from '../../db/migrations.js';

/**
 * 0014: messenger logins (docs/auth.md, "Messenger login"). An identity (platform, openid) belongs to
 * at most one account, and an account has at most one identity per platform.
 */
async function messengerLogin(db: AnyDb, { id }: MigrationContext): Promise<void> {
  await id(db, 'messenger_identities')
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('openid', 'varchar(128)', (c) => c.notNull())
    .addColumn('unionid', 'varchar(128)')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messenger_identities_openid')
    .on('messenger_identities')
    .columns(['platform', 'openid'])
    .unique()
    .execute();
  await db.schema
    .createIndex('messenger_identities_user')
    .on('messenger_identities')
    .columns(['user_id', 'platform'])
    .unique()
    .execute();
}

export const authMigrations: ModuleMigrations = {
  '0014_messenger_login': messengerLogin,
};
