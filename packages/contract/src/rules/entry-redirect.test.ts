import { describe, expect, it } from 'vitest';
import { ALL_PAGE_PATHS, ENTRY_PREFIXES, PAGES } from '../routes.js';
import { matchEntryAddress, resolveEntryRedirect } from './entry-redirect.js';

const DETAILS = PAGES.bookDetails.path;
const HOME = PAGES.home.path;

describe('resolveEntryRedirect: /marketing', () => {
  it.each([
    ['/marketing/927', `${DETAILS}?bookNo=927`],
    ['/marketing/927/', `${DETAILS}?bookNo=927`],
    ['/marketing/123', '/pages/book/musicPlayer?lessonno=yx123'],
    ['/marketing/1927', '/pages/book/musicPlayer?lessonno=yx1927'],
    ['/marketing/0927', '/pages/book/musicPlayer?lessonno=yx0927'],
    ['/marketing/abc456', '/pages/book/musicPlayer?lessonno=yx456'],
    ['/marketing/a/b/789//', '/pages/book/musicPlayer?lessonno=yx789'],
    ['/marketing/abc', HOME],
    ['/marketing/', HOME],
    ['/marketing', HOME],
  ])('%s → %s', (path, to) => {
    expect(resolveEntryRedirect(path, '')).toBe(to);
  });

  it('ignores the query of a marketing link', () => {
    expect(resolveEntryRedirect('/marketing/55', '?from=poster')).toBe(
      '/pages/book/musicPlayer?lessonno=yx55',
    );
  });

  it('is case-sensitive: /Marketing/927 is not an entry address', () => {
    expect(resolveEntryRedirect('/Marketing/927', '')).toBeNull();
  });
});

describe('resolveEntryRedirect: /book', () => {
  it.each([
    ['/book', '?bookNo=927', `${DETAILS}?bookNo=927`],
    ['/book/', '?bookNo=927', `${DETAILS}?bookNo=927`],
    ['/book', 'bookNo=927', `${DETAILS}?bookNo=927`],
    ['/book', '?bookNo=%20A%2FB%20', `${DETAILS}?bookNo=A%2FB`],
    ['/book', '?x=1&bookNo=12', `${DETAILS}?bookNo=12`],
    ['/book927', '', `${DETAILS}?bookNo=927`],
    ['/book/927', '', `${DETAILS}?bookNo=927`],
    ['/book927y', '', '/pages/book/readWrite?current=0'],
    ['/book927y/', '?foo=1', '/pages/book/readWrite?current=0'],
    ['/bookABCy', '', '/pages/book/readWrite?current=0'],
    ['/booky', '', '/pages/book/readWrite?current=0'],
    ['/book927x', '', '/pages/book/readWrite?current=1'],
    ['/book927Y', '', '/pages/book/readWrite?current=1'],
    ['/book/12-3_a', '', '/pages/book/readWrite?current=1'],
    ['/book', '', HOME],
    ['/book', '?bookNo=', HOME],
    ['/book', '?bookNo=%20%20', HOME],
    ['/book', '?id=927', HOME],
    ['/book927y!', '', HOME],
    ['/book/9/7y', '', HOME],
  ])('%s %s → %s', (path, search, to) => {
    expect(resolveEntryRedirect(path, search)).toBe(to);
  });
});

describe('resolveEntryRedirect: /ebk', () => {
  it.each([
    ['/ebk', '', PAGES.sampleBook.path],
    ['/ebk/', '', PAGES.sampleBook.path],
    ['/ebk', '?em_12', `${PAGES.sampleBook.path}?em_12`],
  ])('%s %s → %s', (path, search, to) => {
    expect(resolveEntryRedirect(path, search)).toBe(to);
  });

  it('does not match /ebk with a suffix', () => {
    expect(resolveEntryRedirect('/ebk2', '')).toBeNull();
  });
});

describe('resolveEntryRedirect: /r short keys', () => {
  it.each([
    ['?em=123', '/pages/book/sampleBook?em_123'],
    ['?ed=456', '/pages/book/sampleBook?ed_456'],
    ['?em=a%20b', '/pages/book/sampleBook?em_a%20b'],
    ['?s=100500101', `${DETAILS}?s=100500101`],
    ['?s=100500101&from=qr', `${DETAILS}?s=100500101&from=qr`],
    ['?t=2001', `${DETAILS}?t=2001`],
    ['?t=115245', `${DETAILS}?t=115245`],
    ['?t=115245&extra=1', `${DETAILS}?t=115245`],
    ['?t=%20115245%20', `${DETAILS}?t=115245`],
    ['?y=77', `${DETAILS}?y=77`],
    ['?k=88', `${DETAILS}?k=88`],
    ['?x=L1', '/pages/book/resourcesDownload?lessonno=L1'],
    ['?d=L2', '/pages/book/resourcesDownload?lessonnoDa=L2'],
    ['?bk=9', '/pages/book/bookIndex?id=9'],
    ['?subject=%E8%AF%AD%E6%96%87', '/pages/other/knowledge?subject=%E8%AF%AD%E6%96%87&isScan=1'],
    ['?subject=a+b', '/pages/other/knowledge?subject=a%20b&isScan=1'],
    ['?subject=a%26b', '/pages/other/knowledge?subject=a%26b&isScan=1'],
    ['?tr=31', '/pages/book/readingListening?tr=31'],
    ['?p=41', '/pages/other/pdfView?p=41'],
  ])('/r%s → %s', (search, to) => {
    expect(resolveEntryRedirect('/r', search)).toBe(to);
  });

  it('tolerates a trailing slash and a search without "?"', () => {
    expect(resolveEntryRedirect('/r/', '?x=5')).toBe('/pages/book/resourcesDownload?lessonno=5');
    expect(resolveEntryRedirect('/r', 'x=5')).toBe('/pages/book/resourcesDownload?lessonno=5');
  });

  it('takes the first known key that has a value', () => {
    expect(resolveEntryRedirect('/r', '?x=&d=7')).toBe('/pages/book/resourcesDownload?lessonnoDa=7');
    expect(resolveEntryRedirect('/r', '?from=a&bk=3')).toBe('/pages/book/bookIndex?id=3');
    expect(resolveEntryRedirect('/r', '?s=1&t=115245')).toBe(`${DETAILS}?s=1&t=115245`);
  });

  it('sends unknown keys (keys are case-sensitive) to bookDetails with the query', () => {
    expect(resolveEntryRedirect('/r', '?zz=1')).toBe(`${DETAILS}?zz=1`);
    expect(resolveEntryRedirect('/r', '?X=5')).toBe(`${DETAILS}?X=5`);
    expect(resolveEntryRedirect('/r', '?constructor=1')).toBe(`${DETAILS}?constructor=1`);
    expect(resolveEntryRedirect('/r', '?__proto__=1')).toBe(`${DETAILS}?__proto__=1`);
  });

  it('sends an /r without any value to home', () => {
    expect(resolveEntryRedirect('/r', '')).toBe(HOME);
    expect(resolveEntryRedirect('/r', '?')).toBe(HOME);
    expect(resolveEntryRedirect('/r', '?em=')).toBe(HOME);
    expect(resolveEntryRedirect('/r', '?x=%20&d')).toBe(HOME);
  });

  it('does not throw on broken percent-encoding', () => {
    expect(resolveEntryRedirect('/r', '?x=%E4%ZZ')).toBe(
      '/pages/book/resourcesDownload?lessonno=%EF%BF%BD%25ZZ',
    );
  });

  it('is case-sensitive on the path', () => {
    expect(resolveEntryRedirect('/R', '?s=1')).toBeNull();
  });
});

describe('resolveEntryRedirect: /twoCode.app long keys', () => {
  it.each([
    ['?TkAllAudioBook=B1', `${DETAILS}?bookNo=B1`],
    ['?TkBookInfo=B2', `${DETAILS}?bookNo=B2`],
    ['?TkFilmBookInfo=B3', `${DETAILS}?bookNo=B3`],
    ['?VwhFilmInfo=B4', `${DETAILS}?VwhFilmInfo=B4`],
    ['?TkAudioInfo=A1&n=2', `${DETAILS}?TkAudioInfo=A1&n=2`],
    ['?IntelligentMark=M1', `${DETAILS}?IntelligentMark=M1`],
    ['?TkAllPptBook=B5', '/pages/teacher/downloadDetails?bookNo=B5'],
    ['?PdfDownload=K1', '/pages/book/resourcesDownload?lessonnoKa=K1'],
    ['?NewShelf=E1', '/pages/book/sampleBook?em_E1'],
    ['?NoLoginBook=E2', '/pages/book/sampleBook?ed_E2'],
    ['?TkBookContent=C1&type=8', '/pages/book/resourcesDownload?lessonnoZi=C1'],
    ['?type=9&TkBookContent=C2', '/pages/book/resourcesDownload?lessonnoDa=C2'],
    ['?TkBookContent=C3&type=%209%20', '/pages/book/resourcesDownload?lessonnoDa=C3'],
    ['?TkBookContent=C4&type=7', `${DETAILS}?TkBookContent=C4&type=7`],
    ['?TkBookContent=C5', `${DETAILS}?TkBookContent=C5`],
    ['?SomethingNew=1', `${DETAILS}?SomethingNew=1`],
    ['?tkbookinfo=1', `${DETAILS}?tkbookinfo=1`],
    ['?bookNo=927', `${DETAILS}?bookNo=927`],
    ['?TkBookInfo=%E4%B9%A6%20%231', `${DETAILS}?bookNo=%E4%B9%A6%20%231`],
  ])('/twoCode.app%s → %s', (search, to) => {
    expect(resolveEntryRedirect('/twoCode.app', search)).toBe(to);
  });

  it('tolerates a trailing slash, and sends an empty query to home', () => {
    expect(resolveEntryRedirect('/twoCode.app/', '?TkBookInfo=1')).toBe(`${DETAILS}?bookNo=1`);
    expect(resolveEntryRedirect('/twoCode.app', '')).toBe(HOME);
    expect(resolveEntryRedirect('/twoCode.app', '?TkBookInfo=')).toBe(HOME);
  });

  it('is case-sensitive on the path', () => {
    expect(resolveEntryRedirect('/twocode.app', '?TkBookInfo=1')).toBeNull();
  });
});

describe('resolveEntryRedirect: other addresses', () => {
  it.each(['/', '', '/pages/index/home', '/pages/book/bookDetails', '/rr', '/api/x', '/twoCode.apps'])(
    '%j is not an entry address',
    (path) => {
      expect(resolveEntryRedirect(path, '?s=1')).toBeNull();
      expect(matchEntryAddress(path, '?s=1')).toBeNull();
    },
  );

  it('reports malformed entry addresses', () => {
    expect(matchEntryAddress('/r', '')).toEqual({ kind: 'malformed' });
    expect(matchEntryAddress('/r', '?s=1')).toEqual({ kind: 'redirect', to: `${DETAILS}?s=1` });
  });

  it('recognises every server entry prefix', () => {
    const samples: Record<(typeof ENTRY_PREFIXES)[number], [string, string]> = {
      '/r': ['/r', '?s=1'],
      '/twoCode.app': ['/twoCode.app', '?TkBookInfo=1'],
      '/marketing/': ['/marketing/1', ''],
      '/book': ['/book1', ''],
      '/ebk': ['/ebk', ''],
    };
    for (const prefix of ENTRY_PREFIXES) {
      const [path, search] = samples[prefix];
      expect(path.startsWith(prefix)).toBe(true);
      expect(matchEntryAddress(path, search)?.kind).toBe('redirect');
    }
  });

  it('only ever targets pages of the route table', () => {
    const inputs: Array<[string, string]> = [
      ['/marketing/927', ''],
      ['/marketing/5', ''],
      ['/book', '?bookNo=1'],
      ['/book1y', ''],
      ['/ebk', '?ed_1'],
      ['/r', ''],
      ...['em', 'ed', 's', 't', 'y', 'k', 'x', 'd', 'bk', 'subject', 'tr', 'p', 'zz'].map(
        (k): [string, string] => ['/r', `?${k}=1`],
      ),
    ];
    for (const [path, search] of inputs) {
      const to = resolveEntryRedirect(path, search);
      expect(to).not.toBeNull();
      expect(ALL_PAGE_PATHS).toContain(to?.split('?')[0]);
    }
  });
});
