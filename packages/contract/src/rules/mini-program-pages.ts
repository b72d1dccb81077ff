/**
 * The mini program's pages and the hand-off names (docs/native.md): the part of the address
 * mapping the H5 app needs (its redirect page, the web-view's platform), without the mapping's rules, so
 * the H5's chunks that name a mini-program page carry a few constants only. The mapping itself is
 * mini-program.ts.
 */
/** The mini program's own pages (apps/miniprogram/src/app.json, the same paths). */
export const MP_PAGES = {
  /** Home: a web-view of H5 home; takes the scan value `q` (a code scanned by the messenger). */
  home: 'pages/index/home',
  /** The e-sample book: a web-view of the H5 sample-book page with the same query (`em_5`, `ed_7`). */
  sampleBook: 'pages/book/sampleBook',
  /** Any other H5 route: `path` is the route, URL-encoded once. */
  web: 'pages/web/index',
  /** Messenger login: wx.login, then oauth/wxCodeExists and oauth/loginByCode, or the binding form. */
  login: 'pages/login/index',
  /** The messenger's own scanner (wx.scanCode), routed by the contract's scan router. */
  scan: 'pages/scan/index',
  /** A phone call (wx.makePhoneCall) for customer service; `phone`. */
  call: 'pages/call/index',
  /** A one-time message subscription (wx.requestSubscribeMessage, then myInfo/openMsgRecord). */
  subscribe: 'pages/subscribe/index',
} as const;

export type MpPage = (typeof MP_PAGES)[keyof typeof MP_PAGES];

/**
 * The hand-off parameters the mini program adds to the web-view's address (docs/native.md). The H5
 * takes them out of the address before anything else runs (index.html's boot script): the token is
 * stored as a login would store it, the shell is remembered for the tab.
 */
export const HANDOFF_PARAMS = { token: 'jc_token', shell: 'jc_shell' } as const;

/**
 * The option (`logout=1`) that makes a mini-program page forget the mini program's token before it shows
 * its route: the H5 sends it with wx.miniProgram.reLaunch when its own session ended or changed
 * (logout, a cancelled account, another account), so the old token is not handed back; the login page
 * takes it too. It is not part of the H5 route.
 */
export const MP_LOGOUT_OPTION = 'logout';

/** The value of `jc_shell` a web-view page sends. */
export const MINI_PROGRAM_SHELL = 'miniprogram';

/** The address wx.navigateTo, a share or a message takes: `/pages/…?query`. */
export const mpUrl = ({ page, query }: { page: string; query: string }) =>
  query === '' ? `/${page}` : `/${page}?${query}`;
