import { contactEndpoints, type WeComStatus } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { serveContactAdmin } from './admin.js';
import { kefuDesk, qiweiQrCode, qiweiUser, setWeComMember } from './service.js';

/** The enterprise contact (企业微信): its popup QR code and whether the user joined. */
export default async function customerServiceRoutes(app: FastifyInstance) {
  serve(app, contactEndpoints, {
    weComStatus: async (_input, { user }) => {
      const data: WeComStatus = { joined: (await qiweiUser(app.db, user.id)).joined };
      return ok(data);
    },
    qrCode: async ({ type, qrId }) => ok(await qiweiQrCode(app.db, type, qrId)),
    qiweiUser: async (_input, { user }) => ok(await qiweiUser(app.db, user.id)),
    kefu: async ({ type }) => ok(await kefuDesk(app.db, type)),
    setUserWeCom: async ({ account, joined }) => ok(await setWeComMember(app.db, account, joined)),
  });
  // The operators' QR codes and desks, /api/admin/contact/.
  serveContactAdmin(app);
}
