import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dicStatus, fromPicker, moved, scheduleText, toPicker } from './schedule';

describe('dicStatus', () => {
  // 2030-10-01 08:00 in Beijing.
  const now = Date.UTC(2030, 9, 1, 0, 0);
  const at = (enabled: boolean, startsAt: string, endsAt: string) =>
    dicStatus({ enabled, startsAt, endsAt }, now);
  it('names what the pupils see now, the bounds being Beijing minutes', () => {
    expect(at(true, '', '')).toBe('展示中');
    expect(at(false, '', '')).toBe('已停用');
    expect(at(true, '2030-10-01 08:01', '')).toBe('未开始');
    expect(at(true, '2030-10-01 08:00', '2030-10-01 08:01')).toBe('展示中');
    expect(at(true, '', '2030-10-01 08:00')).toBe('已结束');
    expect(dicStatus({ enabled: true, startsAt: '', endsAt: '2030-10-01 08:00' }, now - 1)).toBe('展示中');
  });
});

describe('scheduleText', () => {
  it('shows both bounds as they travel, 不限 for a missing one, 长期 without either', () => {
    expect(scheduleText({ startsAt: '', endsAt: '' })).toBe('长期');
    expect(scheduleText({ startsAt: '2030-10-01 08:00', endsAt: '' })).toBe('2030-10-01 08:00 ～ 不限');
    expect(scheduleText({ startsAt: '', endsAt: '2030-10-08 00:00' })).toBe('不限 ～ 2030-10-08 00:00');
  });
});

describe('toPicker / fromPicker', () => {
  it("keeps the Beijing wall time whatever the browser's zone, '' for no bound", () => {
    expect(toPicker('')).toBeNull();
    expect(fromPicker(null)).toBe('');
    expect(fromPicker(undefined)).toBe('');
    const d = toPicker('2030-10-01 08:00')!;
    expect([d.hour(), d.minute()]).toEqual([8, 0]);
    expect(fromPicker(d)).toBe('2030-10-01 08:00');
    expect(fromPicker(dayjs(new Date(2030, 0, 2, 23, 59, 30)))).toBe('2030-01-02 23:59');
  });
});

describe('moved', () => {
  it('swaps with the neighbour, refusing to leave the list', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toBeNull();
    expect(moved([1, 2, 3], 2, 1)).toBeNull();
  });
});
