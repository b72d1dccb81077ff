import dayjs, { type Dayjs } from 'dayjs';
import { SCHEDULE_TIME_FORMAT, scheduleTimeToMs, type AdminDicEntry, type DicGroup } from '@jc/contract';

/** The groups whose entries carry a schedule (the server's SCHEDULED_DIC_GROUPS). */
export const SCHEDULED_GROUPS: readonly string[] = ['mainbanner', 'mainBuoy', 'mainAd', 'mainFutiao'];

export type DicStatus = '展示中' | '未开始' | '已结束' | '已停用';

/** What the pupils see of an entry at `now` (its bounds are Beijing minutes): the console's status column. */
export function dicStatus(
  e: Pick<AdminDicEntry, 'enabled' | 'startsAt' | 'endsAt'>,
  now = Date.now(),
): DicStatus {
  if (!e.enabled) return '已停用';
  const starts = scheduleTimeToMs(e.startsAt);
  const ends = scheduleTimeToMs(e.endsAt);
  if (starts !== null && starts > now) return '未开始';
  if (ends !== null && ends <= now) return '已结束';
  return '展示中';
}

/** The table's 时间: 长期 without bounds, else both, 不限 for a missing one. */
export function scheduleText(e: Pick<AdminDicEntry, 'startsAt' | 'endsAt'>): string {
  if (!e.startsAt && !e.endsAt) return '长期';
  return `${e.startsAt || '不限'} ～ ${e.endsAt || '不限'}`;
}

/**
 * A bound as the picker's value and back: the picker's wall time is the Beijing time the operator means
 * (the server reads it so), '' and null for no bound.
 */
export const toPicker = (s: string): Dayjs | null => (s ? dayjs(s, SCHEDULE_TIME_FORMAT) : null);
export const fromPicker = (d: Dayjs | null | undefined): string => (d ? d.format(SCHEDULE_TIME_FORMAT) : '');

/** The group's ids with the entry at `index` moved by `delta` (-1 up, +1 down); null at either end. */
export function moved(ids: number[], index: number, delta: -1 | 1): number[] | null {
  const to = index + delta;
  if (to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** What each group is called and which columns it uses. */
export const GROUPS: Record<DicGroup, { label: string; picture: boolean; address: boolean }> = {
  grade: { label: '年级', picture: false, address: false },
  cebie: { label: '册别', picture: false, address: false },
  subject: { label: '科目', picture: false, address: false },
  mainbanner: { label: '轮播图', picture: true, address: true },
  mainBuoy: { label: '角标', picture: true, address: true },
  mainMenu: { label: '首页菜单', picture: true, address: true },
  mainAd: { label: '首页广告', picture: true, address: true },
  mainFutiao: { label: '底部横幅', picture: true, address: true },
};
