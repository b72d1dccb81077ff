import { post } from '../endpoint.js';

/** The payment password (6 digits): set or change it, check it. */
export const payPwdEndpoints = {
  save: post('myInfo/zhifuPwdSave', 'user', 'savePayPwdInput'),
  verify: post('myInfo/zhifuPwdVerifying', 'user', 'verifyPayPwdInput'),
};
