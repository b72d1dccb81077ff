import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { dateFilterField } from '../archives/types.js';

/**
 * The audit log of operator actions (/api/admin/audit/): every successful POST under /api/admin/ is
 * recorded with who, what, when, the target and, where the handler gives them, the row before and after.
 * Decisions: docs/audit.md.
 */

/** One recorded operator action. */
export interface AuditEntry {
  id: number;
  actorId: number;
  actorAccount: string;
  /** The call below /api/, e.g. `admin/users/setUserRoles`. */
  call: string;
  /** What was changed (`user`, `goods` …), and its id; empty when the handler did not say. */
  targetKind: string;
  targetId: string;
  /** The input as sent, passwords and files left out. */
  input: Record<string, unknown>;
  before: unknown;
  after: unknown;
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai. */
  at: string;
}

const optionalText = (max: number, msg: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, msg).optional(),
  );

/** GET admin/audit/getAuditList: newest first; every filter optional. */
export const adminAuditListQuery = z
  .object({
    ...pageQuery,
    /** The operator's account (exact). */
    actor: optionalText(64, '操作人账号不能超过64个字'),
    /** The call, exact or a prefix (`admin/users/`). */
    call: optionalText(120, '操作接口不能超过120个字'),
    targetKind: optionalText(32, '对象类型不能超过32个字'),
    targetId: optionalText(64, '对象编号不能超过64个字'),
    from: dateFilterField('开始日期'),
    to: dateFilterField('结束日期'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type AdminAuditListQuery = z.input<typeof adminAuditListQuery>;
