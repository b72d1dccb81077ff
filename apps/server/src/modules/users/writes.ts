import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import { announceSessionChange } from '../../shared/session-events.js';
import type { UsersTable } from './tables.js';

/**
 * The writes of the `users` table; no other module writes it. The balance (`points`) is the points
 * module's: a user is created with 0 and any opening balance is a grant with its ledger row.
 */
export type NewUser = Omit<Insertable<UsersTable>, 'id' | 'points'>;

/** Creates a user with a zero balance; returns the id. */
export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, points: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(db: Db, userId: number, hash: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Replaces the login password's hash only if it is still `expected` (a rehash must not undo a change). */
export async function replacePasswordHash(
  db: Db,
  userId: number,
  expected: string,
  hash: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .where('password_hash', '=', expected)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setGrade(
  db: Db,
  userId: number,
  gradeId: number,
  cebieId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ grade_id: gradeId, cebie_id: cebieId, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The columns of the 6-digit passwords (payment, answer lookup). */
export type SixDigitColumn = 'pay_pwd_hash' | 'answer_pwd_hash';

/**
 * Compare-and-set of a 6-digit password hash: changes it only while it still is `expected` (null: not
 * set yet), so two racing saves cannot both pass. True when it changed.
 */
export async function replaceSixDigitHash(
  db: Db,
  userId: number,
  column: SixDigitColumn,
  expected: string | null,
  hash: string,
  now: number,
): Promise<boolean> {
  const q = db
    .updateTable('users')
    .set({ [column]: hash, updated_at: now })
    .where('id', '=', userId);
  const res = await (
    expected === null ? q.where(column, 'is', null) : q.where(column, '=', expected)
  ).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Removes the answer password; answers are refused until a new one is set. */
export async function clearAnswerPassword(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ answer_pwd_hash: null, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The profile fields of the settings page; what is left out stays as it is. */
export async function setProfile(
  db: Db,
  userId: number,
  fields: { nickname?: string; avatar?: string; phone?: string; gradeId?: number; cebieId?: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(fields.nickname !== undefined ? { nickname: fields.nickname } : {}),
      ...(fields.avatar !== undefined ? { avatar: fields.avatar } : {}),
      ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
      ...(fields.gradeId !== undefined ? { grade_id: fields.gradeId } : {}),
      ...(fields.cebieId !== undefined ? { cebie_id: fields.cebieId } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** The nickname a cancelled account shows where its past (orders, check-ins) still appears. */
export const CANCELLED_NICKNAME = '已注销用户';

/**
 * Marks an account cancelled and removes its personal fields (docs/account.md, "Cancellation"): the
 * nickname becomes 已注销用户, phone, avatar, grade and every password are cleared (the login password
 * is replaced by an unusable value). The account name stays, so it is never given to someone else.
 * True when this call cancelled it (a second call finds it cancelled already).
 */
export async function markCancelled(
  db: Db,
  userId: number,
  unusableHash: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({
      cancelled_at: now,
      nickname: CANCELLED_NICKNAME,
      phone: null,
      avatar: '',
      grade_id: null,
      cebie_id: null,
      password_hash: unusableHash,
      pay_pwd_hash: null,
      answer_pwd_hash: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  announceSessionChange({ userId });
  return Number(res.numUpdatedRows) === 1;
}

/** Grants (or takes back) the teacher role; announced to the token caches, so it holds at once. */
export async function setTeacher(db: Db, userId: number, teacher: boolean, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_teacher: teacher ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
  announceSessionChange({ userId });
}

/**
 * Replaces the areas a staff member looks after (division codes, checked by the caller against the area
 * tree); an empty list removes them all. Run it inside the caller's transaction.
 */
export async function setUserAreas(db: Db, userId: number, areaCodes: readonly string[]): Promise<void> {
  await db.deleteFrom('user_areas').where('user_id', '=', userId).execute();
  const codes = [...new Set(areaCodes)];
  if (codes.length > 0) {
    await db
      .insertInto('user_areas')
      .values(codes.map((code) => ({ user_id: userId, area_code: code })))
      .execute();
  }
}

/** Sets the three operator-given roles at once (admin/users/setUserRoles); announced to the token caches. */
export async function setRoles(
  db: Db,
  userId: number,
  roles: { teacher: boolean; staff: boolean; admin: boolean },
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      is_teacher: roles.teacher ? 1 : 0,
      is_staff: roles.staff ? 1 : 0,
      is_admin: roles.admin ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  announceSessionChange({ userId });
}

/**
 * Disables (`at` a time) or enables (`at` null) an account; true when it changed. The caller revokes
 * the user's tokens in the same transaction (auth's `revokeAllTokens`).
 */
export async function setDisabled(db: Db, userId: number, at: number | null, now: number): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ disabled_at: at, updated_at: now })
    .where('id', '=', userId)
    .where('disabled_at', at === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  announceSessionChange({ userId });
  return Number(res.numUpdatedRows) === 1;
}
