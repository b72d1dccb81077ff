import { describe, expect, it } from 'vitest';
import { miniProgramLink, miniProgramTarget, redirectPlan, type MiniProgramConfig } from './mini-program';
import { kefuTypeOf } from './service-logic';

const config: MiniProgramConfig = {
  appId: 'wxabc',
  samplePath: 'pages/book/sampleBook',
  homePath: 'pages/index/home',
};
const params = (s: string) => new URLSearchParams(s);

describe('mini-program redirect', () => {
  it('a query opens the sample-book page with it', () => {
    expect(miniProgramTarget(params('query=bookNo%3D927%26s%3D1'), config)).toEqual({
      path: 'pages/book/sampleBook',
      query: 'bookNo=927&s=1',
    });
  });
  it('only a scan value q opens home with that value', () => {
    expect(miniProgramTarget(params('q=https%3A%2F%2Fjiaocai.example.cn%2Fr%3Fs%3D1'), config)).toEqual({
      path: 'pages/index/home',
      query: 'q=https%3A%2F%2Fjiaocai.example.cn%2Fr%3Fs%3D1',
    });
    expect(miniProgramTarget(params('query=a%3D1&q=x'), config).path).toBe('pages/book/sampleBook');
    expect(miniProgramTarget(params(''), config)).toEqual({ path: 'pages/index/home', query: '' });
  });
  it('builds the deep link with the query encoded once more', () => {
    expect(miniProgramLink({ path: 'pages/book/sampleBook', query: 'bookNo=927' }, config)).toBe(
      'weixin://dl/business/?appid=wxabc&path=pages%2Fbook%2FsampleBook&query=bookNo%3D927',
    );
    expect(miniProgramLink({ path: 'pages/index/home', query: '' }, config)).toBe(
      'weixin://dl/business/?appid=wxabc&path=pages%2Findex%2Fhome',
    );
  });
  it('plans: the messenger on a phone redirects, a desktop does not', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile MicroMessenger/8.0.47';
    const desktop = 'Mozilla/5.0 (Windows NT 10.0) WindowsWechat MicroMessenger/7.0.20';
    expect(redirectPlan(phone, '?q=1', config)).toMatchObject({ messenger: true, desktop: false });
    expect(redirectPlan(desktop, '?q=1', config)).toMatchObject({ messenger: true, desktop: true });
    expect(redirectPlan(desktop, '?q=1', config).link).toContain('query=q%3D1');
  });
});

describe('customer service', () => {
  it('reads the desk type', () => {
    expect(kefuTypeOf(null)).toBe('kefu_1');
    expect(kefuTypeOf('kefu_ks')).toBe('kefu_ks');
    expect(kefuTypeOf('kefu_x')).toBeNull();
  });
});
