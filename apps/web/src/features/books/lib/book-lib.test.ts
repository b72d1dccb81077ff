// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookInfo } from '@jc/contract';
import { cachedBookFor, storeBook, type BookMap } from './book-cache';
import {
  createProgressRecorder,
  readLocalProgress,
  resumePosition,
  writeLocalProgress,
  type ProgressSample,
} from './progress';
import { pushKeyword } from '@/lib/search-history';

const book = (bookNo: string, updateDate: string) =>
  ({
    bkInfo: { bookNo },
    lessonList: [],
    bkInfoRenew: { bookNo, updateDate },
  }) as unknown as BookInfo;

describe('book cache decision', () => {
  it('uses the cached book only when the stored date equals the server date', () => {
    const b = book('927', '2026-11-22 10:00:00');
    const { books, dates } = storeBook(b, null, null);
    expect(cachedBookFor('927', '2026-11-22 10:00:00', books, dates)).toBe(b);
    expect(cachedBookFor('927', '2026-11-22 10:00:01', books, dates)).toBeNull();
    expect(cachedBookFor('112', '2026-11-22 10:00:00', books, dates)).toBeNull();
    expect(cachedBookFor('927', '2026-11-22 10:00:00', books, null)).toBeNull();
    expect(cachedBookFor('927', '2026-11-22 10:00:00', null, dates)).toBeNull();
  });

  it('rejects a damaged entry', () => {
    const damaged = {
      '927': { book: { bkInfo: { bookNo: '112' }, lessonList: [] }, at: 1 },
    } as unknown as BookMap;
    expect(cachedBookFor('927', 'd', damaged, { '927': 'd' })).toBeNull();
  });

  it('keeps the newest books up to the limit and replaces an older copy', () => {
    let maps = storeBook(book('1', 'a'), null, null, 2, 1);
    maps = storeBook(book('2', 'a'), maps.books, maps.dates, 2, 2);
    maps = storeBook(book('1', 'b'), maps.books, maps.dates, 2, 3);
    maps = storeBook(book('3', 'a'), maps.books, maps.dates, 2, 4);
    expect(Object.keys(maps.books)).toEqual(['1', '3']);
    expect(maps.dates).toEqual({ '1': 'b', '3': 'a' });
  });
});

describe('progress throttle', () => {
  const sample = (position: number, timuId = 1): ProgressSample => ({ timuId, position, duration: 60 });

  it('saves at most once per interval while playing', () => {
    let t = 0;
    const save = vi.fn();
    const rec = createProgressRecorder(save, { intervalMs: 10_000, now: () => t });
    rec.tick(sample(0));
    for (t = 250; t < 10_000; t += 250) rec.tick(sample(t / 1000));
    expect(save).not.toHaveBeenCalled();
    t = 10_000;
    rec.tick(sample(10));
    expect(save).toHaveBeenCalledTimes(1);
    t = 15_000;
    rec.tick(sample(15));
    expect(save).toHaveBeenCalledTimes(1);
    t = 20_000;
    rec.tick(sample(20));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flushes at once on pause or leave, without repeating an unchanged position', () => {
    let t = 0;
    const save = vi.fn();
    const rec = createProgressRecorder(save, { now: () => t });
    rec.tick(sample(3.2));
    t = 1000;
    rec.flush();
    expect(save).toHaveBeenLastCalledWith(sample(3.2));
    rec.flush();
    expect(save).toHaveBeenCalledTimes(1);
    rec.flush(sample(7));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('restarts the clock for another item', () => {
    let t = 0;
    const save = vi.fn();
    const rec = createProgressRecorder(save, { intervalMs: 10_000, now: () => t });
    rec.tick(sample(1, 1));
    t = 11_000;
    rec.tick(sample(11, 1));
    expect(save).toHaveBeenCalledTimes(1);
    t = 12_000;
    rec.tick(sample(1, 2));
    t = 13_000;
    rec.tick(sample(2, 2));
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('resume position', () => {
  afterEach(() => window.localStorage.clear());

  it('resumes inside the item and starts over near either end', () => {
    expect(resumePosition(12.5, 60)).toBe(12.5);
    expect(resumePosition(0.4, 60)).toBe(0);
    expect(resumePosition(59.5, 60)).toBe(0);
    expect(resumePosition(null, 60)).toBe(0);
    expect(resumePosition(Number.NaN, 60)).toBe(0);
  });

  it('keeps a local copy per item', () => {
    writeLocalProgress({ timuId: 7, position: 4.26, duration: 12 });
    expect(readLocalProgress(7)).toBe(4.2);
    writeLocalProgress({ timuId: 7, position: 11.9, duration: 12 });
    expect(readLocalProgress(7)).toBe(0);
    expect(readLocalProgress(8)).toBeNull();
  });
});

describe('book search history', () => {
  it('puts the newest first without duplicates, at most 10', () => {
    let h: string[] = [];
    for (let i = 0; i < 12; i += 1) h = pushKeyword(h, `w${i}`);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('w11');
    h = pushKeyword(h, ' w5 ');
    expect(h[0]).toBe('w5');
    expect(h.filter((w) => w === 'w5')).toHaveLength(1);
    expect(pushKeyword(h, '   ')).toEqual(h);
  });
});
