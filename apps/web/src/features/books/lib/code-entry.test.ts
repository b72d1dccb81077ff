import { describe, expect, it } from 'vitest';
import type { ResolvedCode } from '@jc/contract';
import { codeFocus, codeRedirect, readEntry } from './code-entry';

const DETAILS = '/pages/book/bookDetails';
const resolved = (over: Partial<ResolvedCode>): ResolvedCode => ({
  key: 'TkAudioInfo',
  value: '300201',
  kind: 'audio',
  title: '《天地人》课文朗读',
  to: `${DETAILS}?TkAudioInfo=300201`,
  book: { bookNo: '927', title: '语文 一年级上册', pictureV: '' },
  lessonId: 11,
  lessonPath: [],
  timuId: 21,
  resourceId: null,
  ...over,
});

describe('readEntry', () => {
  it.each([
    ['?bookNo=927', { bookNo: '927', code: null }],
    ['?bookNo=927&s=1', { bookNo: '927', code: null }],
    ['?TkAudioInfo=115245', { bookNo: null, code: { key: 'TkAudioInfo', value: '115245' } }],
    ['?IntelligentMark=300203', { bookNo: null, code: { key: 'IntelligentMark', value: '300203' } }],
    ['?lessonno=yx101&type=all', { bookNo: null, code: { key: 'lessonno', value: 'yx101' } }],
    [
      '?TkBookContent=300204&type=3',
      { bookNo: null, code: { key: 'TkBookContent', value: '300204', type: '3' } },
    ],
    ['?timuId=5&k=300104', { bookNo: null, code: { key: 'k', value: '300104' } }],
    ['?whatever=1', { bookNo: null, code: { key: 'whatever', value: '1' } }],
    ['', { bookNo: null, code: null }],
    ['?bookNo=%20', { bookNo: null, code: null }],
  ])('%s', (search, entry) => expect(readEntry(search)).toEqual(entry));
});

describe('codeRedirect and codeFocus', () => {
  it('shows a lesson, an audio item or a film here, with the tree opened at it', () => {
    const audio = resolved({});
    expect(codeRedirect(audio)).toBeNull();
    expect(codeFocus(audio)).toEqual({ lessonId: 11, timuId: 21 });
    expect(codeFocus(resolved({ kind: 'lesson', timuId: null }))).toEqual({ lessonId: 11, timuId: null });
  });

  it('leaves for another page, or for the book by its number', () => {
    const download = resolved({
      kind: 'download',
      to: '/pages/book/resourcesDownload?lessonno=1',
      lessonId: null,
    });
    expect(codeRedirect(download)).toBe('/pages/book/resourcesDownload?lessonno=1');
    expect(codeFocus(download)).toBeNull();
    const book = resolved({ kind: 'book', to: `${DETAILS}?bookNo=331`, lessonId: null, timuId: null });
    expect(codeRedirect(book)).toBe(`${DETAILS}?bookNo=331`);
    const bookByKey = resolved({ kind: 'book', to: `${DETAILS}?k=9`, lessonId: null, timuId: null });
    expect(codeRedirect(bookByKey)).toBe(`${DETAILS}?bookNo=927`);
    expect(codeFocus(undefined)).toBeNull();
  });
});
