import { describe, expect, it } from 'vitest';
import { chartValue, formatValue, shortDay, sum, tableOf } from './stats-format';

describe('stats formatting', () => {
  it('shows money in yuan with 2 decimals and counts whole', () => {
    expect(formatValue(12_345, 'fen')).toBe('¥123.45');
    expect(formatValue(0, 'fen')).toBe('¥0.00');
    expect(formatValue(18_850_200, 'fen')).toBe('¥188,502.00');
    expect(formatValue(12_345, 'count')).toBe('12,345');
    expect(chartValue(250, 'fen')).toBe(2.5);
    expect(chartValue(250, 'points')).toBe(250);
  });

  it('makes the table of a chart, one row a category', () => {
    expect(
      tableOf(
        '日期',
        ['11-01', '11-02'],
        [
          { name: '新增用户', values: [3, 4] },
          { name: '活跃用户', values: [10] },
        ],
        'count',
      ),
    ).toEqual({
      head: ['日期', '新增用户', '活跃用户'],
      rows: [
        ['11-01', '3', '10'],
        ['11-02', '4', '0'],
      ],
    });
    expect(shortDay('2026-11-24')).toBe('11-24');
    expect(sum([1, 2, 3])).toBe(6);
  });
});
