import type { SaveGradeParams, SaveGradeResult, UserInfo } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import type { AuthUser } from '../../types.js';
import { setGrade } from '../users/index.js';
import { dictionaryEntryExists } from './queries.js';
import { findUserInfo } from '../auth/index.js';

export async function getMyInfo(db: Db, user: AuthUser): Promise<UserInfo> {
  const info = await findUserInfo(db, user.id);
  if (!info) throw notFound('用户不存在');
  return info;
}

/** Saves the grade and volume choice; both ids must be entries of their dictionaries. */
export async function saveGrade(db: Db, user: AuthUser, p: SaveGradeParams): Promise<SaveGradeResult> {
  if (!(await dictionaryEntryExists(db, 'grade', p.gradeId))) throw badInput('年级不正确');
  if (!(await dictionaryEntryExists(db, 'cebie', p.cebieId))) throw badInput('册别不正确');
  await setGrade(db, user.id, p.gradeId, p.cebieId, Date.now());
  return { gradeId: p.gradeId, cebieId: p.cebieId };
}
