import type { LoginResult, SmsLoginResult } from '../api/auth.js';
import { as, get, post } from '../endpoint.js';

/** Signing in and out (oauth/…). */
export const authEndpoints = {
  login: post('oauth/Login', 'none', 'loginInput', as<LoginResult>()),
  logout: get('oauth/Logout', 'user'),
  /** Disabled in this build (spec section 5): always `result: false`. */
  smsLogin: post('oauth/loginByPhoneAndSms', 'none', null, as<SmsLoginResult>()),
};
