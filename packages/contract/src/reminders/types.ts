import { z } from 'zod';
import { MAX_ROW_ID, rowId } from '../shared/ids.js';

/**
 * Study reminders (remindmsg/…): a user picks a template, the weekdays and a time; the server's scheduler
 * sends each due reminder once as a Web Push notification to the user's stored subscriptions.
 */

export interface MsgTemplate {
  id: number;
  /** What the reminder is about: 打卡提醒, 阅读提醒… */
  title: string;
  /** The notification's text. */
  content: string;
  /** Where a tap on the notification leads (a page path of the app). */
  path: string;
}

/** Weekdays 1 (Monday) to 7 (Sunday). */
export const WEEKDAY_TEXT = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export interface Reminder {
  id: number;
  templateId: number;
  title: string;
  content: string;
  weekdays: number[];
  /** HH:mm, Asia/Shanghai. */
  time: string;
  enabled: boolean;
  /** The next time it will be sent, `YYYY-MM-DD HH:mm` Asia/Shanghai, '' when disabled. */
  nextAt: string;
}

/** POST remindmsg/saveMsgInfo (JSON): a new reminder, or a change to one (`id`). */
export const saveMsgInfoInput = z.object({
  id: z
    .number({ error: '提醒编号须为数字' })
    .int('提醒编号不正确')
    .positive('提醒编号不正确')
    .max(MAX_ROW_ID, '提醒编号不正确')
    .optional(),
  templateId: z
    .number({ error: '请选择提醒内容' })
    .int('提醒内容不正确')
    .positive('请选择提醒内容')
    .max(MAX_ROW_ID, '提醒内容不正确'),
  weekdays: z
    .array(
      z.number({ error: '星期须为1到7' }).int('星期须为1到7').min(1, '星期须为1到7').max(7, '星期须为1到7'),
      {
        error: '请选择提醒的日子',
      },
    )
    .min(1, '请至少选择一天')
    .max(7, '星期最多7天')
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  time: z
    .string({ error: '请选择提醒时间' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '提醒时间须在00:00到23:59之间'),
  enabled: z.boolean({ error: '开关须为 true 或 false' }).default(true),
});
export type SaveMsgInfoInput = z.input<typeof saveMsgInfoInput>;

export const reminderIdInput = z.object({
  id: rowId('提醒编号须为数字', '提醒编号不正确'),
});

/**
 * The JSON payload of a reminder's Web Push message (decrypted by the browser and handed to the
 * service worker's `push` event as `event.data.json()`).
 */
export interface ReminderPush {
  /** The template's title: the notification's title. */
  title: string;
  /** The template's content: the notification's body. */
  body: string;
  /** The app page a tap opens (`/pages/…`). */
  path: string;
  /** `reminder-<id>`: a newer notification of the same reminder replaces an older one. */
  tag: string;
  reminderId: number;
  /** The slot sent, `YYYY-MM-DD HH:mm` Asia/Shanghai. */
  slot: string;
}

/** GET remindmsg/getPushKey: the VAPID public key a browser subscribes with (base64url). */
export interface PushKey {
  publicKey: string;
}

/**
 * POST myInfo/updateAppPushID {registerID}: the device's push address. In the browser it is the JSON of
 * a PushSubscription ({endpoint, keys: {p256dh, auth}}); a native shell may send its own push id.
 */
export const updateAppPushIdInput = z.object({
  registerID: z
    .string({ error: '缺少推送标识（registerID）' })
    .trim()
    .min(1, '缺少推送标识（registerID）')
    .max(2000, '推送标识（registerID）过长'),
});
export type UpdateAppPushIdInput = z.input<typeof updateAppPushIdInput>;

// ---------------------------------------------------------------- operators, /api/admin/remind/

export const adminSaveTemplateInput = z.object({
  id: rowId('模板编号不正确', '模板编号不正确').optional(),
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(20, '标题不能超过20个字'),
  content: z
    .string({ error: '请填写提醒内容' })
    .trim()
    .min(1, '请填写提醒内容')
    .max(60, '提醒内容不能超过60个字'),
  path: z
    .string({ error: '请填写打开的页面' })
    .trim()
    .regex(/^\/pages\/[\w/]+(\?[\w=&%-]*)?$/, '打开的页面须为 /pages/ 开头的应用页面'),
});
export type AdminSaveTemplateInput = z.input<typeof adminSaveTemplateInput>;
