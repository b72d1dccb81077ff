import { describe, expect, it } from 'vitest';
import { adminSaveAdInput } from '../advert/types.js';
import { adminSaveDicInput } from '../dictionary/admin.js';
import { scheduleTime, scheduleTimeFromMs, scheduleTimeToMs } from './schedule.js';

describe('schedule bounds on the wire', () => {
  it('reads a Beijing minute as epoch ms and writes it back, empty for no bound', () => {
    expect(scheduleTimeToMs('2030-10-01 08:00')).toBe(Date.UTC(2030, 9, 1, 0, 0));
    expect(scheduleTimeToMs('2030-01-01 07:59')).toBe(Date.UTC(2029, 11, 31, 23, 59));
    expect(scheduleTimeToMs('')).toBeNull();
    expect(scheduleTimeFromMs(Date.UTC(2030, 9, 1, 0, 0))).toBe('2030-10-01 08:00');
    expect(scheduleTimeFromMs(Date.UTC(2029, 11, 31, 16, 0, 59, 999))).toBe('2030-01-01 00:00');
    expect(scheduleTimeFromMs(null)).toBe('');
  });

  it('gives NaN for a minute that does not exist', () => {
    for (const s of ['2030-02-30 10:00', '2030-11-01 24:00', '2030-11-01 10:60', '2030-13-01 10:00', '明天'])
      expect(scheduleTimeToMs(s), s).toBeNaN();
  });

  it('refuses another format or a minute that does not exist, naming the field', () => {
    const t = scheduleTime('开始时间');
    expect(t.parse(undefined)).toBe('');
    expect(t.parse(' 2030-10-01 08:00 ')).toBe('2030-10-01 08:00');
    const msg = (v: unknown) => t.safeParse(v).error?.issues.map((i) => i.message);
    expect(msg(1_900_000_000_000)).toEqual(['开始时间须为YYYY-MM-DD HH:mm']);
    expect(msg(null)).toEqual(['开始时间须为YYYY-MM-DD HH:mm']);
    expect(msg('2030/10/01 08:00')).toEqual(['开始时间须为YYYY-MM-DD HH:mm']);
    expect(msg('2030-02-30 08:00')).toEqual(['开始时间不是有效的时间']);
  });

  it('is the same in the ads and the dictionaries, the end after the start', () => {
    const ad = { page: 'home', slot: 'popup', name: '广告', icon: '/media/a.png' };
    const dic = { type: 'mainbanner', name: '轮播' };
    for (const [schema, base] of [
      [adminSaveAdInput, ad],
      [adminSaveDicInput, dic],
    ] as const) {
      expect(schema.parse({ ...base, startsAt: '2030-10-01 08:00' })).toMatchObject({
        startsAt: '2030-10-01 08:00',
        endsAt: '',
      });
      const same = schema.safeParse({ ...base, startsAt: '2030-10-01 08:00', endsAt: '2030-10-01 08:00' });
      expect(same.error?.issues[0]?.message).toBe('结束时间须晚于开始时间');
    }
  });
});
