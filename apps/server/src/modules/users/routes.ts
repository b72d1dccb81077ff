import { adminPointsEndpoints, adminUsersEndpoints } from '@jc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { adjustPoints, userLedger } from './admin-points.js';
import { changeRoles, disableUser, enableUser, listUsers, userDetail } from './admin.js';

/** A user as the audit log keeps it before and after a change: what an operator changes. */
const auditView = (u: { roles: string[]; disabledAt: string | null; areas: { code: string }[] }) => ({
  roles: u.roles,
  disabledAt: u.disabledAt,
  areas: u.areas.map((a) => a.code),
});

/** Operator calls of users and their points, admin role only (docs/users-admin.md). */
export default async function usersRoutes(app: FastifyInstance) {
  const { db } = app;
  const dialect = app.store.dialect;

  /** Runs a change of one user, recording the target and the user before and after in the audit log. */
  async function changeUser(ctx: { req: FastifyRequest }, userId: number, change: () => Promise<void>) {
    const before = await userDetail(db, userId);
    await change();
    const after = await userDetail(db, userId);
    auditDetail(ctx, {
      target: { kind: 'user', id: userId },
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  }

  serve(app, adminUsersEndpoints, {
    list: async (q) => ok(await listUsers(db, dialect, q)),
    detail: async ({ uid: userId }) => ok(await userDetail(db, userId)),
    setRoles: async ({ uid: userId, roles }, ctx) =>
      ok(await changeUser(ctx, userId, () => changeRoles(db, ctx.user.id, userId, roles)), '角色已保存'),
    disable: async ({ uid: userId }, ctx) =>
      ok(
        await changeUser(ctx, userId, () => disableUser(db, ctx.user.id, userId)),
        '账号已停用，登录已全部失效',
      ),
    enable: async ({ uid: userId }, ctx) =>
      ok(await changeUser(ctx, userId, () => enableUser(db, userId)), '账号已启用'),
  });

  serve(app, adminPointsEndpoints, {
    ledger: async (q) => ok(await userLedger(db, q)),
    adjust: async (input, ctx) => {
      const res = await adjustPoints(db, ctx.user.id, input);
      auditDetail(ctx, {
        target: { kind: 'user', id: input.uid },
        before: { balance: res.balance - input.delta },
        after: { balance: res.balance },
      });
      return ok(res, input.delta > 0 ? '积分已发放' : '积分已扣除');
    },
  });
}
