import { describe, expect, it } from 'vitest';
import { PAGES } from '../routes.js';
import {
  appRoute,
  h5RouteOf,
  MP_LOGOUT_OPTION,
  MP_PAGES,
  mpAddressOf,
  mpUrl,
  optionsQuery,
  parseMpQuery,
  scannedCodePath,
  takeHandoff,
  webViewSrc,
} from './mini-program.js';
import { withEan13Check } from './ean13.js';
import { SCAN_FAILED_MSG } from './scan-router.js';

const HOME = PAGES.home.path;
const open = (path: string) => ({ kind: 'open', path });

/** What a mini-program page's onLoad gets for an address `/page?query`. */
const visit = (address: string) => {
  const cut = address.indexOf('?');
  return h5RouteOf(
    cut < 0 ? address : address.slice(0, cut),
    parseMpQuery(cut < 0 ? '' : address.slice(cut + 1)),
  );
};

/** Every page of spec section 2 (the route table), both ways. */
describe('every page of spec section 2', () => {
  const pages = Object.entries(PAGES);
  it('covers the whole route table', () => {
    expect(pages.length).toBeGreaterThanOrEqual(100);
  });

  it.each(pages.map(([key, p]) => [key, p.path]))('%s (%s): H5 → mini program → H5', (_key, path) => {
    const address = mpAddressOf(path);
    expect(visit(mpUrl(address))).toEqual(open(path === PAGES.adPage.path ? HOME : path));
  });

  it.each(pages.filter(([, p]) => p.path.startsWith('/pages/')).map(([key, p]) => [key, p.path]))(
    '%s: the spec mini program page %s (onPageNotFound) opens its H5 page',
    (_key, path) => {
      expect(h5RouteOf(path.slice(1), {})).toEqual(open(path));
    },
  );

  it('the shown pages: home and the sample book have pages of their own, the rest the generic page', () => {
    expect(mpAddressOf(HOME)).toEqual({ page: MP_PAGES.home, query: '' });
    expect(mpAddressOf('/')).toEqual({ page: MP_PAGES.home, query: '' });
    expect(mpAddressOf(PAGES.sampleBook.path)).toEqual({ page: MP_PAGES.sampleBook, query: '' });
    expect(mpAddressOf(PAGES.my.path)).toEqual({ page: MP_PAGES.web, query: 'path=%2Fpages%2Findex%2Fmy' });
  });

  it('the apply page share path /pages/index/apply', () => {
    expect(mpUrl(mpAddressOf('/pages/index/apply'))).toBe('/pages/web/index?path=%2Fpages%2Findex%2Fapply');
    expect(visit('/pages/web/index?path=%2Fpages%2Findex%2Fapply')).toEqual(open('/pages/index/apply'));
  });
});

/** The spec's known navigation targets with queries (section 2), both ways. */
describe('the navigation targets of spec section 2', () => {
  it.each([
    '/pages/user/changeAccount?type=2',
    '/pages/book/sampleBook?em_12',
    '/pages/book/sampleBook?ed_7',
    '/pages/book/bookIndex?id=3',
    '/pages/book/bookDetails?bookNo=927&bookNoIndex=1&lessonno=100500101&bookType=s&timuIndex=2',
    '/pages/book/musicPlayer?lessonno=yx55',
    '/pages/book/musicPlayer?bookNo=927',
    '/pages/book/resourcesDownload?lessonno=8',
    '/pages/book/resourcesDownload?lessonnoDa=8',
    '/pages/book/resourcesDownload?lessonnoKa=8',
    '/pages/book/resourcesDownload?lessonnoPi=8',
    '/pages/book/resourcesDownload?lessonnoZi=8',
    '/pages/book/bookSearch?search=%E8%AF%AD%E6%96%87',
    '/pages/book/answer?bookNo=927',
    '/pages/book/readWrite?current=0',
    '/pages/book/readWrite?current=1',
    '/pages/teacher/downloadDetails?bookNo=927',
    '/pages/teacher/downloadAllDetails?query=%E8%AF%AD%E6%96%87&cebie=10&year=2026',
    '/pages/other/knowledge?subject=12&isScan=1',
    '/pages/other/customerconsultation?type=kefu_1',
    '/pages/other/customerconsultation?type=kefu_ks',
  ])('%s', (route) => {
    const address = mpAddressOf(route);
    expect(visit(mpUrl(address))).toEqual(open(route));
    // The old mini program's own page of that path opens the same route (onPageNotFound).
    const cut = route.indexOf('?');
    expect(h5RouteOf(route.slice(1, cut), parseMpQuery(route.slice(cut + 1)))).toEqual(open(route));
  });

  it('the sample book keeps its bare query on its own page', () => {
    expect(mpAddressOf('/pages/book/sampleBook?em_12')).toEqual({
      page: MP_PAGES.sampleBook,
      query: 'em_12',
    });
    expect(h5RouteOf(MP_PAGES.sampleBook, { em_12: '' })).toEqual(open('/pages/book/sampleBook?em_12'));
    expect(h5RouteOf(MP_PAGES.sampleBook, { ed_7: '' })).toEqual(open('/pages/book/sampleBook?ed_7'));
    expect(h5RouteOf(MP_PAGES.sampleBook, {})).toEqual(open('/pages/book/sampleBook'));
  });
});

/** The entry addresses of section 2 ("Entry redirects"), opened through the generic page. */
describe('entry addresses through the generic page', () => {
  it.each([
    ['/marketing/927', '/pages/book/bookDetails?bookNo=927'],
    ['/marketing/55', '/pages/book/musicPlayer?lessonno=yx55'],
    ['/book?bookNo=927', '/pages/book/bookDetails?bookNo=927'],
    ['/book12y', '/pages/book/readWrite?current=0'],
    ['/book12x', '/pages/book/readWrite?current=1'],
    ['/ebk?em_3', '/pages/book/sampleBook?em_3'],
    ['/r?em=5', '/pages/book/sampleBook?em_5'],
    ['/r?ed=5', '/pages/book/sampleBook?ed_5'],
    ['/r?s=100500101', '/pages/book/bookDetails?s=100500101'],
    ['/r?t=115245', '/pages/book/bookDetails?t=115245'],
    ['/r?y=9', '/pages/book/bookDetails?y=9'],
    ['/r?x=8', '/pages/book/resourcesDownload?lessonno=8'],
    ['/r?d=8', '/pages/book/resourcesDownload?lessonnoDa=8'],
    ['/r?bk=3', '/pages/book/bookIndex?id=3'],
    ['/r?subject=12', '/pages/other/knowledge?subject=12&isScan=1'],
    ['/twoCode.app?TkAllAudioBook=927', '/pages/book/bookDetails?bookNo=927'],
    ['/twoCode.app?TkBookInfo=927', '/pages/book/bookDetails?bookNo=927'],
    ['/twoCode.app?TkFilmBookInfo=927', '/pages/book/bookDetails?bookNo=927'],
    ['/twoCode.app?TkAudioInfo=5', '/pages/book/bookDetails?TkAudioInfo=5'],
    ['/twoCode.app?TkAllPptBook=927', '/pages/teacher/downloadDetails?bookNo=927'],
    ['/twoCode.app?PdfDownload=8', '/pages/book/resourcesDownload?lessonnoKa=8'],
    ['/twoCode.app?NewShelf=2', '/pages/book/sampleBook?em_2'],
    ['/twoCode.app?NoLoginBook=2', '/pages/book/sampleBook?ed_2'],
    ['/twoCode.app?TkBookContent=8&type=8', '/pages/book/resourcesDownload?lessonnoZi=8'],
    ['/twoCode.app?TkBookContent=8&type=9', '/pages/book/resourcesDownload?lessonnoDa=8'],
    ['/twoCode.app?Other=1', '/pages/book/bookDetails?Other=1'],
    ['/r', HOME],
  ])('%s → %s', (entry, to) => {
    expect(visit(`/${MP_PAGES.web}?path=${encodeURIComponent(entry)}`)).toEqual(open(to));
  });

  it('refuses what is not an address of this app', () => {
    for (const bad of [
      'https://evil.example/pages/index/my',
      '//evil.example/x',
      'javascript:alert(1)',
      '/nope',
      '/pages/../x',
      '',
    ])
      expect(h5RouteOf(MP_PAGES.web, { path: encodeURIComponent(bad) })).toEqual(open(HOME));
    expect(appRoute('/pages/index/my/')).toBe('/pages/index/my');
    expect(mpAddressOf('https://evil.example/')).toEqual({ page: MP_PAGES.home, query: '' });
  });
});

/** The redirect inputs (section 3) as other/toWxMp and the messenger's QR scan send them. */
describe('the redirect page inputs', () => {
  it('home with a scan value q goes where the H5 scanner would', () => {
    const q = (text: string) => h5RouteOf(MP_PAGES.home, { q: encodeURIComponent(text) });
    expect(q('https://jc.example.com/r?em=5')).toEqual(open('/pages/book/sampleBook?em_5'));
    expect(q('https://jc.example.com/twoCode.app?TkBookInfo=927')).toEqual(
      open('/pages/book/bookDetails?bookNo=927'),
    );
    expect(q('https://jc.example.com/marketing/88')).toEqual(open('/pages/book/musicPlayer?lessonno=yx88'));
    expect(q('语文三年级')).toEqual(
      open('/pages/book/bookSearch?search=%E8%AF%AD%E6%96%87%E4%B8%89%E5%B9%B4%E7%BA%A7'),
    );
    const barcode = withEan13Check('978710712345');
    expect(q(barcode)).toEqual(open(scannedCodePath(barcode)));
    expect(scannedCodePath(barcode)).toBe(`/pages/user/camera?code=${barcode}`);
    expect(q('https://other.example.com/x')).toEqual({ kind: 'fail', msg: SCAN_FAILED_MSG, path: HOME });
  });

  it('home without q, or with an empty one, is H5 home', () => {
    expect(h5RouteOf(MP_PAGES.home)).toEqual(open(HOME));
    expect(h5RouteOf(MP_PAGES.home, { q: '' })).toEqual(open(HOME));
    expect(h5RouteOf(`/${MP_PAGES.home}`, {})).toEqual(open(HOME));
  });

  it('a broken escape in q is read as written', () => {
    expect(h5RouteOf(MP_PAGES.home, { q: '%E4%B' })).toEqual(open('/pages/book/bookSearch?search=%25E4%25B'));
  });

  it('logout=1 (the H5 ending its session) is the mini program own: never part of the route', () => {
    expect(MP_LOGOUT_OPTION).toBe('logout');
    expect(visit('/pages/web/index?path=%2Fpages%2Findex%2Fhome&logout=1')).toEqual(open(HOME));
    expect(visit('/pages/web/index?path=%2Fpages%2Findex%2Fmy&logout=1')).toEqual(open('/pages/index/my'));
    expect(visit('/pages/book/sampleBook?em_5&logout=1')).toEqual(open('/pages/book/sampleBook?em_5'));
    expect(visit('/pages/index/home?logout=1')).toEqual(open(HOME));
    expect(visit('/pages/book/bookDetails?logout=1&bookNo=927')).toEqual(
      open('/pages/book/bookDetails?bookNo=927'),
    );
  });

  it('unknown mini-program pages open H5 home', () => {
    expect(h5RouteOf('pages/nope/index', { a: '1' })).toEqual(open(HOME));
    expect(h5RouteOf('', {})).toEqual(open(HOME));
  });
});

describe('the web-view address and its hand-off', () => {
  it('adds the shell and the token after the route own query', () => {
    expect(webViewSrc('https://jc.example.com/', '/pages/book/sampleBook?em_5', 'a.b/c')).toBe(
      'https://jc.example.com/pages/book/sampleBook?em_5&jc_shell=miniprogram&jc_token=a.b%2Fc',
    );
    expect(webViewSrc('https://jc.example.com', HOME, null)).toBe(
      'https://jc.example.com/pages/index/home?jc_shell=miniprogram',
    );
  });

  it('takes the hand-off back out, leaving the rest as written', () => {
    expect(takeHandoff('?em_5&jc_shell=miniprogram&jc_token=a.b%2Fc')).toEqual({
      search: '?em_5',
      token: 'a.b/c',
      shell: 'miniprogram',
    });
    expect(takeHandoff('?jc_token=&a=1&b')).toEqual({ search: '?a=1&b', token: null, shell: null });
    expect(takeHandoff('')).toEqual({ search: '', token: null, shell: null });
  });

  it('options back to a query', () => {
    expect(optionsQuery({ em_5: '', a: '1', b: undefined })).toBe('em_5&a=1&b');
    expect(parseMpQuery('?em_5&a=1&path=%2Fx')).toEqual({ em_5: '', a: '1', path: '%2Fx' });
  });
});
