import type { CodeExistsResult, LoginByCodeResult, LoginResult, SmsLoginResult } from './types.js';
import { as, get, post } from '../endpoint.js';

/** Signing in and out (oauth/…). */
export const authEndpoints = {
  login: post('oauth/Login', 'none', 'loginInput', as<LoginResult>()),
  logout: get('oauth/Logout', 'user'),
  /** Disabled in this build (spec section 5): always `result: false`. */
  smsLogin: post('oauth/loginByPhoneAndSms', 'none', null, as<SmsLoginResult>()),
  /** The mini program's code, exchanged at the messenger platform (docs/auth.md, "Messenger login"). */
  loginByCode: post('oauth/loginByCode', 'none', 'loginByCodeInput', as<LoginByCodeResult>()),
  wxCodeExists: post('oauth/wxCodeExists', 'none', 'wxCodeExistsInput', as<CodeExistsResult>()),
  /** This build has no Apple sign-in: always 503 with APPLE_SIGN_IN_UNAVAILABLE_MSG. */
  appleSignExists: post('oauth/AppleSignExists', 'none'),
};
