import type { CodeExistsResult, LoginByCodeResult } from '@jc/contract';
import { decodeOption, mpAddressOf, mpUrl, type MpOptions } from '@jc/contract/rules';
import { post } from '../../lib/api';
import { clearToken, setToken } from '../../lib/session';

/** A fresh wx.login code: single-use, so every call to the server gets its own (docs/auth.md). */
export function loginCode(): Promise<string> {
  return new Promise((resolve, reject) =>
    wx.login({
      success: ({ code }) => (code ? resolve(code) : reject(new Error(LOGIN_FAILED))),
      fail: () => reject(new Error(LOGIN_FAILED)),
    }),
  );
}

export const LOGIN_FAILED = '微信登录失败，请重试';
const message = (error: unknown) => (error instanceof Error ? error.message : LOGIN_FAILED);

/**
 * pages/login/index: the messenger login (docs/native.md). wx.login's code goes to oauth/wxCodeExists;
 * a bound account logs in with oauth/loginByCode (a second code); a new user binds an account with its
 * account and password (oauth/loginByCode with a third code). The token is kept and the page replaces
 * itself with the web-view of `redirect`, which hands the token to the H5 app.
 */
Component({
  data: { step: 'checking', account: '', password: '', error: '', busy: false, redirect: '' },
  methods: {
    onLoad(options: MpOptions) {
      if (options.logout) clearToken();
      this.setData({ redirect: decodeOption(options.redirect) || '/pages/index/home' });
      void this.start();
    },
    async start() {
      this.setData({ step: 'checking', error: '' });
      try {
        const { exists } = await post<CodeExistsResult>('oauth/wxCodeExists', { code: await loginCode() });
        if (!exists) return void this.setData({ step: 'bind' });
        const answer = await post<LoginByCodeResult>('oauth/loginByCode', { code: await loginCode() });
        if (answer.bound) this.done(answer.token);
        else this.setData({ step: 'bind' });
      } catch (error) {
        this.setData({ step: 'failed', error: message(error) });
      }
    },
    onAccount(event: WechatMiniprogram.Input) {
      this.setData({ account: event.detail.value, error: '' });
    },
    onPassword(event: WechatMiniprogram.Input) {
      this.setData({ password: event.detail.value, error: '' });
    },
    async bind() {
      const account = this.data.account.trim();
      const { password } = this.data;
      if (!account) return void this.setData({ error: '请输入账号' });
      if (!password) return void this.setData({ error: '请输入密码' });
      this.setData({ busy: true, error: '' });
      try {
        const answer = await post<LoginByCodeResult>('oauth/loginByCode', {
          code: await loginCode(),
          account,
          password,
        });
        if (answer.bound) this.done(answer.token);
        else this.setData({ error: '绑定失败，请重试' });
      } catch (error) {
        this.setData({ error: message(error) });
      } finally {
        this.setData({ busy: false });
      }
    },
    done(token: string) {
      setToken(token);
      wx.showToast({ title: '登录成功', icon: 'success' });
      wx.redirectTo({ url: mpUrl(mpAddressOf(this.data.redirect)) });
    },
  },
});
