import { RANKING_TYPES, type RankingEntry, type RankingType } from '@jc/contract';

/** The `type` query parameter as a ranking type (打卡天数 unless it names another). */
export function parseRankingType(value: string | null): RankingType {
  return (RANKING_TYPES as readonly string[]).includes(value ?? '') ? (value as RankingType) : 'days';
}

/** A ranking's value with its unit. */
export function rankValueText(type: RankingType, value: number): string {
  return type === 'likes' ? `${value} 个赞` : `${value} 天`;
}

/** The line of my own place under the list. */
export function myPlaceText(me: RankingEntry | null, listed: number): string {
  if (!me) return '';
  if (me.value <= 0) return '还没有上榜，快去打卡吧';
  if (me.rank <= listed) return `第 ${me.rank} 名`;
  return `第 ${me.rank} 名（未进前 ${listed}）`;
}

/** The first character of a name (an avatar without a picture), `?` for none. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '?';
}
