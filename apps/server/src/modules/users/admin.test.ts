import {
  ACCOUNT_DISABLED_MSG,
  Code,
  type AdminLedgerPage,
  type AdminPointsAdjustResult,
  type AdminUserDetail,
  type AdminUserRow,
  type ArchiveArea,
  type AuditEntry,
  type Paged,
  type StaffMember,
} from '@jc/contract';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../shared/password.js';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { checkUserLedger, insertPupil } from '../../test/points.js';

const PASSWORD = 'pass1234';

/** A revoked session: 401 with code 602. */
function expectRevoked(res: { status: number; body: { code: number; msg: string } }): void {
  expect(res.status).toBe(401);
  expect(res.body.code).toBe(Code.revokedToken);
  expect(res.body.msg).toMatch(/登录已失效/);
}

function expectForbidden(res: { status: number; body: { code: number } }): void {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(Code.forbiddenRole);
}

describe.each(dialects)('admin users and points (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  let hash = '';
  const tokens: Record<'admin' | 'student' | 'teacher' | 'staff', string> = {
    admin: '',
    student: '',
    teacher: '',
    staff: '',
  };
  beforeAll(async () => {
    hash = await hashPassword(PASSWORD);
    for (const k of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[k] = await t().login(k);
  });

  /** A pupil of this test with a password, an account starting with `prefix`, and points. */
  async function makeUser(prefix: string, points = 0): Promise<{ id: number; account: string }> {
    const account = `${prefix}${randomBytes(3).toString('hex')}`;
    const id = await t()
      .app.db.transaction()
      .execute((trx) => insertPupil(trx, { account, points, at: Date.now(), passwordHash: hash }));
    return { id, account };
  }

  const adminId = async () =>
    (
      await t()
        .app.db.selectFrom('users')
        .select('id')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;

  /** Every admin call, for the role refusals. */
  const calls: [string, 'GET' | 'POST', Record<string, string>][] = [
    ['admin/users/getUserList', 'GET', {}],
    ['admin/users/getUserDetail/1', 'GET', {}],
    ['admin/users/setUserRoles', 'POST', { uid: '1', roles: 'teacher' }],
    ['admin/users/disableUser', 'POST', { uid: '1', reason: '测试' }],
    ['admin/users/enableUser', 'POST', { uid: '1' }],
    ['admin/points/getUserLedger', 'GET', { uid: '1' }],
    ['admin/points/adjustPoints', 'POST', { uid: '1', delta: '5', reason: '测试发放' }],
  ];

  it.each(calls)(
    '%s: pupil, teacher and staff get 403/700, no token 401/600',
    async (path, method, input) => {
      for (const who of ['student', 'teacher', 'staff'] as const) {
        const res =
          method === 'GET' ? await get(path, input, tokens[who]) : await post(path, input, tokens[who]);
        expectForbidden(res);
      }
      const anon = method === 'GET' ? await get(path, input) : await post(path, input);
      expectRefusal(anon, 401);
    },
  );

  it('finds users by the start of account, phone or nickname, paged, newest first', async () => {
    const a = await makeUser('zfind');
    const b = await makeUser('zfind');
    await t()
      .app.db.updateTable('users')
      .set({ phone: '13912345678', nickname: '林小雨' })
      .where('id', '=', a.id)
      .execute();
    const byAccount = await get<Paged<AdminUserRow>>(
      'admin/users/getUserList',
      { keyword: 'ZFIND' },
      tokens.admin,
    );
    expect(byAccount.status).toBe(200);
    expect(byAccount.body.data.list.map((u) => u.id).slice(0, 2)).toEqual([b.id, a.id]);
    const byPhone = await get<Paged<AdminUserRow>>(
      'admin/users/getUserList',
      { keyword: '1391234' },
      tokens.admin,
    );
    expect(byPhone.body.data.list.map((u) => u.account)).toEqual([a.account]);
    const byName = await get<Paged<AdminUserRow>>(
      'admin/users/getUserList',
      { keyword: '林小' },
      tokens.admin,
    );
    expect(byName.body.data.list.map((u) => u.account)).toEqual([a.account]);
    expect(byName.body.data.list[0]).toMatchObject({
      phone: '13912345678',
      roles: [],
      disabledAt: null,
      cancelled: false,
    });
    // The middle of a word is not a prefix; % and _ match themselves.
    expect(
      (await get<Paged<AdminUserRow>>('admin/users/getUserList', { keyword: 'find' }, tokens.admin)).body.data
        .total,
    ).toBe(0);
    expect(
      (await get<Paged<AdminUserRow>>('admin/users/getUserList', { keyword: 'z%' }, tokens.admin)).body.data
        .total,
    ).toBe(0);
    const paged = await get<Paged<AdminUserRow>>(
      'admin/users/getUserList',
      { pageSize: '2', pageNum: '1' },
      tokens.admin,
    );
    expect(paged.body.data.list).toHaveLength(2);
    expect(paged.body.data.total).toBeGreaterThan(5);
    const admins = await get<Paged<AdminUserRow>>('admin/users/getUserList', { role: 'admin' }, tokens.admin);
    expect(admins.body.data.list.every((u) => u.roles.includes('admin'))).toBe(true);
    // A quote or a backslash is matched as typed (the SQLite pattern is a literal in the statement).
    for (const keyword of ["o'k", "z'); drop table users; --", 'a\\b'])
      expect(
        (await get<Paged<AdminUserRow>>('admin/users/getUserList', { keyword }, tokens.admin)).body.data
          .total,
      ).toBe(0);
    expectRefusal(await get('admin/users/getUserList', { role: 'boss' }, tokens.admin), 400, /角色/);
    expectRefusal(
      await get('admin/users/getUserList', { keyword: 'x'.repeat(40) }, tokens.admin),
      400,
      /搜索词/,
    );
    expectRefusal(await get('admin/users/getUserList', { pageSize: '500' }, tokens.admin), 400, /每页条数/);
  });

  it('shows one user with grade, areas and sessions; a missing one is a 404', async () => {
    const staff = await get<Paged<AdminUserRow>>(
      'admin/users/getUserList',
      { keyword: 'staff' },
      tokens.admin,
    );
    const id = staff.body.data.list.find((u) => u.account === 'staff')?.id;
    const res = await get<AdminUserDetail>(`admin/users/getUserDetail/${id}`, {}, tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toContain('staff');
    expect(res.body.data.areas.length).toBeGreaterThan(0);
    expect(res.body.data.activeSessions).toBeGreaterThan(0);
    expectRefusal(await get('admin/users/getUserDetail/99999999', {}, tokens.admin), 404, /用户不存在/);
    expectRefusal(await get('admin/users/getUserDetail/abc', {}, tokens.admin), 400, /^请选择用户$/);
  });

  it('sets roles; staff then gets areas through saveStaffAreas and sees them; an admin keeps their own admin role', async () => {
    const u = await makeUser('zrole');
    const set = await post<AdminUserDetail>(
      'admin/users/setUserRoles',
      { uid: String(u.id), roles: 'teacher,staff' },
      tokens.admin,
    );
    expect(set.status).toBe(200);
    expect(set.body.data.roles).toEqual(['teacher', 'staff']);
    const areas = await post<StaffMember>(
      'admin/staff/saveStaffAreas',
      { userId: String(u.id), areaCodes: '3301' },
      tokens.admin,
    );
    expect(areas.status).toBe(200);
    const own = await get<ArchiveArea[]>('scoool/getUserArealList', {}, await t().login(u.account, PASSWORD));
    expect(own.body.data.map((a) => a.code)).toEqual(['3301']);
    // Taking staff away clears the areas; the role list is what the user has after.
    const back = await post<AdminUserDetail>(
      'admin/users/setUserRoles',
      { uid: String(u.id), roles: '' },
      tokens.admin,
    );
    expect(back.body.data).toMatchObject({ roles: [], areas: [] });
    expectRefusal(
      await post(
        'admin/users/setUserRoles',
        { uid: String(await adminId()), roles: 'teacher' },
        tokens.admin,
      ),
      409,
      /不能取消自己的管理员角色/,
    );
    expectRefusal(
      await post('admin/users/setUserRoles', { uid: String(u.id), roles: 'boss' }, tokens.admin),
      400,
      /角色/,
    );
    expectRefusal(
      await post('admin/users/setUserRoles', { roles: 'teacher' }, tokens.admin),
      400,
      /请选择用户/,
    );
    expectRefusal(
      await post('admin/users/setUserRoles', { uid: '99999999', roles: 'teacher' }, tokens.admin),
      404,
      /用户不存在/,
    );
    const still = await get<AdminUserDetail>(
      `admin/users/getUserDetail/${await adminId()}`,
      {},
      tokens.admin,
    );
    expect(still.body.data.roles).toEqual(['teacher', 'staff', 'admin']);
  });

  it('disables an account: every token revoked, login refused in Chinese; enabling lets it log in again', async () => {
    const u = await makeUser('zoff');
    const token1 = await t().login(u.account, PASSWORD);
    const token2 = await t().login(u.account, PASSWORD);
    expect((await get('myInfo/getMyInfo', {}, token1)).status).toBe(200);
    const off = await post<AdminUserDetail>(
      'admin/users/disableUser',
      { uid: String(u.id), reason: '违规' },
      tokens.admin,
    );
    expect(off.status).toBe(200);
    expect(off.body.data.disabledAt).not.toBeNull();
    expect(off.body.data.activeSessions).toBe(0);
    const live = await t()
      .app.db.selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    for (const tok of [token1, token2]) expectRevoked(await get('myInfo/getMyInfo', {}, tok));
    const login = await post('oauth/Login', { account: u.account, password: PASSWORD });
    expectRefusal(login, 409, new RegExp(ACCOUNT_DISABLED_MSG));
    // A wrong password still answers as any wrong password: nothing told to a guesser.
    expectRefusal(
      await post('oauth/Login', { account: u.account, password: 'wrong999' }),
      409,
      /账号或密码错误/,
    );
    expectRefusal(
      await post('admin/users/disableUser', { uid: String(u.id), reason: '再次' }, tokens.admin),
      409,
      /已停用/,
    );
    expectRefusal(
      await post('admin/users/disableUser', { uid: String(u.id) }, tokens.admin),
      400,
      /停用原因/,
    );
    expectRefusal(
      await post('admin/users/disableUser', { uid: String(await adminId()), reason: '自己' }, tokens.admin),
      409,
      /不能停用自己/,
    );
    const on = await post<AdminUserDetail>('admin/users/enableUser', { uid: String(u.id) }, tokens.admin);
    expect(on.body.data.disabledAt).toBeNull();
    // The old sessions stay ended; a new login works.
    expectRevoked(await get('myInfo/getMyInfo', {}, token1));
    expect((await get('myInfo/getMyInfo', {}, await t().login(u.account, PASSWORD))).status).toBe(200);
    expectRefusal(await post('admin/users/enableUser', { uid: String(u.id) }, tokens.admin), 409, /未停用/);
    expectRefusal(await post('admin/users/enableUser', { uid: '0' }, tokens.admin), 400, /用户不存在/);
  });

  it('grants and deducts points through the one ledger, never below zero, with a reason', async () => {
    const u = await makeUser('zpts', 100);
    const grant = await post<AdminPointsAdjustResult>(
      'admin/points/adjustPoints',
      { uid: String(u.id), delta: '50', reason: '活动补发' },
      tokens.admin,
    );
    expect(grant.status).toBe(200);
    expect(grant.body.data).toMatchObject({
      balance: 150,
      entry: { delta: 50, reason: 'operator_grant', balanceAfter: 150 },
    });
    const deduct = await post<AdminPointsAdjustResult>(
      'admin/points/adjustPoints',
      { uid: String(u.id), delta: '-30', reason: '误发扣回' },
      tokens.admin,
    );
    expect(deduct.body.data).toMatchObject({
      balance: 120,
      entry: { delta: -30, reason: 'operator_deduct', reasonText: '运营扣除' },
    });
    expectRefusal(
      await post(
        'admin/points/adjustPoints',
        { uid: String(u.id), delta: '-121', reason: '扣太多' },
        tokens.admin,
      ),
      409,
      /当前余额120积分，不能扣除121积分/,
    );
    expectRefusal(
      await post('admin/points/adjustPoints', { uid: String(u.id), delta: '10' }, tokens.admin),
      400,
      /调整原因/,
    );
    expectRefusal(
      await post(
        'admin/points/adjustPoints',
        { uid: String(u.id), delta: '0', reason: '为零' },
        tokens.admin,
      ),
      400,
      /不能为0/,
    );
    expectRefusal(
      await post(
        'admin/points/adjustPoints',
        { uid: String(u.id), delta: '1.5', reason: '小数' },
        tokens.admin,
      ),
      400,
      /积分数量/,
    );
    expectRefusal(
      await post('admin/points/adjustPoints', { uid: '99999999', delta: '5', reason: '没人' }, tokens.admin),
      404,
      /用户不存在/,
    );
    expect(await checkUserLedger(t().app.db, u.id)).toBe(120);

    const ledger = await get<AdminLedgerPage>(
      'admin/points/getUserLedger',
      { uid: String(u.id), pageSize: '2' },
      tokens.admin,
    );
    expect(ledger.status).toBe(200);
    expect(ledger.body.data).toMatchObject({ total: 3, balance: 120 });
    expect(ledger.body.data.list.map((e) => e.delta)).toEqual([-30, 50]);
    const page2 = await get<AdminLedgerPage>(
      'admin/points/getUserLedger',
      { uid: String(u.id), pageSize: '2', pageNum: '2' },
      tokens.admin,
    );
    expect(page2.body.data.list.map((e) => e.delta)).toEqual([100]);
    expectRefusal(await get('admin/points/getUserLedger', {}, tokens.admin), 400, /请选择用户/);
    expectRefusal(
      await get('admin/points/getUserLedger', { uid: '99999999' }, tokens.admin),
      404,
      /用户不存在/,
    );

    // The reason and the balance before and after are in the audit log.
    const log = await get<Paged<AuditEntry>>(
      'admin/audit/getAuditList',
      { call: 'admin/points/adjustPoints', targetKind: 'user', targetId: String(u.id) },
      tokens.admin,
    );
    expect(log.body.data.list.map((e) => [e.input['reason'], e.before, e.after])).toEqual([
      ['误发扣回', { balance: 150 }, { balance: 120 }],
      ['活动补发', { balance: 100 }, { balance: 150 }],
    ]);
  });
});
