import type { Db } from '../../db/index.js';

export function findLoginUser(db: Db, account: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'cancelled_at'])
    .where('account', '=', account)
    .executeTakeFirst();
}
