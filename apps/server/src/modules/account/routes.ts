import { saveGradeParams, savePasswordInput } from '@jc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import type { AuthUser } from '../../types.js';
import { getMyInfo, saveGrade, savePassword } from './service.js';

/** Routes declared `auth: 'user'` always have a user once the auth hook has passed. */
const userOf = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw new Error('auth hook did not run for a user route');
  return req.user;
};

export default async function accountRoutes(app: FastifyInstance) {
  app.get('/myInfo/getMyInfo', { config: { auth: 'user' } }, async (req) =>
    ok(await getMyInfo(app.db, userOf(req))),
  );

  app.post('/myInfo/savePassword', { config: { auth: 'user' } }, async (req) => {
    const { pwd } = parseInput(savePasswordInput, requestInput(req));
    await savePassword(app.db, userOf(req), pwd);
    return ok(null, '密码修改成功');
  });

  app.post('/bookmain/saveGradeInfo/:gradeId/:cebieId', { config: { auth: 'user' } }, async (req) => {
    const params = parseInput(saveGradeParams, req.params);
    return ok(await saveGrade(app.db, userOf(req), params), '保存成功');
  });
}
