import { accountEndpoints } from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { localFileStore } from '../uploads/index.js';
import { cancelAccount } from './cancel.js';
import { getMyInfo, saveGrade } from './service.js';
import {
  changePassword,
  issuePasswordTicket,
  recordMsgSubscription,
  saveAccountInfo,
  setPhone,
  updateAdvert,
  uploadAvatar,
} from './settings.js';
import './sms.js';

export default async function accountRoutes(app: FastifyInstance) {
  const files = { store: localFileStore(app.appConfig.uploadsDir), limits: app.appConfig.uploadLimits };
  serve(app, accountEndpoints, {
    myInfo: async (_input, { user }) => ok(await getMyInfo(app.db, user)),
    saveInfo: async (input, { user }) => ok(await saveAccountInfo(app.db, user, input), '保存成功'),
    verifyPassword: async ({ pwd }, { user }) =>
      ok(await issuePasswordTicket(app.db, app.state, user, pwd), '验证通过'),
    savePassword: async ({ pwd, ticket }, { user }) => {
      await changePassword(app.db, user, pwd, ticket);
      return ok(null, '密码修改成功');
    },
    // Read at call time: a deployment (or a test) decorates the app with its gateway before ready().
    setPhone: async (input, { user }) => {
      const res = await setPhone(app.db, app.smsGateway, user, input);
      return ok(res, res.state === 'sent' ? '验证码已发送' : '手机号绑定成功');
    },
    uploadAvatar: async ({ file }, { user }) =>
      ok(await uploadAvatar(app.db, files, user, file[0]), '头像已更新'),
    updateAdvert: async (input, { user }) => {
      await updateAdvert(app.db, user, input);
      return ok(null, '已保存');
    },
    openMsgRecord: async (input, { user }) => {
      await recordMsgSubscription(app.db, user, input);
      return ok(null, '订阅成功');
    },
    cancel: async ({ pwd }, { user }) => {
      await cancelAccount(app.db, app.state, files.store, app.modules, user, pwd);
      return ok(null, '账号已注销');
    },
    saveGrade: async (params, { user }) => ok(await saveGrade(app.db, user, params), '保存成功'),
  });
}
