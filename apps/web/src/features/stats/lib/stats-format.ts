import type { StatsUnit } from '@jc/contract';

/** A value as the pages show it: money in yuan with 2 decimals, counts and points as whole numbers. */
export function formatValue(value: number, unit: StatsUnit): string {
  if (unit === 'fen')
    return `¥${(value / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return value.toLocaleString('zh-CN');
}

/** The value a chart draws: yuan for money (fen would read 100 times too big on an axis). */
export const chartValue = (value: number, unit: StatsUnit) => (unit === 'fen' ? value / 100 : value);

/** 'MM-DD' of a 'YYYY-MM-DD' day, for an axis. */
export const shortDay = (day: string) => day.slice(5);

export interface TableView {
  head: string[];
  rows: string[][];
}

/** The table beside a chart: one row a category (a day, an area), one column a series. */
export function tableOf(
  categoryTitle: string,
  categories: string[],
  series: { name: string; values: number[] }[],
  unit: StatsUnit,
): TableView {
  return {
    head: [categoryTitle, ...series.map((s) => s.name)],
    rows: categories.map((c, i) => [c, ...series.map((s) => formatValue(s.values[i] ?? 0, unit))]),
  };
}

/** Sum of a series, for a chart's caption. */
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
