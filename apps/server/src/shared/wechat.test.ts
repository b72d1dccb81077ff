import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  jsSdkSignature,
  makeNonceStr,
  WECHAT_CACHE_MS,
  WECHAT_NOT_CONFIGURED,
  WeChatTicketSource,
  wxJsConfig,
} from './wechat.js';

describe('jsSdkSignature', () => {
  it('matches the example of the messenger JS-SDK documentation (appendix 1)', () => {
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('makes 16 letters and digits, different each time', () => {
    const a = makeNonceStr();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(makeNonceStr()).not.toBe(a);
  });
});

describe('wxJsConfig', () => {
  it('refuses with 503 when no official account is configured', async () => {
    const err = await wxJsConfig(null, 'https://h/p').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 503, code: 503, message: WECHAT_NOT_CONFIGURED });
  });

  it('signs with the ticket, the time in seconds and a fresh nonce', async () => {
    const source = { appId: 'wxapp', ticket: () => Promise.resolve('TICKET') };
    const c = await wxJsConfig(source, 'https://h/p?a=1', () => 1_700_000_000_999);
    expect(c).toEqual({
      appId: 'wxapp',
      timestamp: 1_700_000_000,
      nonceStr: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      signature: jsSdkSignature({
        ticket: 'TICKET',
        nonceStr: c.nonceStr,
        timestamp: 1_700_000_000,
        url: 'https://h/p?a=1',
      }),
    });
  });
});

/** A scripted messenger platform: answers by path, records the calls. */
function platform(answers: Record<string, unknown[]>) {
  const calls: string[] = [];
  const fetch = (url: string) => {
    const u = new URL(url);
    calls.push(`${u.pathname}?${u.searchParams.toString()}`);
    const queue = answers[u.pathname] ?? [];
    const next = queue.shift();
    if (next instanceof Error) return Promise.reject(next);
    if (next === undefined)
      return Promise.resolve({ ok: false, status: 500, json: () => Promise.resolve(null) });
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(next) });
  };
  return { calls, fetch };
}

const TOKEN = '/cgi-bin/token';
const TICKET = '/cgi-bin/ticket/getticket';

describe('WeChatTicketSource', () => {
  it('asks for a token, then a jsapi ticket, and keeps both for 7000 s', async () => {
    let now = 1_000_000;
    const p = platform({
      [TOKEN]: [
        { access_token: 'tok1', expires_in: 7200 },
        { access_token: 'tok2', expires_in: 7200 },
      ],
      [TICKET]: [
        { errcode: 0, errmsg: 'ok', ticket: 'tk1', expires_in: 7200 },
        { errcode: 0, errmsg: 'ok', ticket: 'tk2', expires_in: 7200 },
      ],
    });
    const errors: Error[] = [];
    const s = new WeChatTicketSource({
      appId: 'wxapp',
      appSecret: 'sec',
      fetch: p.fetch,
      now: () => now,
      onError: (e) => errors.push(e),
    });
    expect(await s.ticket()).toBe('tk1');
    expect(p.calls).toEqual([
      '/cgi-bin/token?grant_type=client_credential&appid=wxapp&secret=sec',
      '/cgi-bin/ticket/getticket?access_token=tok1&type=jsapi',
    ]);
    now += WECHAT_CACHE_MS - 1;
    expect(await s.ticket()).toBe('tk1');
    expect(p.calls).toHaveLength(2);
    now += 1;
    expect(await s.ticket()).toBe('tk2');
    expect(p.calls.slice(2)).toEqual([
      '/cgi-bin/token?grant_type=client_credential&appid=wxapp&secret=sec',
      '/cgi-bin/ticket/getticket?access_token=tok2&type=jsapi',
    ]);
    expect(errors).toEqual([]);
  });

  it('shares one refresh between concurrent callers', async () => {
    const p = platform({
      [TOKEN]: [{ access_token: 'tok', expires_in: 7200 }],
      [TICKET]: [{ errcode: 0, ticket: 'tk', expires_in: 7200 }],
    });
    const s = new WeChatTicketSource({ appId: 'a', appSecret: 'b', fetch: p.fetch });
    expect(await Promise.all([s.ticket(), s.ticket(), s.ticket()])).toEqual(['tk', 'tk', 'tk']);
    expect(p.calls).toHaveLength(2);
  });

  it('drops a token the platform calls invalid and asks once more', async () => {
    const p = platform({
      [TOKEN]: [
        { access_token: 'old', expires_in: 7200 },
        { access_token: 'new', expires_in: 7200 },
      ],
      [TICKET]: [
        { errcode: 40001, errmsg: 'invalid credential' },
        { errcode: 0, ticket: 'tk', expires_in: 7200 },
      ],
    });
    const s = new WeChatTicketSource({ appId: 'a', appSecret: 'b', fetch: p.fetch });
    expect(await s.ticket()).toBe('tk');
    expect(p.calls.map((c) => c.split('?')[0])).toEqual([TOKEN, TICKET, TOKEN, TICKET]);
  });

  it('keeps shorter lifetimes the platform announces', async () => {
    let now = 0;
    const p = platform({
      [TOKEN]: [{ access_token: 'tok', expires_in: 7200 }],
      [TICKET]: [
        { errcode: 0, ticket: 'short', expires_in: 300 },
        { errcode: 0, ticket: 'next', expires_in: 7200 },
      ],
    });
    const s = new WeChatTicketSource({ appId: 'a', appSecret: 'b', fetch: p.fetch, now: () => now });
    expect(await s.ticket()).toBe('short');
    now = 100_000; // 100 s: past 300 − 200 s
    expect(await s.ticket()).toBe('next');
  });

  it.each([
    [
      'a refused token',
      { [TOKEN]: [{ errcode: 40125, errmsg: 'invalid appsecret' }] },
      /token refused: 40125/,
    ],
    [
      'a refused ticket',
      { [TOKEN]: [{ access_token: 't', expires_in: 7200 }], [TICKET]: [{ errcode: 45009, errmsg: 'limit' }] },
      /getticket refused: 45009/,
    ],
    ['an HTTP failure', { [TOKEN]: [] }, /HTTP 500/],
    ['no answer at all', { [TOKEN]: [new Error('connect ECONNREFUSED')] }, /ECONNREFUSED/],
  ])('turns %s into a 502 and tells the log, never the secret', async (_name, answers, logged) => {
    const p = platform(answers as Record<string, unknown[]>);
    const errors: Error[] = [];
    const s = new WeChatTicketSource({
      appId: 'a',
      appSecret: 'TOPSECRET',
      fetch: p.fetch,
      onError: (e) => errors.push(e),
    });
    const err = await s.ticket().catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 502, code: 502, message: '微信服务暂时不可用，请稍后再试' });
    expect(errors.map((e) => e.message).join('\n')).toMatch(logged);
    expect(errors.map((e) => e.message).join('\n')).not.toContain('TOPSECRET');
  });

  it('asks again after a failure', async () => {
    const p = platform({
      [TOKEN]: [new Error('timeout'), { access_token: 'tok', expires_in: 7200 }],
      [TICKET]: [{ errcode: 0, ticket: 'tk', expires_in: 7200 }],
    });
    const s = new WeChatTicketSource({ appId: 'a', appSecret: 'b', fetch: p.fetch });
    await expect(s.ticket()).rejects.toBeInstanceOf(AppError);
    expect(await s.ticket()).toBe('tk');
  });
});
