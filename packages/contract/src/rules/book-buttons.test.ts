import { describe, expect, it } from 'vitest';
import { buttonNeedsLogin, parseBookButtons } from './book-buttons.js';

describe('parseBookButtons', () => {
  it('parses the spec example', () => {
    expect(parseBookButtons('s-视频,t-音频,d-下载,kf-客服')).toEqual([
      { type: 's', name: '视频' },
      { type: 't', name: '音频' },
      { type: 'd', name: '下载' },
      { type: 'kf', name: '客服' },
    ]);
  });

  it('tolerates spaces, empty parts, full-width commas and upper-case types', () => {
    expect(parseBookButtons(' s - 视频 ,, ，T-音频, ')).toEqual([
      { type: 's', name: '视频' },
      { type: 't', name: '音频' },
    ]);
  });

  it('splits on the first dash only', () => {
    expect(parseBookButtons('d-下载-PDF-版')).toEqual([{ type: 'd', name: '下载-PDF-版' }]);
  });

  it('drops parts without a dash, type or name, and keeps unknown types', () => {
    expect(parseBookButtons('s,-视频,t-,x-其他')).toEqual([{ type: 'x', name: '其他' }]);
  });

  it.each([[''], [null], [undefined], [',,,']])('returns [] for %j', (raw) => {
    expect(parseBookButtons(raw)).toEqual([]);
  });
});

describe('buttonNeedsLogin', () => {
  it.each([
    [0, false],
    [-0, false],
    [1, true],
    [3, true],
    [-1, true],
    [Number.NaN, true],
  ])('index %d → %s', (index, needs) => {
    expect(buttonNeedsLogin(index)).toBe(needs);
  });
});
