import { payPwdEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { checkPayPassword, savePayPassword, withPayLock } from './service.js';

export default async function payPwdRoutes(app: FastifyInstance) {
  serve(app, payPwdEndpoints, {
    save: async (input, { user }) => {
      const done = await withPayLock(app.state, user.id, () =>
        savePayPassword(app.db, app.state, user.id, input),
      );
      return ok(null, done === 'set' ? '支付密码设置成功' : '支付密码修改成功');
    },
    verify: async ({ pwd }, { user }) => {
      await withPayLock(app.state, user.id, () => checkPayPassword(app.db, app.state, user.id, pwd));
      return ok(null, '支付密码正确');
    },
  });
}
