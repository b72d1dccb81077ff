import { randomBytes } from 'node:crypto';
import { CANCEL_WRONG_PASSWORD_MSG } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { businessRule } from '../../shared/errors.js';
import { hashPassword } from '../../shared/password.js';
import type { SharedState } from '../../shared/state.js';
import type { AuthUser } from '../../types.js';
import { revokeOtherTokens, revokeToken } from '../auth/index.js';
import type { ModuleManifest } from '../../manifest.js';
import type { FileStore } from '../uploads/index.js';
import { markCancelled } from '../users/index.js';
import { checkLoginPassword } from './settings.js';

/** What a cancellation did, for the log and the tests. */
export interface CancelReport {
  revokedSessions: number;
  /** Stored files removed after the commit. */
  files: number;
}

/**
 * userZhuXiao (docs/account.md, "Cancellation"): with the right login password, in one transaction: the
 * account is marked cancelled and its personal fields cleared (users.markCancelled), every token revoked,
 * and every module forgets what it keeps of the person (its manifest's `forgetUser`: addresses,
 * favorites, history and progress, the enterprise-contact mark, settings rows, reminders, the messenger
 * identity, teacher applications, the contact of feedback, the uploads no check-in post shows). Orders
 * (with their shipping snapshot), the points ledger and check-in posts stay. The files of the deleted
 * uploads are removed after the commit. A wrong password changes nothing.
 */
export async function cancelAccount(
  db: Db,
  state: SharedState,
  store: FileStore,
  modules: readonly ModuleManifest[],
  user: AuthUser,
  pwd: string,
  now = Date.now(),
): Promise<CancelReport> {
  if (!(await checkLoginPassword(db, state, user.id, pwd))) throw businessRule(CANCEL_WRONG_PASSWORD_MSG);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const { revokedSessions, fileKeys } = await db.transaction().execute(async (trx) => {
    if (!(await markCancelled(trx, user.id, unusable, now))) throw businessRule('账号已注销');
    const revokedSessions = (await revokeOtherTokens(trx, user.id, user.tokenId, now)) + 1;
    await revokeToken(trx, user.tokenId, now);

    const keptUploads = new Set<number>();
    for (const mod of modules)
      for (const id of (await mod.uploadsKept?.(trx, user.id)) ?? []) keptUploads.add(id);
    // Later modules build on earlier ones (modules/index.ts): they forget first, so a row that points
    // at an upload or a user (a teacher application's proof) goes before what it points at.
    const fileKeys: string[] = [];
    for (const mod of [...modules].reverse()) {
      const forgotten = await mod.forgetUser?.(trx, { userId: user.id, keptUploads });
      if (forgotten?.fileKeys) fileKeys.push(...forgotten.fileKeys);
    }
    return { revokedSessions, fileKeys };
  });
  await Promise.all(fileKeys.map((k) => store.remove(k).catch(() => undefined)));
  return { revokedSessions, files: fileKeys.length };
}

/** The account's own rows of the person: password tickets, SMS codes, ad consent, message subscriptions. */
export async function forgetAccountRows(trx: Db, userId: number): Promise<void> {
  for (const table of ['password_tickets', 'sms_codes', 'user_adverts', 'msg_subscriptions'] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
}
