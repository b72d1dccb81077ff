import { MP_PAGES } from '@jc/contract';
import { isMessengerBrowser, isMobileAgent } from '@/lib/platform/ua';

/**
 * The mini-program redirect (other/toWxMp, spec section 4): pure rules, tested in service.test.ts.
 * The mini program's id and paths come from the build (VITE_MP_APPID, VITE_MP_SAMPLE_PATH,
 * VITE_MP_HOME_PATH; docs/customer-service.md).
 */
export interface MiniProgramConfig {
  appId: string;
  /** The sample-book page, opened with the page's `query`. */
  samplePath: string;
  /** The home page, opened with a scan value `q`. */
  homePath: string;
}

const env = import.meta.env as Record<string, string | undefined>;

export const MINI_PROGRAM: MiniProgramConfig = {
  appId: env.VITE_MP_APPID || 'wx6f1c2d3e4b5a6978',
  // The mini program's own pages (contract MP_PAGES, apps/miniprogram): the same paths by default.
  samplePath: env.VITE_MP_SAMPLE_PATH || MP_PAGES.sampleBook,
  homePath: env.VITE_MP_HOME_PATH || MP_PAGES.home,
};

/** The redirect's delay after load (spec section 9) and the desktop mask's toast. */
export const REDIRECT_DELAY_MS = 500;
export const MASK_TOAST = '请点击右上角在小程序中打开';

export interface MiniProgramTarget {
  path: string;
  /** The query string handed to the mini program's page (without '?'). */
  query: string;
}

/**
 * Where the mini program opens: with `query` the sample-book page with that query; with only a scan
 * value `q` the home page with `q=<value>`; with neither the home page.
 */
export function miniProgramTarget(
  params: URLSearchParams,
  config: MiniProgramConfig = MINI_PROGRAM,
): MiniProgramTarget {
  const query = params.get('query')?.trim().replace(/^\?/, '') ?? '';
  if (query) return { path: config.samplePath, query };
  const q = params.get('q')?.trim() ?? '';
  if (q) return { path: config.homePath, query: `q=${encodeURIComponent(q)}` };
  return { path: config.homePath, query: '' };
}

/** The messenger's deep link to a mini-program page: weixin://dl/business/?appid=…&path=…&query=… */
export function miniProgramLink(target: MiniProgramTarget, config: MiniProgramConfig = MINI_PROGRAM): string {
  const parts = [`appid=${encodeURIComponent(config.appId)}`, `path=${encodeURIComponent(target.path)}`];
  if (target.query) parts.push(`query=${encodeURIComponent(target.query)}`);
  return `weixin://dl/business/?${parts.join('&')}`;
}

export interface RedirectPlan {
  messenger: boolean;
  /** A desktop: show the mask, never redirect. */
  desktop: boolean;
  link: string;
}

export function redirectPlan(
  userAgent: string,
  search: string,
  config: MiniProgramConfig = MINI_PROGRAM,
): RedirectPlan {
  return {
    messenger: isMessengerBrowser(userAgent),
    desktop: !isMobileAgent(userAgent),
    link: miniProgramLink(miniProgramTarget(new URLSearchParams(search), config), config),
  };
}
