/** Pure helpers of the teaching-resource pages (tested in links.test.ts). */

/** A signed link is renewed before a download when it expires within this margin. */
export const LINK_MARGIN_MS = 60_000;

/** True when a signed link has expired, or will within the margin (or its expiry is unreadable). */
export function linkIsStale(expiresAt: string, now: number): boolean {
  const at = Date.parse(expiresAt);
  return !Number.isFinite(at) || at - now < LINK_MARGIN_MS;
}

/** A file name for saving: the title plus the kind as extension, without characters file systems refuse. */
export function savedFileName(title: string, kind: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || '资源';
  const ext = /^[A-Za-z0-9]{1,8}$/.test(kind) ? kind.toLowerCase() : '';
  return ext && !base.toLowerCase().endsWith(`.${ext}`) ? `${base}.${ext}` : base;
}

/** Adds or removes an id of a selection (a new Set: React state). */
export function toggled(selection: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** A simple check before the server's: something@domain.tld. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The year choices of the whole packages: this school year and the four before it. */
export function recentYears(now: Date, count = 5): number[] {
  // A school year starts in August: until then the packages of last year are the newest.
  const start = now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
  return Array.from({ length: count }, (_, i) => start - i);
}
