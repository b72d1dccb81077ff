import { createHash, randomBytes } from 'node:crypto';
import { Code, type WxJsConfig } from '@jc/contract';
import { AppError } from './errors.js';

/**
 * The messenger (WeChat official account) JS-SDK: `wx.config` needs a signature made with a
 * `jsapi_ticket`, which only the messenger platform hands out (for an access token of the account).
 */

/** Where jsapi tickets come from: the real platform in production, a fake in tests. */
export interface JsApiTicketSource {
  readonly appId: string;
  /** A valid jsapi_ticket; throws an AppError (502) when the platform refuses or cannot be reached. */
  ticket(): Promise<string>;
}

export const WECHAT_NOT_CONFIGURED = '未配置微信公众号，暂不支持微信分享';
export const WECHAT_FAILED = '微信服务暂时不可用，请稍后再试';

/** sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (keys in this order, values as they are). */
export function jsSdkSignature(p: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const plain = `jsapi_ticket=${p.ticket}&noncestr=${p.nonceStr}&timestamp=${p.timestamp}&url=${p.url}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 random letters and digits (the platform allows up to 32). */
export function makeNonceStr(length = 16): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return out;
}

/** The signed configuration for `url` (already without its fragment). */
export async function wxJsConfig(
  source: JsApiTicketSource | null,
  url: string,
  now: () => number = Date.now,
): Promise<WxJsConfig> {
  if (!source) throw new AppError(503, Code.unavailable, WECHAT_NOT_CONFIGURED);
  const ticket = await source.ticket();
  const timestamp = Math.floor(now() / 1000);
  const nonceStr = makeNonceStr();
  return {
    appId: source.appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature({ ticket, nonceStr, timestamp, url }),
  };
}

/** Tokens and tickets live 7200 s at the platform; refresh a little earlier. */
export const WECHAT_CACHE_MS = 7_000 * 1000;
const TIMEOUT_MS = 10_000;
/** Error codes that mean the access token is no longer valid (another process refreshed it, or it expired). */
const TOKEN_INVALID = new Set([40001, 40014, 42001]);

interface Cached {
  value: string;
  until: number;
}

type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface WeChatOptions {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com (tests point it elsewhere). */
  apiBase?: string;
  fetch?: FetchLike;
  now?: () => number;
  /** Told about every refusal or failure of the platform (the server logs it). */
  onError?: (err: Error) => void;
}

/**
 * The real source: `cgi-bin/token` (client credential) then `cgi-bin/ticket/getticket?type=jsapi`, each
 * cached in this process for 7000 s; concurrent callers share one refresh. An answer saying the token
 * is invalid drops it and asks once more. Several server processes each keep their own token: the
 * platform keeps the previous token valid for 5 minutes after a refresh, and each process re-asks on
 * `40001`, so they coexist.
 */
export class WeChatTicketSource implements JsApiTicketSource {
  readonly appId: string;
  private readonly secret: string;
  private readonly base: string;
  private readonly fetchFn: FetchLike;
  private readonly now: () => number;
  private readonly onError: (err: Error) => void;
  private token: Cached | null = null;
  private cachedTicket: Cached | null = null;
  private pending: Promise<string> | null = null;

  constructor(opts: WeChatOptions) {
    this.appId = opts.appId;
    this.secret = opts.appSecret;
    this.base = (opts.apiBase ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
    this.fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
    this.now = opts.now ?? Date.now;
    this.onError = opts.onError ?? (() => undefined);
  }

  ticket(): Promise<string> {
    const cached = this.cachedTicket;
    if (cached && cached.until > this.now()) return Promise.resolve(cached.value);
    this.pending ??= this.refreshTicket().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refreshTicket(): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const body = await this.call(
        `/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`,
      );
      const errcode = Number(body.errcode ?? 0);
      if (errcode !== 0) {
        if (TOKEN_INVALID.has(errcode) && attempt === 0) {
          this.token = null;
          continue;
        }
        throw this.refusal('getticket', body);
      }
      const ticket = typeof body.ticket === 'string' ? body.ticket : '';
      if (!ticket) throw this.refusal('getticket', body);
      this.cachedTicket = { value: ticket, until: this.now() + this.lifetime(body.expires_in) };
      return ticket;
    }
  }

  private async accessToken(): Promise<string> {
    const cached = this.token;
    if (cached && cached.until > this.now()) return cached.value;
    const body = await this.call(
      `/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(this.appId)}&secret=${encodeURIComponent(this.secret)}`,
    );
    const token = typeof body.access_token === 'string' ? body.access_token : '';
    if (!token || Number(body.errcode ?? 0) !== 0) throw this.refusal('token', body);
    this.token = { value: token, until: this.now() + this.lifetime(body.expires_in) };
    return token;
  }

  /** 7000 s, or less when the platform says its answer lives shorter. */
  private lifetime(expiresIn: unknown): number {
    const seconds = Number(expiresIn);
    if (!Number.isFinite(seconds) || seconds <= 0) return WECHAT_CACHE_MS;
    return Math.min(WECHAT_CACHE_MS, Math.max(0, seconds - 200) * 1000);
  }

  private async call(path: string): Promise<Record<string, unknown>> {
    let res: Awaited<ReturnType<FetchLike>>;
    try {
      res = await this.fetchFn(`${this.base}${path}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      this.onError(new Error(`WeChat ${path.split('?')[0]}: ${(err as Error).message}`));
      throw new AppError(502, Code.badGateway, WECHAT_FAILED);
    }
    // A body that is not JSON counts as no answer.
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok || !body || typeof body !== 'object') {
      this.onError(new Error(`WeChat ${path.split('?')[0]}: HTTP ${res.status}`));
      throw new AppError(502, Code.badGateway, WECHAT_FAILED);
    }
    return body as Record<string, unknown>;
  }

  private refusal(step: string, body: Record<string, unknown>): AppError {
    // errmsg may name the app id, never the secret (the secret is only in the request URL).
    this.onError(new Error(`WeChat ${step} refused: ${String(body.errcode)} ${String(body.errmsg ?? '')}`));
    return new AppError(502, Code.badGateway, WECHAT_FAILED);
  }
}
