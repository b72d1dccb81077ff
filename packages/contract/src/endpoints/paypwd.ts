import { post } from '../endpoint.js';

/** The payment password (6 digits): set or change it, check it. */
export const payPwdEndpoints = {
  save: post('myInfo/zhifuPwdSave', { auth: 'user', input: 'savePayPwdInput' }),
  verify: post('myInfo/zhifuPwdVerifying', { auth: 'user', input: 'verifyPayPwdInput' }),
};
