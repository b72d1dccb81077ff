import { saveAddressInput } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../shared/envelope.js';
import { userOf } from '../../shared/user.js';
import { parseInput, requestInput } from '../../shared/validate.js';
import { deleteAddress, getAddress, listAddresses, saveAddress } from './service.js';

const idParams = z.object({
  id: z.coerce.number({ error: '地址不存在' }).int('地址不存在').positive('地址不存在'),
});

export default async function addressRoutes(app: FastifyInstance) {
  app.get('/myInfo/getMyAddressList', { config: { auth: 'user' } }, async (req) =>
    ok(await listAddresses(app.db, userOf(req).id)),
  );

  app.get('/myInfo/getAddressOne/:id', { config: { auth: 'user' } }, async (req) => {
    const { id } = parseInput(idParams, req.params);
    return ok(await getAddress(app.db, userOf(req).id, id));
  });

  app.post('/myInfo/saveMyAddress', { config: { auth: 'user' } }, async (req) => {
    const input = parseInput(saveAddressInput, requestInput(req));
    return ok(await saveAddress(app.db, userOf(req).id, input), '保存成功');
  });

  app.post('/myInfo/deleteMyAddress/:id', { config: { auth: 'user' } }, async (req) => {
    const { id } = parseInput(idParams, req.params);
    await deleteAddress(app.db, userOf(req).id, id);
    return ok(null, '删除成功');
  });
}
