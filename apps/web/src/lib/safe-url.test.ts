import { describe, expect, it } from 'vitest';
import {
  PDF_ADDRESS_MISSING,
  PDF_ADDRESS_REFUSED,
  WEB_ADDRESS_MISSING,
  WEB_ADDRESS_REFUSED,
  checkPdfAddress,
  checkWebAddress,
} from './safe-url';

const origin = 'https://app.example.cn';

describe('checkPdfAddress', () => {
  it('accepts this site’s /media/ and /uploads/ files, as paths or full URLs', () => {
    expect(checkPdfAddress('/media/pdf/ebook-yuwen.pdf', origin)).toEqual({
      ok: true,
      url: '/media/pdf/ebook-yuwen.pdf',
    });
    expect(checkPdfAddress(' /uploads/2024/a.pdf?v=2 ', origin)).toEqual({
      ok: true,
      url: '/uploads/2024/a.pdf?v=2',
    });
    expect(checkPdfAddress(`${origin}/media/pdf/a.pdf`, origin)).toEqual({
      ok: true,
      url: '/media/pdf/a.pdf',
    });
  });

  it('refuses other hosts, other folders, escapes and schemes', () => {
    for (const bad of [
      'https://evil.example.com/media/a.pdf',
      '//evil.example.com/media/a.pdf',
      'http://app.example.cn/media/a.pdf', // another origin (scheme differs)
      '/api/book/getEBookOne/1',
      '/media/../api/x.pdf',
      '/media%2f..%2fapi',
      '/mediafile.pdf',
      'media/a.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'blob:https://app.example.cn/1',
      '/media\\..\\api',
      '/media/a\n.pdf',
    ])
      expect(checkPdfAddress(bad, origin), bad).toEqual({ ok: false, reason: PDF_ADDRESS_REFUSED });
  });

  it('says when the address is missing', () => {
    expect(checkPdfAddress(null, origin)).toEqual({ ok: false, reason: PDF_ADDRESS_MISSING });
    expect(checkPdfAddress('  ', origin)).toEqual({ ok: false, reason: PDF_ADDRESS_MISSING });
  });
});

describe('checkWebAddress', () => {
  it('accepts https pages of any host and this site’s paths', () => {
    expect(checkWebAddress('https://www.example.org/a?b=1#c', origin)).toEqual({
      ok: true,
      url: 'https://www.example.org/a?b=1#c',
    });
    expect(checkWebAddress('HTTPS://Example.org', origin)).toEqual({ ok: true, url: 'https://example.org/' });
    expect(checkWebAddress('/pages/user/aboutUs?x=1', origin)).toEqual({
      ok: true,
      url: '/pages/user/aboutUs?x=1',
    });
    expect(checkWebAddress(`${origin}/media/ads/a.svg`, origin)).toEqual({
      ok: true,
      url: '/media/ads/a.svg',
    });
    // On a plain-http development host its own paths still work.
    expect(checkWebAddress('/pages/index/home', 'http://127.0.0.1:3000')).toEqual({
      ok: true,
      url: '/pages/index/home',
    });
  });

  it('refuses script, data and other schemes, plain http elsewhere, credentials and relative names', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://app.example.cn/1',
      'file:///etc/passwd',
      'ftp://example.org/a',
      'vbscript:msgbox(1)',
      'http://example.org/',
      '//example.org/a',
      'page.html',
      'https://user:pw@example.org/',
    ])
      expect(checkWebAddress(bad, origin), bad).toEqual({ ok: false, reason: WEB_ADDRESS_REFUSED });
  });

  it('says when the address is missing', () => {
    expect(checkWebAddress(undefined, origin)).toEqual({ ok: false, reason: WEB_ADDRESS_MISSING });
  });
});
