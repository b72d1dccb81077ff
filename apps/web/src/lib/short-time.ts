const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const chinaDate = (ms: number) => new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A server time ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai) said shortly: 今天 09:30, 昨天 21:05, 3月2日 08:00,
 * or 2025年12月30日 for another year.
 */
export function shortTime(serverTime: string, now: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(serverTime);
  if (!match) return serverTime;
  const [, y, m, d, hh, mm] = match;
  const date = `${y}-${m}-${d}`;
  const clock = `${hh}:${mm}`;
  if (date === chinaDate(now)) return `今天 ${clock}`;
  if (date === chinaDate(now - 86_400_000)) return `昨天 ${clock}`;
  if (y === chinaDate(now).slice(0, 4)) return `${Number(m)}月${Number(d)}日 ${clock}`;
  return `${y}年${Number(m)}月${Number(d)}日`;
}
