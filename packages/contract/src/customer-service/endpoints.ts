import type { KefuInfo, QiweiQrCode, QiweiUser, WeComStatus } from './types.js';
import type { AdminKefuDesk, AdminQiweiQr } from '../advert/types.js';
import type { UploadedFile } from '../shared/uploads.js';
import type { Paged } from '../envelope.js';
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

/** Operator calls of the enterprise-contact sheets and the customer-service desks, under /api/admin/contact/. */
export const adminContactEndpoints = {
  qrList: get('admin/contact/getQrList', 'admin', 'adminQrListQuery', as<Paged<AdminQiweiQr>>()),
  saveQr: post('admin/contact/saveQr', 'admin', 'adminSaveQrInput', as<AdminQiweiQr>(), 'json'),
  /** Refused while an ad or a book opens it, and for the `default` fallback. */
  deleteQr: post('admin/contact/deleteQr', 'admin', 'adminQrIdInput'),
  kefuList: get('admin/contact/getKefuList', 'admin', null, as<AdminKefuDesk[]>()),
  saveKefu: post('admin/contact/saveKefu', 'admin', 'adminSaveKefuInput', as<AdminKefuDesk>(), 'json'),
  uploadPicture: post(
    'admin/contact/uploadPicture',
    'admin',
    'adminContactPictureInput',
    as<UploadedFile>(),
    'upload',
  ),
};
