import { describe, expect, it } from 'vitest';
import {
  draftProblem,
  HOURS,
  MINUTES,
  pickerToTime,
  timeToPicker,
  toggleDay,
  weekdaysText,
} from './reminder-logic';

describe('reminder rules', () => {
  it('names weekday sets', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6, 7])).toBe('每天');
    expect(weekdaysText([5, 4, 3, 2, 1])).toBe('工作日');
    expect(weekdaysText([7, 6])).toBe('周末');
    expect(weekdaysText([1, 3])).toBe('周一、周三');
  });
  it('toggles days sorted', () => {
    expect(toggleDay([3, 1], 2)).toEqual([1, 2, 3]);
    expect(toggleDay([1, 2], 1)).toEqual([2]);
  });
  it('the picker has 0–23 and 0–59 and round-trips times', () => {
    expect(HOURS).toHaveLength(24);
    expect(MINUTES).toHaveLength(60);
    expect(HOURS.at(-1)?.value).toBe('23');
    expect(MINUTES.at(-1)?.value).toBe('59');
    expect(timeToPicker('07:05')).toEqual(['07', '05']);
    expect(timeToPicker('24:00')).toEqual(['20', '00']);
    expect(pickerToTime(['07', '05'])).toBe('07:05');
    expect(pickerToTime(['24', '00'])).toBeNull();
    expect(pickerToTime(['23', '60'])).toBeNull();
    expect(pickerToTime([null, '1'])).toBeNull();
  });
  it('says what is missing', () => {
    const ok = { templateId: 1, weekdays: [1], time: '20:00', enabled: true };
    expect(draftProblem(ok)).toBeNull();
    expect(draftProblem({ ...ok, templateId: null })).toBe('请选择提醒内容');
    expect(draftProblem({ ...ok, weekdays: [] })).toBe('请至少选择一天');
    expect(draftProblem({ ...ok, time: '25:00' })).toBe('提醒时间须在00:00到23:59之间');
  });
});
