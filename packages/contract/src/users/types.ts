import { z } from 'zod';
import { pageQuery } from '../paging.js';
import type { ArchiveArea } from '../archives/types.js';
import type { LedgerEntry } from '../shop/types.js';
import { rowId } from '../shared/ids.js';

/**
 * The operators' user calls (/api/admin/users/, /api/admin/points/): find a user, see one, set the
 * roles, disable and enable an account, a user's points ledger and a manual grant or deduction.
 * Decisions: docs/users-admin.md.
 */

/** The roles an operator may give or take (pupil is everyone's). */
export const ADMIN_ROLES = ['teacher', 'staff', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_ROLE_TEXT: Record<AdminRole, string> = {
  teacher: '教师',
  staff: '业务员',
  admin: '管理员',
};

/** A row of the user search. */
export interface AdminUserRow {
  id: number;
  account: string;
  phone: string | null;
  nickname: string;
  roles: AdminRole[];
  points: number;
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai. */
  createdAt: string;
  /** When the account was disabled; null while it may log in. */
  disabledAt: string | null;
  cancelled: boolean;
}

/** One user as the drawer shows it: the row, the grade and the staff areas. */
export interface AdminUserDetail extends AdminUserRow {
  avatar: string;
  gradeName: string | null;
  areas: ArchiveArea[];
  /** Sessions not revoked and not expired. */
  activeSessions: number;
}

/**
 * GET admin/users/getUserList: by account, phone or nickname, all by prefix (what the indexes can
 * answer on a million users), newest first.
 */
export const adminUserListQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(32, '搜索词不能超过32个字').optional(),
  role: z.enum(ADMIN_ROLES, { error: '角色须为 teacher、staff 或 admin' }).optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuery>;

/**
 * GET admin/users/getUserDetail/{uid}, and every call that names one user. The field is `uid`, not
 * `userId`: a 400 names the field by FIELD_LABELS, where `userId` is the staff calls' 业务员.
 */
export const adminUserIdInput = z.object({ uid: rowId('请选择用户', '用户不存在') });

/**
 * The roles of setUserRoles: comma-separated (`teacher,staff`), a JSON array or an array; an empty
 * value leaves the user a plain pupil.
 */
const roleList = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return v;
    if (Array.isArray(v)) return v.map(String);
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return (JSON.parse(s) as unknown[]).map(String);
      } catch {
        return v;
      }
    }
    return s === '' ? [] : s.split(',').map((r) => r.trim());
  },
  z
    .array(z.enum(ADMIN_ROLES, { error: '角色：须为 teacher、staff 或 admin' }), { error: '请选择角色' })
    .transform((roles) => [...new Set(roles)]),
);

/** POST admin/users/setUserRoles: the user's roles after the call (the ones left out are taken away). */
export const adminUserRolesInput = z.object({
  uid: rowId('请选择用户', '用户不存在'),
  roles: roleList,
});
export type AdminUserRolesInput = z.input<typeof adminUserRolesInput>;

/** POST admin/users/disableUser: an account stops logging in and every session ends. */
export const adminUserDisableInput = z.object({
  uid: rowId('请选择用户', '用户不存在'),
  reason: z
    .string({ error: '请填写停用原因' })
    .trim()
    .min(1, '请填写停用原因')
    .max(200, '停用原因不能超过200个字'),
});
export type AdminUserDisableInput = z.input<typeof adminUserDisableInput>;

/** The message of a login (or a token) refused because the account is disabled. */
export const ACCOUNT_DISABLED_MSG = '该账号已被停用，如有疑问请联系客服';

// ---------------------------------------------------------------- /api/admin/points/

/** GET admin/points/getUserLedger: one user's ledger, newest first. */
export const adminLedgerQuery = z.object({
  ...pageQuery,
  uid: rowId('请选择用户', '用户不存在'),
});

/** A page of a user's ledger for an operator, with the balance. */
export interface AdminLedgerPage {
  list: LedgerEntry[];
  total: number;
  pageNum: number;
  pageSize: number;
  balance: number;
}

export const POINTS_ADJUST_MAX = 100000;

/** POST admin/points/adjustPoints: a grant (positive) or a deduction (negative), with its reason. */
export const adminPointsAdjustInput = z.object({
  uid: rowId('请选择用户', '用户不存在'),
  delta: z.coerce
    .number({ error: '积分数量须为整数' })
    .int('积分数量须为整数')
    .min(-POINTS_ADJUST_MAX, `积分数量一次不能超过${POINTS_ADJUST_MAX}`)
    .max(POINTS_ADJUST_MAX, `积分数量一次不能超过${POINTS_ADJUST_MAX}`)
    .refine((n) => n !== 0, '积分数量不能为0'),
  reason: z
    .string({ error: '请填写调整原因' })
    .trim()
    .min(2, '调整原因至少2个字')
    .max(200, '调整原因不能超过200个字'),
});
export type AdminPointsAdjustInput = z.input<typeof adminPointsAdjustInput>;

/** The answer of adjustPoints: the balance after and the ledger row written. */
export interface AdminPointsAdjustResult {
  balance: number;
  entry: LedgerEntry;
}
