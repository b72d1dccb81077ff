import type { Role } from '@jc/contract';

const ROLE_NAMES: Record<Role, string> = {
  pupil: '学生/家长',
  teacher: '教师',
  staff: '业务员',
  admin: '管理员',
};

/** Roles in Chinese, in the contract's order, unknown ones left out. */
export function roleNames(roles: readonly string[]): string[] {
  return (Object.keys(ROLE_NAMES) as Role[]).filter((role) => roles.includes(role)).map((r) => ROLE_NAMES[r]);
}
