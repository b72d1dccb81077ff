/** Pure helpers of the download pages (tested in downloads-lib.test.ts). */

export { formatSize, percentOf } from '@/lib/file-size';

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
