import { describe, expect, it } from 'vitest';
import { CODE_KEYS } from './code-keys.js';
import { resolveEntryRedirect } from './entry-redirect.js';
import { SCAN_FAILED_MSG, routeScan } from './scan-router.js';

const DETAILS = '/pages/book/bookDetails';
const FAIL = { kind: 'fail', msg: SCAN_FAILED_MSG } as const;
const go = (to: string) => ({ kind: 'navigate', to }) as const;

describe('routeScan: plain text', () => {
  it.each([
    ['9787107000001', '/pages/book/bookSearch?search=9787107000001'],
    ['  语文 三年级  ', '/pages/book/bookSearch?search=%E8%AF%AD%E6%96%87%20%E4%B8%89%E5%B9%B4%E7%BA%A7'],
    ['a&b=c?d#e', '/pages/book/bookSearch?search=a%26b%3Dc%3Fd%23e'],
    ['www.example.com/r?s=1', '/pages/book/bookSearch?search=www.example.com%2Fr%3Fs%3D1'],
    ['ftp://example.com/r?s=1', '/pages/book/bookSearch?search=ftp%3A%2F%2Fexample.com%2Fr%3Fs%3D1'],
    ['http权威指南', '/pages/book/bookSearch?search=http%E6%9D%83%E5%A8%81%E6%8C%87%E5%8D%97'],
    ['\uD800x', '/pages/book/bookSearch?search=%EF%BF%BDx'],
  ])('%j → %s', (text, to) => {
    expect(routeScan(text)).toEqual(go(to));
  });

  it.each([
    ['9787107000003', '9787107000003'],
    ['  9780306406157\n', '9780306406157'],
  ])('a valid EAN-13 %j is a barcode lookup', (text, txm) => {
    expect(routeScan(text)).toEqual({ kind: 'barcode', txm });
  });

  it.each(['9787107000001', '978710700000', '97871070000031', '978-7-107-00000-3'])(
    'an EAN-13-like text that is not one (%j) is searched',
    (text) => {
      expect(routeScan(text)).toEqual(go(`/pages/book/bookSearch?search=${encodeURIComponent(text)}`));
    },
  );

  it.each(['', '   ', '\n\t'])('fails on empty text %j', (text) => {
    expect(routeScan(text)).toEqual(FAIL);
  });

  it('fails on a missing value at runtime', () => {
    expect(routeScan(undefined as unknown as string)).toEqual(FAIL);
  });

  it('says to scan with WeChat', () => {
    expect(SCAN_FAILED_MSG).toBe('扫描失败，请使用微信扫一扫');
  });
});

describe('routeScan: app-marker URLs', () => {
  it.each([
    ['https://jc.example.cn/twoCode.app?TkBookInfo=B1', `${DETAILS}?bookNo=B1`],
    ['http://any.host:8080/twoCode.app?NewShelf=5', '/pages/book/sampleBook?em_5'],
    ['https://h/twoCode.app?PdfDownload=K9', '/pages/book/resourcesDownload?lessonnoKa=K9'],
    ['https://h/twoCode.app?NoLoginBook=6', '/pages/book/sampleBook?ed_6'],
    ['https://h/twoCode.app?TkAllAudioBook=7', `${DETAILS}?bookNo=7`],
    ['https://h/twoCode.app?TkAudioInfo=8', `${DETAILS}?TkAudioInfo=8`],
    ['https://h/twoCode.app?TkBookContent=9&type=8', '/pages/book/resourcesDownload?lessonnoZi=9'],
    ['https://h/twoCode.app?TkBookContent=9&type=9', '/pages/book/resourcesDownload?lessonnoDa=9'],
    ['https://h/twoCode.app?TkBookContent=9&type=3', `${DETAILS}?TkBookContent=9&type=3`],
    ['https://h/twoCode.app?VwhFilmInfo=10', `${DETAILS}?VwhFilmInfo=10`],
    ['https://h/twoCode.app?TkFilmBookInfo=11', `${DETAILS}?bookNo=11`],
    ['https://h/twoCode.app?TkAllPptBook=12', '/pages/teacher/downloadDetails?bookNo=12'],
    ['https://h/twoCode.app?IntelligentMark=13', `${DETAILS}?IntelligentMark=13`],
    ['https://h/twoCode.app/?TkBookInfo=B1#top', `${DETAILS}?bookNo=B1`],
    ['HTTPS://H/twoCode.app?TkBookInfo=B1', `${DETAILS}?bookNo=B1`],
  ])('%s → %s', (text, to) => {
    expect(routeScan(text)).toEqual(go(to));
  });

  it.each([
    ['https://h/r?tr=1', '/pages/book/readingListening?tr=1'],
    ['https://h/r?em=1', '/pages/book/sampleBook?em_1'],
    ['https://h/r?ed=1', '/pages/book/sampleBook?ed_1'],
    ['https://h/r?s=100500101', `${DETAILS}?s=100500101`],
    ['https://h/r?t=115245&x=1', `${DETAILS}?t=115245`],
    ['https://h/r?y=1', `${DETAILS}?y=1`],
    ['https://h/r?k=1', `${DETAILS}?k=1`],
    ['https://h/r?x=1', '/pages/book/resourcesDownload?lessonno=1'],
    ['https://h/r?d=1', '/pages/book/resourcesDownload?lessonnoDa=1'],
    ['https://h/r?bk=1', '/pages/book/bookIndex?id=1'],
    ['https://h/r?subject=2', '/pages/other/knowledge?subject=2&isScan=1'],
    ['https://h/r?p=1', '/pages/other/pdfView?p=1'],
    ['  https://h/r/?x=1  ', '/pages/book/resourcesDownload?lessonno=1'],
  ])('short code %s → %s', (text, to) => {
    expect(routeScan(text)).toEqual(go(to));
  });

  it.each([
    ['https://h/marketing/123', '/pages/book/musicPlayer?lessonno=yx123'],
    ['https://h/marketing/927', `${DETAILS}?bookNo=927`],
    ['https://h/book927y', '/pages/book/readWrite?current=0'],
    ['https://h/book?bookNo=927', `${DETAILS}?bookNo=927`],
    ['https://h/ebk', '/pages/book/sampleBook'],
  ])('entry path %s → %s', (text, to) => {
    expect(routeScan(text)).toEqual(go(to));
  });

  it.each([
    'https://example.com/',
    'https://example.com',
    'https://example.com/pages/book/bookDetails?bookNo=1',
    'https://h/R?s=1',
    'https://h/r',
    'https://h/r?s=',
    'https://h/twoCode.app',
    'https://h/marketing/abc',
    'https://h/book',
    'http://',
    'http:///r?s=1',
  ])('fails on %s', (text) => {
    expect(routeScan(text)).toEqual(FAIL);
  });

  it('routes every key exactly like the entry guard (one shared table)', () => {
    for (const key of CODE_KEYS) {
      for (const path of ['/r', '/twoCode.app']) {
        const search = `?${key}=v%201&type=8`;
        expect(routeScan(`https://h${path}${search}`)).toEqual(go(resolveEntryRedirect(path, search) ?? ''));
      }
    }
  });

  it('sends an unknown key on an entry path to bookDetails, like the guard', () => {
    expect(routeScan('https://h/twoCode.app?Other=1')).toEqual(go(`${DETAILS}?Other=1`));
  });
});
