import { describe, expect, it } from 'vitest';
import { downloadFileName, formatDuration, formatSize, isPdf, percentOf } from './format';
import {
  keepCached,
  parseSavedItems,
  totalBytes,
  withItem,
  withoutItem,
  type SavedItem,
  type SavedItems,
} from './listening-store';
import { downloadTarget, parseSampleBookQuery, pdfViewUrl } from './query-kinds';

describe('formatSize', () => {
  it('reads bytes as people do', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(-5)).toBe('0 B');
    expect(formatSize(Number.NaN)).toBe('0 B');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(33_890)).toBe('33.1 KB');
    expect(formatSize(150 * 1024)).toBe('150 KB');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatSize(3 * 1024 ** 4)).toBe('3072 GB');
  });
});

describe('percentOf and durations', () => {
  it('clamps to whole percents', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1200, 1000)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });
  it('formats m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(11.6)).toBe('0:12');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('file names and kinds', () => {
  it('takes the extension from the path, else the kind, and drops refused characters', () => {
    expect(downloadFileName('语文 同步课件', '/media/pdf/ebook-yuwen.pdf', 'pdf')).toBe('语文 同步课件.pdf');
    expect(downloadFileName('a/b:c', '/files/x.MP3?v=2', 'mp3')).toBe('a b c.mp3');
    expect(downloadFileName('讲义', '/download/42', 'zip')).toBe('讲义.zip');
    expect(downloadFileName('  ', '/x.ppt', 'ppt')).toBe('资源.ppt');
  });
  it('knows a PDF by kind or path', () => {
    expect(isPdf('PDF', '/x')).toBe(true);
    expect(isPdf('file', '/x.pdf?x=1')).toBe(true);
    expect(isPdf('mp3', '/x.mp3')).toBe(false);
  });
});

describe('downloadTarget', () => {
  const t = (q: string) => downloadTarget(new URLSearchParams(q));
  it('maps each query to its kind; the first non-empty code wins', () => {
    expect(t('lessonno=1')).toEqual({ by: 'code', code: '1', kind: 'all' });
    expect(t('lessonnoDa=2')).toEqual({ by: 'code', code: '2', kind: 'da' });
    expect(t('lessonnoKa=3')).toEqual({ by: 'code', code: '3', kind: 'ka' });
    expect(t('lessonnoZi=4')).toEqual({ by: 'code', code: '4', kind: 'zi' });
    expect(t('lessonnoPi=5')).toEqual({ by: 'code', code: '5', kind: 'pi' });
    expect(t('lessonno=%20&lessonnoKa=6')).toEqual({ by: 'code', code: '6', kind: 'ka' });
  });
  it('falls back to a book number, then the picker', () => {
    expect(t('bookNo=927')).toEqual({ by: 'book', bookNo: '927' });
    expect(t('lessonno=&bookNo=')).toEqual({ by: 'picker' });
    expect(t('')).toEqual({ by: 'picker' });
  });
});

describe('parseSampleBookQuery', () => {
  it('reads em_{area} and ed_{book} bare keys', () => {
    expect(parseSampleBookQuery('?em_3')).toEqual({ kind: 'area', areaId: 3 });
    expect(parseSampleBookQuery('ed_12')).toEqual({ kind: 'book', id: 12 });
    expect(parseSampleBookQuery('?from=x&ed_7')).toEqual({ kind: 'book', id: 7 });
  });
  it('reads named parameters from /ebk links and ignores anything else', () => {
    expect(parseSampleBookQuery('?areaId=2')).toEqual({ kind: 'area', areaId: 2 });
    expect(parseSampleBookQuery('?id=9')).toEqual({ kind: 'book', id: 9 });
    expect(parseSampleBookQuery('?em_abc')).toEqual({ kind: 'none' });
    expect(parseSampleBookQuery('?id=0')).toEqual({ kind: 'none' });
    expect(parseSampleBookQuery('')).toEqual({ kind: 'none' });
  });
  it('builds the viewer address', () => {
    const u = new URL(pdfViewUrl('/media/pdf/a b.pdf', '样书 & 答案'), 'http://x');
    expect(u.pathname).toBe('/pages/other/pdfView');
    expect(u.searchParams.get('url')).toBe('/media/pdf/a b.pdf');
    expect(u.searchParams.get('title')).toBe('样书 & 答案');
  });
});

describe('saved listening items', () => {
  const item = (timuId: number, path: string, bytes: number): SavedItem => ({
    timuId,
    title: `第${timuId}条`,
    path,
    type: 't',
    duration: 10,
    bytes,
    bookNo: '311',
    bookTitle: '语文 三年级上册',
    savedAt: timuId,
  });
  const two: SavedItems = withItem(
    withItem({}, item(1, '/media/audio/a.mp3', 100)),
    item(2, '/media/audio/a.mp3', 100),
  );
  const three = withItem(two, item(3, '/media/audio/b.mp3', 50));

  it('counts a shared file once', () => {
    expect(totalBytes({})).toBe(0);
    expect(totalBytes(two)).toBe(100);
    expect(totalBytes(three)).toBe(150);
  });
  it('deletes a file only when no other item uses it', () => {
    const a = withoutItem(three, 1);
    expect(a.dropPath).toBeNull();
    expect(Object.keys(a.items)).toEqual(['2', '3']);
    const b = withoutItem(a.items, 2);
    expect(b.dropPath).toBe('/media/audio/a.mp3');
    expect(withoutItem(b.items, 99)).toEqual({ items: b.items, dropPath: null });
  });
  it('forgets items whose file the browser evicted', () => {
    expect(Object.keys(keepCached(three, new Set(['/media/audio/b.mp3'])))).toEqual(['3']);
  });
  it('reads stored values defensively', () => {
    expect(parseSavedItems(null)).toEqual({});
    expect(parseSavedItems('x')).toEqual({});
    expect(parseSavedItems({ 1: { timuId: 1 }, 2: item(2, 'relative.mp3', 1) })).toEqual({});
    expect(parseSavedItems(JSON.parse(JSON.stringify(three)))).toEqual(three);
  });
});
