import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@jc/contract';
import { formatCountdown, formatDateTime, msLeft, parseServerTime } from './countdown';
import { IDEMPOTENCY_KEY_PATTERN, makeIdempotencyKey } from './idempotency';
import { decodeItems, encodeItems } from './order-items';
import { clampQuantity, maxQuantity } from './quantity';
import { pushKeyword as pushHistory } from '@/lib/search-history';

describe('quantity', () => {
  it('caps by stock, the per-user limit and the contract maximum', () => {
    expect(maxQuantity(5, 0)).toBe(5);
    expect(maxQuantity(5, 2)).toBe(2);
    expect(maxQuantity(500, 0)).toBe(MAX_QUANTITY);
    expect(maxQuantity(0, 3)).toBe(0);
    expect(maxQuantity(-4, 0)).toBe(0);
  });
  it('clamps to 1..max and answers 0 when nothing is left', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(0);
  });
});

describe('idempotency key', () => {
  it('matches the contract pattern and differs per call', () => {
    const a = makeIdempotencyKey();
    const b = makeIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a.length).toBeLessThanOrEqual(64);
    expect(a).not.toBe(b);
  });
  it('is built from the random bytes and the time', () => {
    const zeros = (b: Uint8Array) => b.fill(0);
    expect(makeIdempotencyKey(zeros, 36)).toBe(`10-${'A'.repeat(24)}`);
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('measures the time left and never goes below zero', () => {
    expect(msLeft('2026-11-22T10:30:00Z', now)).toBe(30 * 60_000);
    expect(msLeft('2026-11-22T09:00:00Z', now)).toBe(0);
    expect(msLeft(null, now)).toBeNull();
    expect(msLeft('not a date', now)).toBeNull();
  });
  it('reads server times as Beijing time (UTC+8)', () => {
    expect(parseServerTime('2026-11-22 18:30:00')).toBe(Date.parse('2026-11-22T10:30:00Z'));
    expect(parseServerTime('2026-11-22 18:30')).toBe(Date.parse('2026-11-22T10:30:00Z'));
    expect(msLeft('2026-11-22 18:30:00', now)).toBe(30 * 60_000);
    expect(Number.isNaN(parseServerTime('yesterday'))).toBe(true);
  });
  it('formats mm:ss, rounding up, and h:mm:ss from an hour', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(5_000)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-10)).toBe('00:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });
  it('formats a local date and time', () => {
    const local = new Date(2026, 0, 5, 8, 7).toISOString();
    expect(formatDateTime(local)).toBe('2026-01-05 08:07');
    expect(formatDateTime('2026-11-08 10:04:33')).toBe('2026-11-08 10:04');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('x')).toBe('');
  });
});

describe('order items in the query', () => {
  it('round-trips and drops malformed, zero and repeated parts', () => {
    const items = [
      { goodsId: 3, quantity: 2 },
      { goodsId: 7, quantity: 1 },
    ];
    expect(decodeItems(encodeItems(items))).toEqual(items);
    expect(decodeItems('3x2,abc,0x1,4x0,3x5,8x1')).toEqual([
      { goodsId: 3, quantity: 2 },
      { goodsId: 8, quantity: 1 },
    ]);
    expect(decodeItems(null)).toEqual([]);
  });
});

describe('search history', () => {
  it('puts the newest first without duplicates and keeps at most ten', () => {
    expect(pushHistory(['a', 'b'], ' b ')).toEqual(['b', 'a']);
    expect(pushHistory(['a'], '   ')).toEqual(['a']);
    const many = Array.from({ length: 10 }, (_, i) => `k${i}`);
    expect(pushHistory(many, 'new')).toHaveLength(10);
    expect(pushHistory(many, 'new')[0]).toBe('new');
  });
});
