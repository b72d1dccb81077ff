import {
  h5RouteOf,
  MP_LOGOUT_OPTION,
  mpAddressOf,
  mpUrl,
  takeHandoff,
  webViewSrc,
  type MpOptions,
} from '@jc/contract/rules';
import { CONFIG, SHARE_DEFAULTS } from '../config';
import { clearToken, getToken } from './session';

/** The H5 route of a web-view's current address (its origin and the hand-off dropped). */
export function routeOfWebViewUrl(url: string | undefined): string | null {
  if (!url) return null;
  const match = /^https?:\/\/[^/?#]+(\/[^?#]*)?(\?[^#]*)?/.exec(url);
  if (!match) return null;
  return (match[1] || '/') + takeHandoff(match[2] ?? '').search;
}

/** The share of a route (spec section 3's defaults): its mini-program address, never the token. */
export function shareOf(route: string | null): WechatMiniprogram.Page.ICustomShareContent {
  return {
    title: SHARE_DEFAULTS.title,
    path: route ? mpUrl(mpAddressOf(route)) : SHARE_DEFAULTS.path,
    imageUrl: SHARE_DEFAULTS.imageUrl,
  };
}

/**
 * A page that shows one H5 route in its web-view: the route from the contract's mapping, the address
 * with the hand-off (the shell, and the token when logged in); a failed scan value toasts and shows home.
 * The page's share is the route the web-view shows at that moment. With `logout=1` (the H5 reLaunches
 * here when its session ended or changed) the kept token is forgotten first, so the web-view gets none
 * and the H5 keeps whatever session it has now.
 */
export function webViewPage(page: string) {
  return Component({
    data: { src: '', route: '' },
    methods: {
      onLoad(options: MpOptions) {
        if (options[MP_LOGOUT_OPTION] !== undefined) clearToken();
        const target = h5RouteOf(page, options);
        if (target.kind === 'fail') wx.showToast({ title: target.msg, icon: 'none', duration: 2000 });
        this.setData({ route: target.path, src: webViewSrc(CONFIG.h5Origin, target.path, getToken()) });
      },
      onShareAppMessage(share: WechatMiniprogram.Page.IShareAppMessageOption) {
        return shareOf(routeOfWebViewUrl(share.webViewUrl) ?? this.data.route);
      },
    },
  });
}
