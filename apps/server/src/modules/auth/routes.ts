import { loginInput, SMS_LOGIN_DISABLED_MSG, type SmsLoginResult } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { login, logout } from './service.js';

export default async function authRoutes(app: FastifyInstance) {
  app.post('/oauth/Login', { config: { auth: 'none' } }, async (req) => {
    const input = parseInput(loginInput, requestInput(req));
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
  });

  app.get('/oauth/Logout', { config: { auth: 'user' } }, async (req) => {
    if (req.user) await logout(app.db, req.user);
    return ok(null, '已退出登录');
  });

  // Disabled in this build (spec section 5): a normal answer whose data says so.
  app.post('/oauth/loginByPhoneAndSms', { config: { auth: 'none' } }, async () => {
    const data: SmsLoginResult = { result: false, msg: SMS_LOGIN_DISABLED_MSG };
    return ok(data, SMS_LOGIN_DISABLED_MSG);
  });
}
