import type { KefuInfo, KefuType, QiweiQrCode, QiweiUser } from '@jc/contract';
import type { Db } from '../../db/index.js';
import { notFound } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';

/** The enterprise contact (企业微信): popup QR codes and who joined. */

/** The popup `qrId` when it exists, else the one of `type`, else `default`. */
export async function qiweiQrCode(db: Db, type: string, qrId?: number): Promise<QiweiQrCode> {
  const rows = await db
    .selectFrom('qiwei_qrcodes')
    .selectAll()
    .where((eb) =>
      qrId === undefined
        ? eb('type', 'in', [type, 'default'])
        : eb.or([eb('type', 'in', [type, 'default']), eb('id', '=', qrId)]),
    )
    .execute();
  const row =
    rows.find((r) => r.id === qrId) ??
    rows.find((r) => r.type === type) ??
    rows.find((r) => r.type === 'default');
  if (!row) throw notFound('暂无企业微信二维码');
  return {
    qrId: row.id,
    pageTitle: row.page_title,
    qrTitle: row.qr_title,
    qrTitle2: row.qr_title2,
    path: row.path,
    bottomText: row.bottom_text,
    canClose: row.can_close === 1,
  };
}

export async function qiweiUser(db: Db, userId: number): Promise<QiweiUser> {
  const row = await db
    .selectFrom('wecom_members')
    .select('joined_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { joined: !!row, joinedAt: row ? formatTime(row.joined_at) : '' };
}

/** Operators mark whether a user joined the enterprise contact (the messenger's callback in production). */
export async function setWeComMember(db: Db, account: string, joined: boolean): Promise<QiweiUser> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('account', '=', account)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('用户不存在');
  if (joined) {
    await db
      .insertInto('wecom_members')
      .values({ user_id: user.id, joined_at: Date.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('wecom_members').where('user_id', '=', user.id).execute();
  }
  return qiweiUser(db, user.id);
}

export const KEFU_MISSING = '暂无该客服的联系方式';

/** getKefuQrcode/{type}: a customer-service desk with its QR picture and phone. */
export async function kefuDesk(db: Db, type: KefuType): Promise<KefuInfo> {
  const row = await db.selectFrom('kefu_desks').selectAll().where('type', '=', type).executeTakeFirst();
  if (!row) throw notFound(KEFU_MISSING);
  return {
    type,
    title: row.title,
    qrPath: row.qr_path,
    qrTitle: row.qr_title,
    phone: row.phone,
    workTime: row.work_time,
    tips: row.tips,
  };
}
