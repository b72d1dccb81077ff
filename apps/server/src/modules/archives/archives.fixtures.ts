import { Code } from '@jc/contract';
import { beforeAll, expect } from 'vitest';
import type { TestApp } from '../../test/app.js';

/**
 * The accounts of an archive suite's area checks, logged in once before the suite: `staff` (李业务,
 * 杭州市 3301), `zhao` (赵业务, 苏州市 3205), `admin` (every area), and the roles the guard refuses,
 * `student` and `teacher`. Read the tokens inside tests (`tokens.staff`), not at collection time.
 */
export function useArchiveTokens(t: () => TestApp) {
  const tokens = { staff: '', zhao: '', admin: '', student: '', teacher: '' };
  beforeAll(async () => {
    tokens.staff = await t().login('staff');
    tokens.zhao = await t().login('zhaoyewu');
    tokens.admin = await t().login('admin');
    tokens.student = await t().login('student');
    tokens.teacher = await t().login('teacher');
  });
  return tokens;
}

/** The guard's refusal of a role (a pupil or a teacher on a staff call): 403 with code 700. */
export function expectForbidden(res: { status: number; body: { code: number } }): void {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(Code.forbiddenRole);
}

/** Another area's record answered exactly as a missing one: 404 and the record's `…不存在`, nothing more. */
export function expectHidden(
  res: { status: number; body: { code: number; msg: string; data?: unknown } },
  msg: RegExp,
): void {
  expect(res.status).toBe(404);
  expect(res.body.code).toBe(404);
  expect(res.body.msg).toMatch(msg);
  expect(res.body.data ?? null).toBeNull();
}
