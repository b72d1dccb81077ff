/**
 * An instant of the wire (ISO 8601, `2026-11-24T09:00:00+08:00`) as the Beijing wall time
 * `YYYY-MM-DD HH:mm`, whatever the browser's zone: the form an operator types a contest's window in
 * (docs/articles.md, "The window is two instants"). Asia/Shanghai has no daylight saving, so +8 h is exact.
 */
export function shanghaiMinute(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
