import { MP_LOGOUT_OPTION, MP_PAGES, mpUrl } from '@jc/contract';
import type { Platform } from '../types';

/**
 * The mini program's side of the web-view (docs/native.md): the messenger's JS-SDK `wx.miniProgram`
 * navigation, which is all a web-view page may ask of the mini program. Behind this interface so the
 * tests pass a fake.
 */
export interface MiniProgramBridge {
  navigateTo(url: string): void;
  redirectTo(url: string): void;
  reLaunch(url: string): void;
}

export interface MiniProgramEnv {
  /** Today in China (YYYY-MM-DD): a subscription is asked at most once a day. */
  today(): string;
  store: { get(key: 'msgSubscribeDay'): string | null; set(key: 'msgSubscribeDay', value: string): void };
}

const page = (name: string, query: Record<string, string> = {}) =>
  mpUrl({
    page: name,
    query: Object.entries(query)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&'),
  });

/**
 * The web-view's platform: the browser's for what a web page does itself (permissions of its own
 * camera and microphone, versions), and the mini program's pages for what only the mini program may
 * do — its scanner (wx.scanCode), phone calls (wx.makePhoneCall), its login (wx.login), message
 * subscriptions (wx.requestSubscribeMessage), and forgetting its token when the H5's session ends. The mini program updates itself: no update check; and it
 * has no Web Push (its messages are the subscriptions).
 */
export function createMiniProgramPlatform(
  web: Platform,
  bridge: MiniProgramBridge,
  env: MiniProgramEnv,
): Platform {
  return {
    name: 'miniprogram',
    permissions: web.permissions,
    app: { ...web.app, installed: () => false, updatePlatform: () => null },
    push: {
      supported: () => false,
      subscribe: () => Promise.reject(new Error('小程序内请使用订阅消息')),
      subscribed: () => Promise.resolve(false),
    },
    shell: {
      // The mini program's scan page routes the code itself and opens the result in a web-view.
      scan: () => {
        bridge.navigateTo(page(MP_PAGES.scan));
        return Promise.resolve('handed');
      },
      call: (phone) => {
        bridge.navigateTo(page(MP_PAGES.call, { phone: phone.replace(/[^\d+-]/g, '') }));
        return Promise.resolve();
      },
      // Replaces the web-view showing the H5 login page: back from the target does not return to it.
      login: (redirect) => bridge.redirectTo(page(MP_PAGES.login, { redirect })),
      subscribe: (name, taskId) => {
        const today = env.today();
        if (env.store.get('msgSubscribeDay') === today) return;
        env.store.set('msgSubscribeDay', today);
        bridge.navigateTo(page(MP_PAGES.subscribe, { name, taskId }));
      },
      // The mini program keeps the token it hands to every web-view: a fresh start of the generic page
      // with logout=1 forgets it and shows `route`, where the H5 keeps the session it has now (none after
      // a logout, the new one after a switch). reLaunch also closes the web-views that still hold the old.
      sessionEnded: (route) => bridge.reLaunch(page(MP_PAGES.web, { path: route, [MP_LOGOUT_OPTION]: '1' })),
    },
  };
}
