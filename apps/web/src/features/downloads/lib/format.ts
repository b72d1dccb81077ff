/** Pure helpers of the download pages (tested in downloads-lib.test.ts). */

/** Bytes as people read them: 512 B, 23.4 KB, 1.5 MB (1 KB = 1024 bytes; one decimal below 100). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const text = value < 100 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${text} ${units[unit]}`;
}

/** Whole percent of a download, 0..100; unknown totals read 0 until the end. */
export function percentOf(received: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((received / total) * 100)));
}

/** Seconds as m:ss (listening items are short). */
export function formatDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A file name for saving: the title plus the file's extension, without characters file systems refuse. */
export function downloadFileName(title: string, path: string, kind: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})(?:[?#]|$)/.exec(path)?.[1] ?? kind;
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || '资源';
  return ext ? `${base}.${ext.toLowerCase()}` : base;
}

/** A resource that opens in the PDF viewer. */
export const isPdf = (kind: string, path: string) =>
  kind.toLowerCase() === 'pdf' || /\.pdf(?:[?#]|$)/i.test(path);
