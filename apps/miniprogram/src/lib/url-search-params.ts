/**
 * URLSearchParams for the mini program: its JavaScript runtime has no URL API, and the contract's rules
 * (the entry key table, the scan router) read queries with it. scripts/build.mjs injects this class for
 * every use of the global name, so the rules run the same code in the mini program as in the browser.
 * It parses as the WHATWG urlencoded parser does (`+` is a space, percent-escapes are bytes decoded as
 * UTF-8, a broken sequence becomes U+FFFD) and offers what the rules use: get, getAll, has, iteration,
 * forEach and toString. Tested against Node's own in test/url-search-params.test.ts.
 */

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0xfffd;
    const c = cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return bytes;
}

/** UTF-8 → text; each maximal invalid subsequence becomes one U+FFFD (as TextDecoder does). */
function utf8Text(bytes: number[]): string {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let cp: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i += 1;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      cp = b & 0x0f;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      cp = b & 0x07;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else {
      out += '\uFFFD';
      i += 1;
      continue;
    }
    let j = 1;
    for (; j <= need; j += 1) {
      const next = bytes[i + j];
      if (next === undefined || next < lower || next > upper) break;
      cp = (cp << 6) | (next & 63);
      lower = 0x80;
      upper = 0xbf;
    }
    if (j <= need) {
      out += '\uFFFD';
      i += j;
      continue;
    }
    out += String.fromCodePoint(cp);
    i += need + 1;
  }
  return out;
}

const HEX = /^[0-9A-Fa-f]{2}$/;

function decode(part: string): string {
  const text = part.replace(/\+/g, ' ');
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length;) {
    if (text[i] === '%' && HEX.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0xfffd);
      bytes.push(...utf8Bytes(char));
      i += char.length;
    }
  }
  return utf8Text(bytes);
}

const encode = (text: string) =>
  encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export class URLSearchParamsLite {
  private readonly list: [string, string][] = [];

  constructor(init: string = '') {
    const query = init.startsWith('?') ? init.slice(1) : init;
    for (const part of query.split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      this.list.push(eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
    }
  }

  get(name: string): string | null {
    return this.list.find(([k]) => k === name)?.[1] ?? null;
  }

  getAll(name: string): string[] {
    return this.list.filter(([k]) => k === name).map(([, v]) => v);
  }

  has(name: string): boolean {
    return this.list.some(([k]) => k === name);
  }

  forEach(fn: (value: string, key: string) => void): void {
    this.list.forEach(([k, v]) => fn(v, k));
  }

  entries(): IterableIterator<[string, string]> {
    return this.list.map(([k, v]) => [k, v] as [string, string])[Symbol.iterator]();
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  toString(): string {
    return this.list.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  }
}

export { URLSearchParamsLite as URLSearchParams };
