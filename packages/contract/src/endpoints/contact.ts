import type { QiweiQrCode, QiweiUser, WeComStatus } from '../api/contact.js';
import { as, get, post } from '../endpoint.js';

/** The enterprise contact (企业微信): its popup QR code and whether the user joined. */
export const contactEndpoints = {
  weComStatus: get('weixinService/checkUserWeCom', {
    auth: 'user',
    input: 'weComStatusQuery',
    answer: as<WeComStatus>(),
  }),
  qrCode: get('weixinService/getQiweiqrCode', {
    auth: 'none',
    input: 'qiweiQrQuery',
    answer: as<QiweiQrCode>(),
  }),
  qiweiUser: get('thirdpart/getQiweiUser', { auth: 'user', answer: as<QiweiUser>() }),
  /** Operators mark a user as joined or not (this project's call). */
  setUserWeCom: post('weixinService/setUserWeCom', {
    auth: 'admin',
    input: 'setUserWeComInput',
    answer: as<QiweiUser>(),
  }),
};
