/**
 * Which addresses the in-app viewers may open. The PDF viewer fetches the file itself, so it stays on
 * this site's own files; the web view shows https pages (any host) and this app's own paths. Both
 * refuse `javascript:`, `data:`, `blob:` and every other scheme.
 */

export type AddressCheck = { ok: true; url: string } | { ok: false; reason: string };

export const PDF_ADDRESS_REFUSED = '只能打开本站 /media/ 或 /uploads/ 下的 PDF 文件';
export const PDF_ADDRESS_MISSING = '缺少文档地址';
export const WEB_ADDRESS_REFUSED = '只能打开 https 网址或本应用内的页面';
export const WEB_ADDRESS_MISSING = '缺少网页地址';

/** Folders of this site that hold documents (demo media, uploads). */
const PDF_FOLDERS = ['/media/', '/uploads/'];

/** Backslashes and control characters are read differently by browsers: never guess. */
function unsafeCharacters(text: string): boolean {
  return [...text].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/** A URL with a scheme, or a site path; `//host/…` (another host) and `page.html` are not. */
function isPathOrAbsolute(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(text) || (text.startsWith('/') && !text.startsWith('//'));
}

/** An http(s) URL, or null: `blob:` and friends carry the origin of what they wrap, so check the scheme. */
function parse(raw: string, origin: string): URL | null {
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A PDF address: a path (`/media/pdf/a.pdf`) or a full URL on this origin, under /media/ or /uploads/
 * after normalising (`/media/../api/x` is refused). Answers the same-origin path with its query.
 */
export function checkPdfAddress(raw: string | null | undefined, origin: string): AddressCheck {
  const text = raw?.trim() ?? '';
  if (text === '') return { ok: false, reason: PDF_ADDRESS_MISSING };
  if (unsafeCharacters(text) || !isPathOrAbsolute(text)) return { ok: false, reason: PDF_ADDRESS_REFUSED };
  const url = parse(text, origin);
  if (!url || url.origin !== origin) return { ok: false, reason: PDF_ADDRESS_REFUSED };
  if (!PDF_FOLDERS.some((f) => url.pathname.startsWith(f))) return { ok: false, reason: PDF_ADDRESS_REFUSED };
  return { ok: true, url: `${url.pathname}${url.search}` };
}

/**
 * A web-view address: an absolute `https:` URL, or a path of this site (`/pages/…`, also written as a
 * full URL on this origin). Answers the URL to put in the frame.
 */
export function checkWebAddress(raw: string | null | undefined, origin: string): AddressCheck {
  const text = raw?.trim() ?? '';
  if (text === '') return { ok: false, reason: WEB_ADDRESS_MISSING };
  if (unsafeCharacters(text) || !isPathOrAbsolute(text)) return { ok: false, reason: WEB_ADDRESS_REFUSED };
  const url = parse(text, origin);
  if (!url) return { ok: false, reason: WEB_ADDRESS_REFUSED };
  if (url.origin === origin) return { ok: true, url: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '')
    return { ok: true, url: url.href };
  return { ok: false, reason: WEB_ADDRESS_REFUSED };
}
