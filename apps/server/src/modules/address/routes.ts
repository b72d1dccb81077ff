import { addressEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { deleteAddress, getAddress, listAddresses, saveAddress } from './service.js';

export default async function addressRoutes(app: FastifyInstance) {
  serve(app, addressEndpoints, {
    list: async (_input, { user }) => ok(await listAddresses(app.db, user.id)),
    one: async ({ id }, { user }) => ok(await getAddress(app.db, user.id, id)),
    save: async (input, { user }) => ok(await saveAddress(app.db, user.id, input), '保存成功'),
    remove: async ({ id }, { user }) => {
      await deleteAddress(app.db, user.id, id);
      return ok(null, '删除成功');
    },
  });
}
