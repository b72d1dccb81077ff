import type { KefuInfo, QiweiQrCode, QiweiUser, WeComStatus } from '../api/contact.js';
import { as, get, post } from '../endpoint.js';

/** The enterprise contact (企业微信): its popup QR code and whether the user joined. */
export const contactEndpoints = {
  weComStatus: get('weixinService/checkUserWeCom', 'user', 'weComStatusQuery', as<WeComStatus>()),
  qrCode: get('weixinService/getQiweiqrCode', 'none', 'qiweiQrQuery', as<QiweiQrCode>()),
  qiweiUser: get('thirdpart/getQiweiUser', 'user', null, as<QiweiUser>()),
  /** A customer-service desk: QR and phone (user/customerconsultation). */
  kefu: get('myInfo/getKefuQrcode/{type}', 'none', 'kefuQuery', as<KefuInfo>()),
  /** Operators mark a user as joined or not (this project's call). */
  setUserWeCom: post('weixinService/setUserWeCom', 'admin', 'setUserWeComInput', as<QiweiUser>()),
};
