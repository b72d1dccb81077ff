import { z } from 'zod';

/** The app's releases and its agreement texts (docs/about.md): thirdpart/appUpdate, thirdpart/getXieyi. */

export const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
const platform = z.enum(APP_PLATFORMS, { error: '平台须为 android 或 ios' });

/** A version as dotted numbers, 1 to 4 parts: 1.2.0, 2.10. */
export const appVersion = z
  .string({ error: '请提供版本号' })
  .trim()
  .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, '版本号格式不正确，例如 1.2.0');

/** GET thirdpart/appUpdate/{platform}?version: the newest release of a platform against the caller's. */
export const appUpdateQuery = z.object({ platform, version: appVersion });
export type AppUpdateQuery = z.input<typeof appUpdateQuery>;
export interface AppUpdate {
  platform: AppPlatform;
  /** True when `latest` is newer than the caller's version. */
  hasUpdate: boolean;
  /** True when a forced release lies between the caller's version and the latest (exclusive, inclusive). */
  force: boolean;
  latest: string;
  notes: string;
  /** The file to download: a server path (/media/…) or an https address. */
  downloadUrl: string;
  /** Bytes, 0 when unknown. */
  size: number;
  publishedAt: string;
}
/** Section 8's texts of the update dialog. */
export const UPDATE_MSG = {
  badAddress: '下载地址无效',
  downloadFailed: '文件下载失败',
  installFailed: '安装文件失败',
  cancelled: '下载已取消',
} as const;
/** The dialog refreshes its progress only when it grew by this many percent (spec section 9). */
export const UPDATE_PROGRESS_STEP = 2;

/** GET thirdpart/getXieyi: both texts, as operators last saved them. */
export const AGREEMENT_KINDS = ['agreement', 'privacy'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
export interface AgreementText {
  kind: AgreementKind;
  title: string;
  /** Plain text; paragraphs separated by blank lines. */
  content: string;
  updatedAt: string;
}
export interface Agreements {
  agreement: AgreementText;
  privacy: AgreementText;
}

// ---------------------------------------------------------------- operators, /api/admin/about/

export interface AppRelease {
  id: number;
  platform: AppPlatform;
  version: string;
  force: boolean;
  notes: string;
  downloadUrl: string;
  size: number;
  publishedAt: string;
}
export const adminReleaseListQuery = z.object({ platform: platform.optional() });

/** A download address: a path the server serves (/media/…, /uploads/…) or an http(s) address. */
export const downloadAddress = z
  .string({ error: UPDATE_MSG.badAddress })
  .trim()
  .max(500, '下载地址不能超过500个字符')
  .refine((v) => /^\/(media|uploads)\/[\w./-]+$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    message: UPDATE_MSG.badAddress,
  });

export const adminSaveReleaseInput = z.object({
  platform,
  version: appVersion,
  force: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .default(false),
  notes: z
    .string({ error: '请填写更新说明' })
    .trim()
    .min(1, '请填写更新说明')
    .max(500, '更新说明不能超过500个字'),
  downloadUrl: downloadAddress,
});
export type AdminSaveReleaseInput = z.input<typeof adminSaveReleaseInput>;

export const adminSaveAgreementInput = z.object({
  kind: z.enum(AGREEMENT_KINDS, { error: '协议类型须为 agreement 或 privacy' }),
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(50, '标题不能超过50个字'),
  content: z
    .string({ error: '请填写正文' })
    .trim()
    .min(10, '正文至少10个字')
    .max(50_000, '正文不能超过50000个字'),
});
export type AdminSaveAgreementInput = z.input<typeof adminSaveAgreementInput>;
