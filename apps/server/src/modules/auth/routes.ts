import {
  APPLE_SIGN_IN_UNAVAILABLE_MSG,
  authEndpoints,
  Code,
  SMS_LOGIN_DISABLED_MSG,
  type SmsLoginResult,
} from '@jc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { AppError } from '../../shared/errors.js';
import { codeExists, login, loginByCode, logout, type LoginContext } from './service.js';

export default async function authRoutes(app: FastifyInstance) {
  const loginContext = (req: FastifyRequest): LoginContext => ({
    db: app.db,
    state: app.state,
    tokenTtlMs: app.appConfig.tokenTtlMs,
    ip: req.ip,
    device: req.headers['user-agent'] ?? '',
  });
  serve(app, authEndpoints, {
    login: async (input, { req }) => ok(await login(loginContext(req), input), '登录成功'),
    loginByCode: async (input, { req }) => {
      const result = await loginByCode({ ...loginContext(req), sessions: app.miniProgramSessions }, input);
      return ok(result, result.bound ? '登录成功' : '该微信尚未绑定账号，请输入账号和密码');
    },
    wxCodeExists: async (input) => ok(await codeExists(app.db, app.miniProgramSessions, input.code)),
    appleSignExists: () => {
      throw new AppError(503, Code.unavailable, APPLE_SIGN_IN_UNAVAILABLE_MSG);
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
