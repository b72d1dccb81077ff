import { accountEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { getMyInfo, saveGrade, savePassword } from './service.js';

export default async function accountRoutes(app: FastifyInstance) {
  serve(app, accountEndpoints, {
    myInfo: async (_input, { user }) => ok(await getMyInfo(app.db, user)),
    savePassword: async ({ pwd }, { user }) => {
      await savePassword(app.db, user, pwd);
      return ok(null, '密码修改成功');
    },
    saveGrade: async (params, { user }) => ok(await saveGrade(app.db, user, params), '保存成功'),
  });
}
