import { Code, MESSENGER_CODE_INVALID_MSG, MESSENGER_LOGIN_NOT_CONFIGURED_MSG } from '@jc/contract';
import { AppError, businessRule, tooMany } from './errors.js';
import { WECHAT_FAILED } from './wechat.js';

/** The messenger identity a mini program's `wx.login` code stands for. */
export interface MiniProgramIdentity {
  openid: string;
  unionid?: string;
}

/**
 * Exchanges a mini program's login code for the user's identity at the messenger platform. A code is
 * single-use; a refused code throws a 409 (MESSENGER_CODE_INVALID_MSG), a platform that cannot be
 * reached a 502.
 */
export interface MiniProgramSessions {
  readonly appId: string;
  exchange(code: string): Promise<MiniProgramIdentity>;
}

/** The platform says the app asked too often (errcode 45011). */
export const MESSENGER_RATE_LIMITED_MSG = '微信登录请求过于频繁，请稍后再试';

/** Codes the platform uses for a code that is wrong, expired or used already. */
const CODE_REFUSED = new Set([40029, 40163]);
const RATE_LIMITED = 45011;
const TIMEOUT_MS = 10_000;

export interface MiniProgramOptions {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com (WX_API_BASE; tests point it at a local server). */
  apiBase?: string;
  /** Told about every refusal or failure of the platform (the server logs it). */
  onError?: (err: Error) => void;
}

/**
 * The real exchange: `GET {base}/sns/jscode2session?appid&secret&js_code&grant_type=authorization_code`.
 * The answer is JSON (sent as text/plain by the platform): `{openid, session_key, unionid?}` or
 * `{errcode, errmsg}`. The session key is not kept: this app signs its own tokens.
 */
export class WeChatMiniProgramSessions implements MiniProgramSessions {
  readonly appId: string;
  private readonly secret: string;
  private readonly base: string;
  private readonly onError: (err: Error) => void;

  constructor(opts: MiniProgramOptions) {
    this.appId = opts.appId;
    this.secret = opts.appSecret;
    this.base = (opts.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
    this.onError = opts.onError ?? (() => undefined);
  }

  async exchange(code: string): Promise<MiniProgramIdentity> {
    const query = new URLSearchParams({
      appid: this.appId,
      secret: this.secret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${this.base}/sns/jscode2session?${query.toString()}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      this.onError(new Error(`WeChat jscode2session: ${(err as Error).message}`));
      throw new AppError(502, Code.badGateway, WECHAT_FAILED);
    }
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      body = null;
    }
    if (status !== 200 || !body) {
      this.onError(new Error(`WeChat jscode2session: HTTP ${status}`));
      throw new AppError(502, Code.badGateway, WECHAT_FAILED);
    }
    const errcode = Number(body.errcode ?? 0);
    if (errcode !== 0) {
      // errmsg may name the app id, never the secret (the secret is only in the request URL).
      this.onError(new Error(`WeChat jscode2session refused: ${errcode} ${String(body.errmsg ?? '')}`));
      if (CODE_REFUSED.has(errcode)) throw businessRule(MESSENGER_CODE_INVALID_MSG);
      if (errcode === RATE_LIMITED) throw tooMany(MESSENGER_RATE_LIMITED_MSG);
      throw new AppError(502, Code.badGateway, WECHAT_FAILED);
    }
    const openid = typeof body.openid === 'string' ? body.openid.trim() : '';
    if (!openid || openid.length > 128) {
      this.onError(new Error('WeChat jscode2session: no openid in the answer'));
      throw new AppError(502, Code.badGateway, WECHAT_FAILED);
    }
    const unionid = typeof body.unionid === 'string' && body.unionid ? body.unionid.slice(0, 128) : undefined;
    return unionid ? { openid, unionid } : { openid };
  }
}

/** Without a configured mini program: 503 with MESSENGER_LOGIN_NOT_CONFIGURED_MSG. */
export function requireSessions(sessions: MiniProgramSessions | null): MiniProgramSessions {
  if (!sessions) throw new AppError(503, Code.unavailable, MESSENGER_LOGIN_NOT_CONFIGURED_MSG);
  return sessions;
}
