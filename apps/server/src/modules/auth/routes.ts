import { authEndpoints, SMS_LOGIN_DISABLED_MSG, type SmsLoginResult } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { login, logout } from './service.js';

export default async function authRoutes(app: FastifyInstance) {
  serve(app, authEndpoints, {
    login: async (input, { req }) => {
      const result = await login(
        {
          db: app.db,
          state: app.state,
          tokenTtlMs: app.appConfig.tokenTtlMs,
          ip: req.ip,
          device: req.headers['user-agent'] ?? '',
        },
        input,
      );
      return ok(result, '登录成功');
    },
    logout: async (_input, { user }) => {
      await logout(app.db, user);
      return ok(null, '已退出登录');
    },
    // Disabled in this build (spec section 5): a normal answer whose data says so.
    smsLogin: () => {
      const data: SmsLoginResult = { result: false, msg: SMS_LOGIN_DISABLED_MSG };
      return ok(data, SMS_LOGIN_DISABLED_MSG);
    },
  });
}
