/** The server writes times as `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (UTC+8), without a zone. */
const SERVER_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/** Epoch ms of a server time (or of ISO text with a zone); NaN when malformed. */
export function parseServerTime(text: string): number {
  const m = SERVER_TIME.exec(text.trim());
  if (m) return Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}+08:00`);
  return Date.parse(text);
}

/** Milliseconds left until `deadline`, never below 0; null without a deadline. */
export function msLeft(deadline: string | null, now: number): number | null {
  if (!deadline) return null;
  const at = parseServerTime(deadline);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `mm:ss`, or `h:mm:ss` from an hour up; rounds up so 00:00 shows only when the time is over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * `YYYY-MM-DD HH:mm`: a server time as written (Beijing time, the product's clock); ISO text with a
 * zone in local time; '' for missing or malformed input.
 */
export function formatDateTime(text: string | null | undefined): string {
  if (!text) return '';
  const m = SERVER_TIME.exec(text.trim());
  if (m) return `${m[1]} ${m[2]}`;
  const d = new Date(text);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
