import type { SaveGradeParams, SaveGradeResult, UserInfo } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { hashPassword } from '../../shared/password.js';
import type { AuthUser } from '../../types.js';
import { revokeOtherTokens } from '../auth/index.js';
import { setGrade, setPasswordHash } from '../users/index.js';
import { dictionaryEntryExists, findUserInfo } from './queries.js';

export async function getMyInfo(db: Db, user: AuthUser): Promise<UserInfo> {
  const info = await findUserInfo(db, user.id);
  if (!info) throw notFound('用户不存在');
  return info;
}

/** Sets a new login password and signs out every other session of the user. */
export async function savePassword(
  db: Db,
  user: AuthUser,
  pwd: string,
): Promise<{ revokedSessions: number }> {
  const hash = await hashPassword(pwd);
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, hash, now);
    return { revokedSessions: await revokeOtherTokens(trx, user.id, user.tokenId, now) };
  });
}

/** Saves the grade and volume choice; both ids must be entries of their dictionaries. */
export async function saveGrade(db: Db, user: AuthUser, p: SaveGradeParams): Promise<SaveGradeResult> {
  if (!(await dictionaryEntryExists(db, 'grade', p.gradeId))) throw badInput('年级不正确');
  if (!(await dictionaryEntryExists(db, 'cebie', p.cebieId))) throw badInput('册别不正确');
  await setGrade(db, user.id, p.gradeId, p.cebieId, Date.now());
  return { gradeId: p.gradeId, cebieId: p.cebieId };
}
