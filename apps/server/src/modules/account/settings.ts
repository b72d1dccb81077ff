import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  PASSWORD_TICKET_MS,
  SMS_CODE_RESEND_S,
  WRONG_OLD_PASSWORD_MSG,
  type OpenMsgRecordInput,
  type PasswordTicket,
  type SetPhoneResult,
  type UpdateMyAdvertInput,
  type UploadKind,
  type UserInfo,
} from '@jc/contract';
import type { Db } from '../../db/index.js';
import { AppError, badInput, businessRule, notFound, tooMany } from '../../shared/errors.js';
import { hashPassword, verifyPassword } from '../../shared/password.js';
import type { SharedState } from '../../shared/state.js';
import type { AuthUser } from '../../types.js';
import { revokeOtherTokens } from '../auth/index.js';
import { discardUploads, storeUpload, type FileStore } from '../uploads/index.js';
import { setPasswordHash, setProfile } from '../users/index.js';
import { dictionaryEntryExists } from './queries.js';
import { findUserInfo } from '../auth/index.js';
import { requireGateway, SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS, type SmsGateway } from './sms.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const TICKET_INVALID_MSG = '原密码验证已失效，请重新验证';
export const PHONE_TAKEN_MSG = '该手机号已绑定其他账号';
export const SMS_CODE_WRONG_MSG = '验证码不正确';
export const SMS_CODE_EXPIRED_MSG = '验证码已失效，请重新获取';

async function infoOf(db: Db, userId: number): Promise<UserInfo> {
  const info = await findUserInfo(db, userId);
  if (!info) throw notFound('用户不存在');
  return info;
}

/** The caller's login password hash, or a 404 for an account that is gone. */
async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('用户不存在');
  return row.password_hash;
}

/** Wrong login passwords (verifyingPassword, userZhuXiao) per account before a 15-minute pause. */
export const PASSWORD_CHECK_LIMIT = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;
export const PASSWORD_CHECK_LOCKED_MSG = '密码错误次数过多，请15分钟后再试';

/**
 * True when `pwd` is the caller's login password. A stolen session must not be able to guess the
 * password through these calls: PASSWORD_CHECK_LIMIT wrong ones within 15 minutes lock the checks of
 * the account for 15 minutes (429, even for the right one); a right one clears the count.
 */
export async function checkLoginPassword(
  db: Db,
  state: SharedState,
  userId: number,
  pwd: string,
): Promise<boolean> {
  const fails = `pwdcheck:fail:${userId}`;
  const lock = `pwdcheck:lock:${userId}`;
  if ((await state.count(lock)) > 0) throw tooMany(PASSWORD_CHECK_LOCKED_MSG);
  if (await verifyPassword(pwd, await passwordHashOf(db, userId))) {
    await state.reset(fails);
    return true;
  }
  if ((await state.increment(fails, PASSWORD_CHECK_WINDOW_MS)) >= PASSWORD_CHECK_LIMIT) {
    await state.increment(lock, PASSWORD_CHECK_WINDOW_MS);
    await state.reset(fails);
  }
  return false;
}

/** saveMyAccountInfo: nickname and/or grade + volume; the grade ids must be dictionary entries. */
export async function saveAccountInfo(
  db: Db,
  user: AuthUser,
  input: { nickname?: string | undefined; gradeId?: number | undefined; cebieId?: number | undefined },
  now = Date.now(),
): Promise<UserInfo> {
  if (input.gradeId !== undefined && !(await dictionaryEntryExists(db, 'grade', input.gradeId)))
    throw badInput('年级不正确');
  if (input.cebieId !== undefined && !(await dictionaryEntryExists(db, 'cebie', input.cebieId)))
    throw badInput('册别不正确');
  await setProfile(
    db,
    user.id,
    {
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.gradeId !== undefined ? { gradeId: input.gradeId } : {}),
      ...(input.cebieId !== undefined ? { cebieId: input.cebieId } : {}),
    },
    now,
  );
  return infoOf(db, user.id);
}

/**
 * verifyingPassword: checks the old login password and answers a one-use ticket that savePassword
 * needs, valid PASSWORD_TICKET_MS in this session only.
 */
export async function issuePasswordTicket(
  db: Db,
  state: SharedState,
  user: AuthUser,
  pwd: string,
  now = Date.now(),
): Promise<PasswordTicket> {
  if (!(await checkLoginPassword(db, state, user.id, pwd))) throw businessRule(WRONG_OLD_PASSWORD_MSG);
  const ticket = randomBytes(24).toString('base64url');
  await db
    .insertInto('password_tickets')
    .values({
      user_id: user.id,
      token_id: user.tokenId,
      ticket_hash: sha256(ticket),
      expires_at: now + PASSWORD_TICKET_MS,
      used_at: null,
      created_at: now,
    })
    .execute();
  return { ticket, expiresIn: PASSWORD_TICKET_MS };
}

/**
 * savePassword: spends the ticket (one conditional update: of two racing saves one wins), sets the new
 * password and signs out every other session of the account, in one transaction.
 */
export async function changePassword(
  db: Db,
  user: AuthUser,
  pwd: string,
  ticket: string,
  now = Date.now(),
): Promise<{ revokedSessions: number }> {
  const hash = await hashPassword(pwd);
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', sha256(ticket))
      .where('user_id', '=', user.id)
      .where('token_id', '=', user.tokenId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw businessRule(TICKET_INVALID_MSG);
    await setPasswordHash(trx, user.id, hash, now);
    return { revokedSessions: await revokeOtherTokens(trx, user.id, user.tokenId, now) };
  });
}

async function phoneTakenByOther(db: Db, userId: number, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .where('id', '!=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * setPhoneNum: without a code, sends one through the SMS gateway (one a minute); with the code, binds
 * the phone. No gateway (this build): 503 with SMS_UNAVAILABLE_MSG, nothing changes.
 */
export async function setPhone(
  db: Db,
  gateway: SmsGateway | null | undefined,
  user: AuthUser,
  input: { phone: string; code?: string | undefined },
  now = Date.now(),
): Promise<SetPhoneResult> {
  const sms = requireGateway(gateway);
  if (await phoneTakenByOther(db, user.id, input.phone)) throw businessRule(PHONE_TAKEN_MSG);
  if (input.code === undefined) {
    const last = await db
      .selectFrom('sms_codes')
      .select('sent_at')
      .where('user_id', '=', user.id)
      .orderBy('sent_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const wait = last ? Math.ceil((last.sent_at + SMS_CODE_RESEND_S * 1000 - now) / 1000) : 0;
    if (wait > 0) throw tooMany(`验证码已发送，请${wait}秒后再试`);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    try {
      await sms.sendCode(input.phone, code);
    } catch {
      throw new AppError(502, Code.badGateway, '短信发送失败，请稍后再试');
    }
    await db
      .insertInto('sms_codes')
      .values({
        user_id: user.id,
        phone: input.phone,
        code_hash: sha256(`${input.phone}:${code}`),
        sent_at: now,
        expires_at: now + SMS_CODE_TTL_MS,
        attempts: 0,
        used_at: null,
      })
      .execute();
    return { state: 'sent', resendAfter: SMS_CODE_RESEND_S };
  }
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('user_id', '=', user.id)
    .where('phone', '=', input.phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw businessRule(SMS_CODE_EXPIRED_MSG);
  if (row.code_hash !== sha256(`${input.phone}:${input.code}`)) {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    throw businessRule(SMS_CODE_WRONG_MSG);
  }
  return db.transaction().execute(async (trx) => {
    // Spent once: of two racing binds with the same code one wins.
    const spent = await trx
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw businessRule(SMS_CODE_EXPIRED_MSG);
    await setProfile(trx, user.id, { phone: input.phone }, now);
    return { state: 'bound', phone: input.phone };
  });
}

export interface AvatarFiles {
  store: FileStore;
  limits: Record<UploadKind, number>;
}

/**
 * headImgUpload: the picture goes through the one upload path (checked by content, re-encoded without
 * metadata), and the profile's avatar is set in its upload's transaction; the user's previous avatar
 * upload is removed once the new one is set.
 */
export async function uploadAvatar(
  db: Db,
  files: AvatarFiles,
  user: AuthUser,
  part: Blob | Uint8Array | undefined,
  now = Date.now(),
): Promise<UserInfo> {
  if (!part) throw badInput('请选择头像图片');
  const data = part instanceof Uint8Array ? Buffer.from(part) : Buffer.from(await part.arrayBuffer());
  const before = await infoOf(db, user.id);
  // The avatar is set in the upload's transaction: a refused update leaves no upload behind.
  await storeUpload(
    db,
    files.store,
    files.limits,
    { userId: user.id, kind: 'image', data },
    now,
    (trx, _id, up) => setProfile(trx, user.id, { avatar: up.url }, now),
  );
  await discardUploads(db, files.store, user.id, await uploadIdsAt(db, user.id, before.avatar));
  return infoOf(db, user.id);
}

/** The user's upload rows served at `url` (an avatar address), if it is one of theirs. */
async function uploadIdsAt(db: Db, userId: number, url: string): Promise<number[]> {
  if (!url.startsWith('/uploads/')) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('id')
    .where('user_id', '=', userId)
    .where('file_key', '=', url.slice('/uploads/'.length))
    .execute();
  return rows.map((r) => r.id);
}

/** updateMyAdvert: the consent answer, or the last ad shown or closed. */
export async function updateAdvert(
  db: Db,
  user: AuthUser,
  input: { state: UpdateMyAdvertInput['state']; adId?: number | undefined },
  now = Date.now(),
): Promise<void> {
  const consent = input.state === 'consent' || input.state === 'refuse' ? input.state : undefined;
  const row = {
    last_state: input.state,
    ...(consent ? { consent } : {}),
    ...(input.adId !== undefined ? { last_ad_id: input.adId } : {}),
    updated_at: now,
  };
  await db
    .insertInto('user_adverts')
    .values({ user_id: user.id, consent: consent ?? '', last_ad_id: input.adId ?? null, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** openMsgRecord: records a one-time message subscription. */
export async function recordMsgSubscription(
  db: Db,
  user: AuthUser,
  input: { type: OpenMsgRecordInput['type']; taskId: string; template_id: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('msg_subscriptions')
    .values({
      user_id: user.id,
      type: input.type,
      task_id: input.taskId,
      template_id: input.template_id,
      created_at: now,
    })
    .execute();
}
