import fc from 'fast-check';

/**
 * Hostile values (docs/security.md, "Fuzz test"): what a careless or malicious client may put in any
 * field, path segment or query parameter. Mixed by the arbitraries with values shaped like the field.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  '😀'.repeat(50),
  '\r\n\r\nX-Injected: 1',
  'x'.repeat(5000),
  '中'.repeat(30_000),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'file:///etc/passwd',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '1 UNION SELECT password_hash FROM users',
  '%',
  '_',
  '\\',
  '"',
  "'",
  '`',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '0x10',
  ' 7 ',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2024-02-30',
  '9999-99-99 99:99:99',
  '1970-01-01 00:00:00',
  'http://169.254.169.254/latest/meta-data/',
  'javascript:alert(1)',
];

/** Values of other JSON types, for JSON bodies (a form can only carry strings and lists of them). */
export const NASTY_JSON: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, 2, 3],
  ['a', null],
  {},
  { $gt: '' },
  { toString: 'x' },
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  { constructor: { prototype: { polluted: 1 } } },
  [[[[[[[[[[[]]]]]]]]]]],
];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);
export const nastyJson = fc.constantFrom(...NASTY_JSON);

/** Raw bodies sent under a content type they do not match. */
export const MALFORMED_BODIES: readonly { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[1,2' },
  { contentType: 'application/json', body: '"\u0000"' },
  { contentType: 'application/json', body: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}' },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'application/x-www-form-urlencoded', body: '%E0%A4%A=1&a=%' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&a=2&a=3&__proto__[x]=1' },
  { contentType: 'application/x-www-form-urlencoded', body: '&&&===&' },
  { contentType: 'text/plain', body: 'hello' },
  {
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { contentType: 'multipart/form-data', body: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=XYZ',
    body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ntrunc',
  },
  { contentType: 'multipart/form-data; boundary=XYZ', body: '--XYZ--\r\n' },
];

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Files that lie about their type, or are empty, truncated or hostile, with the name and type they claim. */
export const LYING_FILES: readonly { filename: string; contentType: string; data: Buffer }[] = [
  { filename: 'a.png', contentType: 'image/png', data: Buffer.from('MZ this is not a picture') },
  { filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('GIF89a\u0001\u0000\u0001\u0000') },
  { filename: 'a.png', contentType: 'image/png', data: PNG_HEAD },
  { filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(0) },
  { filename: '../../../etc/passwd', contentType: 'image/png', data: PNG_HEAD },
  {
    filename: 'a.svg',
    contentType: 'image/svg+xml',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  {
    filename: 'a.mp4',
    contentType: 'video/mp4',
    data: Buffer.from('<html><script>alert(1)</script></html>'),
  },
  { filename: 'a.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF garbage') },
  { filename: 'a.zip', contentType: 'application/zip', data: Buffer.from('PK\u0003\u0004truncated') },
  {
    filename: 'a.apk',
    contentType: 'application/vnd.android.package-archive',
    data: Buffer.from('PK\u0005\u0006'),
  },
  { filename: 'a.xlsx', contentType: 'application/octet-stream', data: Buffer.from('PK\u0003\u0004') },
  {
    filename: 'a.csv',
    contentType: 'text/csv',
    data: Buffer.from('=cmd|" /C calc"!A0,\u0000\u0000\n"unterminated'),
  },
  { filename: 'a\u0000.png', contentType: 'image/png', data: Buffer.alloc(2048, 0xff) },
];
