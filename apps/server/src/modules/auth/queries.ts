import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';

export function findLoginUser(db: Db, account: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'cancelled_at', 'disabled_at'])
    .where('account', '=', account)
    .executeTakeFirst();
}

/** The live account an identity is bound to (a cancelled account's binding counts as none). */
export function findBoundUser(db: Db, platform: string, openid: string) {
  return db
    .selectFrom('messenger_identities as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id as identityId', 'u.id as userId', 'u.disabled_at'])
    .where('m.platform', '=', platform)
    .where('m.openid', '=', openid)
    .where('u.cancelled_at', 'is', null)
    .executeTakeFirst();
}

export async function touchIdentity(db: Db, id: number, unionid: string | null, now: number): Promise<void> {
  await db
    .updateTable('messenger_identities')
    .set(unionid ? { last_login_at: now, unionid } : { last_login_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Binds an identity to an account, in one transaction: a stale binding of the identity (to a cancelled
 * account) and the account's earlier identity of the platform make way.
 */
export async function bindIdentity(
  db: Db,
  b: { platform: string; openid: string; unionid?: string; userId: number; now: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('messenger_identities')
      .where('platform', '=', b.platform)
      .where((w) => w.or([w('openid', '=', b.openid), w('user_id', '=', b.userId)]))
      .execute();
    await trx
      .insertInto('messenger_identities')
      .values({
        platform: b.platform,
        openid: b.openid,
        unionid: b.unionid ?? null,
        user_id: b.userId,
        created_at: b.now,
        last_login_at: b.now,
      })
      .execute();
  });
}

/** Removes a user's messenger identities (account cancellation calls this in its own transaction). */
export async function unbindMessenger(trx: Db | Transaction<Database>, userId: number): Promise<number> {
  const res = await trx.deleteFrom('messenger_identities').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
