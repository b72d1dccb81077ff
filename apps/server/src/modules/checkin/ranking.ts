import {
  RANKING_TOP,
  type CampPrizeAddress,
  type CampPrizeAddressInput,
  type CampRanking,
  type CheckinHistory,
  type RankingEntry,
  type RankingType,
} from '@jc/contract';

import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { businessRule } from '../../shared/errors.js';
import { formatTime } from '../../shared/time.js';
import { resolveArea } from '../address/index.js';
import { findCamp, findEnrolment, type Viewer } from './camps.js';
import { effectiveStreak, shanghaiToday, shiftDay, streakAliveFrom } from './dates.js';
import { noMemo, type Memo } from './memo.js';
import { runsOf } from './summary.js';

/** Each ranking's columns of the enrolment summary: the value and the time it was reached. */
const RANKED = {
  days: { value: 'e.days', at: 'e.days_at' },
  streak: { value: 'e.streak', at: 'e.streak_at' },
  likes: { value: 'e.likes_received', at: 'e.likes_at' },
} as const;

/** The same columns of a member ranked against (`t`) and of the caller (`e`), for the ties ahead. */
const TIED = {
  days: { value: 't.days', at: 't.days_at', mine: 'e.days', myAt: 'e.days_at' },
  streak: { value: 't.streak', at: 't.streak_at', mine: 'e.streak', myAt: 'e.streak_at' },
  likes: { value: 't.likes_received', at: 't.likes_at', mine: 'e.likes_received', myAt: 'e.likes_at' },
} as const;

/**
 * A camp's ranking from the maintained enrolment summary: the top 100 read in index order (value
 * desc, reached at, user id), and the caller's place as 1 + the members ahead, counted by the same
 * index. A streak counts only while it is alive (its last day yesterday or later, or the camp's last
 * day once finished), so the streak ranking filters on last_day, a column of its index.
 */
export async function ranking(
  db: Db,
  q: { dakaId: number; type: RankingType },
  viewer: Viewer,
  now = Date.now(),
  memo: Memo = noMemo,
): Promise<CampRanking> {
  const camp = await findCamp(db, q.dakaId);
  const today = shanghaiToday(now);
  const { value, at } = RANKED[q.type];
  const aliveFrom = streakAliveFrom(camp, today);
  let members = db.selectFrom('checkin_enrolments as e').where('e.camp_id', '=', camp.id);
  if (q.type === 'streak') members = members.where('e.last_day', '>=', aliveFrom);

  // The same for every caller: shared for a few seconds by the routes' memo.
  const scope = `${camp.id}:${q.type}:${q.type === 'streak' ? aliveFrom : ''}`;
  const list = await memo(`top:${scope}`, async () => {
    const top = await members
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.user_id', `${value} as value`, 'u.nickname', 'u.avatar'])
      .where(value, '>', 0)
      .orderBy(value, 'desc')
      .orderBy(at)
      .orderBy('e.user_id')
      .limit(RANKING_TOP)
      .execute();
    return top.map((r, i): RankingEntry => ({
      rank: i + 1,
      user: { userId: r.user_id, nickname: r.nickname, avatar: r.avatar },
      value: Number(r.value),
    }));
  });

  let me: RankingEntry | null = null;
  // The caller's summary, name and the members who reached the same value before them, in one
  // statement (a round trip each counts for a logged-in caller; docs/operations.md, "A province's data").
  const tiedAhead = TIED[q.type];
  const mine =
    viewer === null
      ? undefined
      : await db
          .selectFrom('checkin_enrolments as e')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .selectAll('e')
          .select(['u.nickname', 'u.avatar'])
          .select((eb) => {
            let tied = eb
              .selectFrom('checkin_enrolments as t')
              .select((t) => t.fn.countAll<number>().as('n'))
              .whereRef('t.camp_id', '=', 'e.camp_id')
              .whereRef(tiedAhead.value, '=', tiedAhead.mine)
              .where(
                sql<boolean>`(${sql.ref(tiedAhead.at)}, t.user_id) < (${sql.ref(tiedAhead.myAt)}, e.user_id)`,
              );
            if (q.type === 'streak') tied = tied.where('t.last_day', '>=', aliveFrom);
            return tied.as('tied');
          })
          .where('e.camp_id', '=', camp.id)
          .where('e.user_id', '=', viewer)
          .executeTakeFirst();
  if (mine) {
    const myValue =
      q.type === 'days'
        ? mine.days
        : q.type === 'likes'
          ? mine.likes_received
          : effectiveStreak(mine, camp, today);
    const listed = list.find((r) => r.user.userId === mine.user_id);
    if (listed) me = listed;
    else {
      // Ahead: the members above my value (the same for everyone with it: shared), then those who
      // reached my value before me (an index range within my value, counted with my row).
      const above = await memo(`above:${scope}:${myValue}`, async () => {
        const r = await members
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(value, '>', myValue)
          .executeTakeFirstOrThrow();
        return Number(r.n);
      });
      const tied = myValue > 0 ? Number(mine.tied) : 0;
      me = {
        rank: above + tied + 1,
        user: { userId: mine.user_id, nickname: mine.nickname, avatar: mine.avatar },
        value: myValue,
      };
    }
  }
  return { dakaId: camp.id, type: q.type, list, me };
}

/** The caller's calendar for a month: days with check-ins (of one camp or all), totals and streaks. */
export async function history(
  db: Db,
  userId: number,
  q: { dakaId?: number | undefined; month?: string | undefined },
  now = Date.now(),
): Promise<CheckinHistory> {
  const today = shanghaiToday(now);
  const month = q.month ?? today.slice(0, 7);
  let mine = db.selectFrom('checkin_posts').where('user_id', '=', userId);
  let endDate: string | null = null;
  if (q.dakaId !== undefined) {
    const camp = await findCamp(db, q.dakaId);
    mine = mine.where('camp_id', '=', camp.id);
    endDate = camp.end_date;
  } else {
    // Only enabled camps' check-ins.
    mine = mine.where((eb) =>
      eb('camp_id', 'in', eb.selectFrom('checkin_camps').select('id').where('enabled', '=', 1)),
    );
  }
  const [inMonth, allDays] = await Promise.all([
    mine
      .select((eb) => ['day', eb.fn.countAll<number>().as('n')])
      .where('day', '>=', `${month}-01`)
      .where('day', '<=', `${month}-31`)
      .groupBy('day')
      .orderBy('day')
      .execute(),
    mine.select('day').distinct().orderBy('day').execute(),
  ]);
  const days = allDays.map((r) => r.day);
  const { last, longest } = runsOf(days);
  const lastDay = days.at(-1);
  const aliveFrom = endDate !== null && today > endDate ? endDate : shiftDay(today, -1);
  return {
    month,
    days: inMonth.map((r) => ({ date: r.day, count: Number(r.n) })),
    totalDays: days.length,
    streak: lastDay !== undefined && lastDay >= aliveFrom ? last : 0,
    longestStreak: longest,
  };
}

/**
 * Where a camp's prize goes: only for a camp with a prize, a member who has checked in on at least
 * prizeDays days. Saving again replaces it.
 */
export async function savePrizeAddress(
  db: Db,
  userId: number,
  input: Omit<CampPrizeAddressInput, 'dakaId'> & { dakaId: number },
  now = Date.now(),
): Promise<CampPrizeAddress> {
  const camp = await findCamp(db, input.dakaId);
  if (camp.prize_days === 0) throw businessRule('该打卡营没有奖品');
  const e = await findEnrolment(db, camp.id, userId);
  if (!e) throw businessRule('请先报名参加打卡营');
  if (e.days < camp.prize_days) throw businessRule(`打卡满${camp.prize_days}天才能领取奖品`);
  const names = await resolveArea(db, input);
  const values = {
    name: input.name,
    phone: input.phone,
    province_code: input.provinceCode,
    province_name: names.province,
    city_code: input.cityCode,
    city_name: names.city,
    district_code: input.districtCode,
    district_name: names.district,
    detail: input.detail,
    saved_at: now,
  };
  await db
    .insertInto('checkin_prize_addresses')
    .values({ ...values, camp_id: camp.id, user_id: userId })
    .onConflict((oc) => oc.columns(['camp_id', 'user_id']).doUpdateSet(values))
    .execute();
  return {
    dakaId: camp.id,
    name: values.name,
    phone: values.phone,
    provinceCode: values.province_code,
    provinceName: values.province_name,
    cityCode: values.city_code,
    cityName: values.city_name,
    districtCode: values.district_code,
    districtName: values.district_name,
    detail: values.detail,
    savedAt: formatTime(now),
  };
}
