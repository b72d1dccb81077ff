import { randomBytes } from 'node:crypto';
import { CANCEL_WRONG_PASSWORD_MSG } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule } from '../../shared/errors.js';
import { hashPassword } from '../../shared/password.js';
import type { SharedState } from '../../shared/state.js';
import type { AuthUser } from '../../types.js';
import { revokeOtherTokens, revokeToken, unbindMessenger } from '../auth/index.js';
import { forgetFeedbackContact } from '../feedback/index.js';
import { removeUserReminders } from '../reminders/index.js';
import { forgetTeacherApplications } from '../teacher/index.js';
import type { FileStore } from '../uploads/index.js';
import { markCancelled } from '../users/index.js';
import { checkLoginPassword } from './settings.js';

/** What a cancellation removed, for the log and the tests. */
export interface CancelReport {
  revokedSessions: number;
  addresses: number;
  uploads: number;
}

/**
 * userZhuXiao (docs/account.md, "Cancellation"): with the right login password, in one transaction:
 * the account is marked cancelled and its personal fields cleared (users.markCancelled), every token
 * revoked, addresses, favorites, browse history, learning progress, the enterprise-contact mark, the
 * settings rows, its teacher applications and the uploads no check-in post shows deleted, the contact
 * of its feedback cleared.
 * Orders (with their shipping snapshot) and the points ledger stay. The files of the deleted uploads
 * are removed after the commit. A wrong password changes nothing.
 */
export async function cancelAccount(
  db: Db,
  state: SharedState,
  store: FileStore,
  user: AuthUser,
  pwd: string,
  now = Date.now(),
): Promise<CancelReport> {
  if (!(await checkLoginPassword(db, state, user.id, pwd))) throw businessRule(CANCEL_WRONG_PASSWORD_MSG);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const { report, fileKeys } = await db.transaction().execute(async (trx) => {
    if (!(await markCancelled(trx, user.id, unusable, now))) throw businessRule('账号已注销');
    const revokedSessions = (await revokeOtherTokens(trx, user.id, user.tokenId, now)) + 1;
    await revokeToken(trx, user.tokenId, now);

    const addresses = await trx.deleteFrom('addresses').where('user_id', '=', user.id).executeTakeFirst();
    for (const table of [
      'favorites',
      'browse_history',
      'learning_progress',
      'learning_days',
      'wecom_members',
      'password_tickets',
      'sms_codes',
      'user_adverts',
      'msg_subscriptions',
    ] as const)
      await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
    // Every row the account owns that only served the person goes in this transaction: its reminders
    // and push addresses, and its messenger identity (which may then be bound to another account).
    await removeUserReminders(trx, user.id);
    await unbindMessenger(trx, user.id);
    await forgetFeedbackContact(trx, user.id);
    await forgetTeacherApplications(trx, user.id);

    // The uploads no check-in post shows (the avatar, feedback pictures, anything unattached): rows
    // now (feedback_pictures cascade), files after the commit.
    const uploads = await trx
      .selectFrom('uploads')
      .select(['id', 'file_key', 'thumb_key'])
      .where('user_id', '=', user.id)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('checkin_post_files as f')
              .select('f.upload_id')
              .whereRef('f.upload_id', '=', 'uploads.id'),
          ),
        ),
      )
      .execute();
    if (uploads.length > 0)
      await trx
        .deleteFrom('uploads')
        .where(
          'id',
          'in',
          uploads.map((u) => u.id),
        )
        .execute();
    return {
      report: { revokedSessions, addresses: Number(addresses.numDeletedRows), uploads: uploads.length },
      fileKeys: uploads.flatMap((u) => [u.file_key, u.thumb_key].filter(Boolean)),
    };
  });
  await Promise.all(fileKeys.map((k) => store.remove(k).catch(() => undefined)));
  return report;
}
