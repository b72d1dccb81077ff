import { describe, expect, it } from 'vitest';
import { codeOfQuery, printedCodeUrl } from './code-keys.js';
import { scannedCode } from './scan-router.js';

describe('codeOfQuery: the printed code of a query', () => {
  it.each([
    ['?TkAudioInfo=115245', { key: 'TkAudioInfo', value: '115245' }],
    ['TkAudioInfo=%20115245%20', { key: 'TkAudioInfo', value: '115245' }],
    // The first known key wins over an unknown one before it.
    ['?from=wx&s=100500101', { key: 's', value: '100500101' }],
    ['?TkBookContent=927&type=8', { key: 'TkBookContent', value: '927', type: '8' }],
    ['?type=9&TkBookContent=927', { key: 'TkBookContent', value: '927', type: '9' }],
    // type goes only with TkBookContent.
    ['?k=300104&type=8', { key: 'k', value: '300104' }],
    ['?lessonno=100500101&type=s', { key: 'lessonno', value: '100500101' }],
    // No known key: the first with a value, which the server refuses by name.
    ['?foo=&Bar=1', { key: 'Bar', value: '1' }],
  ])('%s', (search, code) => expect(codeOfQuery(search)).toEqual(code));

  it('answers null without any value, and skips the keys asked', () => {
    expect(codeOfQuery('')).toBeNull();
    expect(codeOfQuery('?s=&t=%20')).toBeNull();
    expect(codeOfQuery('?bookNo=927&s=1', ['bookNo'])).toEqual({ key: 's', value: '1' });
  });

  it('is not fooled by keys of Object.prototype', () => {
    expect(codeOfQuery('?constructor=1&__proto__=2')).toEqual({ key: 'constructor', value: '1' });
  });
});

describe('printedCodeUrl', () => {
  it('puts short keys on /r and long ones on /twoCode.app, values encoded', () => {
    expect(printedCodeUrl('https://a.cn', { key: 's', value: '100500101' })).toBe(
      'https://a.cn/r?s=100500101',
    );
    expect(printedCodeUrl('', { key: 'subject', value: '语文' })).toBe('/r?subject=%E8%AF%AD%E6%96%87');
    expect(printedCodeUrl('', { key: 'TkBookContent', value: '927', type: '8' })).toBe(
      '/twoCode.app?TkBookContent=927&type=8',
    );
  });
});

describe('scannedCode', () => {
  it.each([
    ['https://h.cn/twoCode.app?TkAudioInfo=115245', { key: 'TkAudioInfo', value: '115245' }],
    ['http://h.cn/r/?x=100500101#top', { key: 'x', value: '100500101' }],
    ['HTTPS://H.CN/r?Nope=1', { key: 'Nope', value: '1' }],
  ])('%s', (text, code) => expect(scannedCode(text)).toEqual(code));

  it.each([
    '9787107000001',
    '天地人',
    'https://h.cn/marketing/12',
    'https://h.cn/r',
    'https://h.cn/other?s=1',
    '',
  ])('none in %j', (text) => expect(scannedCode(text)).toBeNull());
});
