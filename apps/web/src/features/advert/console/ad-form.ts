import type { Dayjs } from 'dayjs';
import { SCHEDULE_TIME_FORMAT, type AdminPageAd, type AdPage, type AdSlot } from '@jc/contract';
import type { SaveAdInput } from './advert-console';

/** The ad form's values: the schedule as pickers' values (null: unbounded). */
export interface AdFormValues {
  page: AdPage;
  slot: AdSlot;
  subjectId: number | null;
  name: string;
  icon: string;
  urlAddress: string;
  desc: SaveAdInput['desc'];
  qrId: number | null;
  sort: number;
  enabled: boolean;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

/** The pickers' and the wire's format (the contract's, shared with the dictionaries' schedule). */
export const MINUTE = SCHEDULE_TIME_FORMAT;

/**
 * What saveAd gets from the form: the picker's wall time is the Beijing time the operator means (the
 * server reads it so; '' for no bound), and only a pop-up has a frequency.
 */
export function toSaveInput({ startsAt, endsAt, ...rest }: AdFormValues, id?: number): SaveAdInput {
  return {
    ...rest,
    ...(id === undefined ? {} : { id }),
    slot: rest.page === 'home' ? 'popup' : rest.slot,
    desc: rest.slot === 'popup' || rest.page === 'home' ? rest.desc || 'daily' : '',
    startsAt: startsAt ? startsAt.format(MINUTE) : '',
    endsAt: endsAt ? endsAt.format(MINUTE) : '',
  };
}

/** The table's 展示时间: both bounds, 不限 for a missing one, 长期 without either. */
export function scheduleText(ad: Pick<AdminPageAd, 'startsAt' | 'endsAt'>): string {
  if (!ad.startsAt && !ad.endsAt) return '长期';
  return `${ad.startsAt || '不限'} 至 ${ad.endsAt || '不限'}`;
}
