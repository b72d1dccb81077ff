import type { UserInfo } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { rolesOf } from './tokens.js';

/**
 * The signed-in user's info, as a login answers it and the account's pages read it: auth's, so that
 * logging in needs nothing of the account module (which builds on auth's tokens and roles).
 */
export async function findUserInfo(db: Db, userId: number): Promise<UserInfo | null> {
  const u = await db
    .selectFrom('users')
    .select([
      'id',
      'account',
      'nickname',
      'avatar',
      'phone',
      'points',
      'grade_id',
      'cebie_id',
      'pay_pwd_hash',
      'answer_pwd_hash',
      'is_teacher',
      'is_staff',
      'is_admin',
    ])
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!u) return null;
  return {
    userId: u.id,
    account: u.account,
    nickname: u.nickname,
    avatar: u.avatar,
    phone: u.phone ?? '',
    roles: rolesOf(u),
    points: u.points,
    gradeId: u.grade_id,
    cebieId: u.cebie_id,
    hasPayPwd: u.pay_pwd_hash !== null,
    hasAnswerPwd: u.answer_pwd_hash !== null,
  };
}
