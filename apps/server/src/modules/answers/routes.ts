import { answerEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { bookAnswer, removeAnswerPassword, saveAnswerPassword, verifyAnswerPassword } from './service.js';

/** The answer password and the answers of a book behind it. */
export default async function answersRoutes(app: FastifyInstance) {
  serve(app, answerEndpoints, {
    savePwd: async (input, { user }) => {
      const done = await saveAnswerPassword(app.db, app.state, user.id, input);
      return ok(null, done === 'set' ? '答案密码设置成功' : '答案密码修改成功');
    },
    verifyPwd: async ({ pwd }, { user }) =>
      ok(await verifyAnswerPassword(app.db, app.state, user, pwd), '验证成功'),
    removePwd: async (proof, { user }) => {
      await removeAnswerPassword(app.db, app.state, user, proof);
      return ok(null, '答案密码已清除');
    },
    answer: async ({ bookNo, ...proof }, { user }) =>
      ok(await bookAnswer(app.db, app.state, user, bookNo, proof)),
  });
}
