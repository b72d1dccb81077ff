import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { scheduleText, toSaveInput, type AdFormValues } from './ad-form';

const values: AdFormValues = {
  page: 'home',
  slot: 'popup',
  subjectId: 3,
  name: '语文晨读',
  icon: '/uploads/image/202611/a.png',
  urlAddress: '',
  desc: 'everyTime',
  qrId: null,
  sort: 0,
  enabled: true,
  startsAt: dayjs('2026-11-25 08:00', 'YYYY-MM-DD HH:mm'),
  endsAt: null,
};

describe('the ad form', () => {
  it('sends the schedule as Beijing wall time, empty for no bound, with the id of an edited ad', () => {
    expect(toSaveInput(values, 7)).toEqual({
      ...values,
      id: 7,
      startsAt: '2026-11-25 08:00',
      endsAt: '',
    });
    expect(toSaveInput({ ...values, startsAt: null })).not.toHaveProperty('id');
    expect(toSaveInput({ ...values, startsAt: null }).startsAt).toBe('');
  });

  it('keeps a frequency for pop-ups only, and home has pop-ups only', () => {
    expect(toSaveInput({ ...values, page: 'bookDetails', slot: 'top' }).desc).toBe('');
    expect(toSaveInput({ ...values, desc: '' }).desc).toBe('daily');
    expect(toSaveInput({ ...values, slot: 'bottom' })).toMatchObject({ slot: 'popup', desc: 'everyTime' });
  });

  it('writes the window for the table', () => {
    expect(scheduleText({ startsAt: '', endsAt: '' })).toBe('长期');
    expect(scheduleText({ startsAt: '2026-11-25 08:00', endsAt: '' })).toBe('2026-11-25 08:00 至 不限');
    expect(scheduleText({ startsAt: '', endsAt: '2026-12-01 00:00' })).toBe('不限 至 2026-12-01 00:00');
  });
});
