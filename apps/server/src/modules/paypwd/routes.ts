import { savePayPwdInput, verifyPayPwdInput } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { userOf } from '../../shared/user.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { checkPayPassword, savePayPassword, withPayLock } from './service.js';

export default async function payPwdRoutes(app: FastifyInstance) {
  app.post('/myInfo/zhifuPwdSave', { config: { auth: 'user' } }, async (req) => {
    const input = parseInput(savePayPwdInput, requestInput(req));
    const id = userOf(req).id;
    const done = await withPayLock(id, () => savePayPassword(app.db, app.state, id, input));
    return ok(null, done === 'set' ? '支付密码设置成功' : '支付密码修改成功');
  });

  app.post('/myInfo/zhifuPwdVerifying', { config: { auth: 'user' } }, async (req) => {
    const { pwd } = parseInput(verifyPayPwdInput, requestInput(req));
    const id = userOf(req).id;
    await withPayLock(id, () => checkPayPassword(app.db, app.state, id, pwd));
    return ok(null, '支付密码正确');
  });
}
