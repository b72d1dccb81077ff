import { describe, expect, it } from 'vitest';
import { markLines, normaliseLine, parseLine, solve } from './arithmetic.js';
import { searchNormalise, searchWords } from './topics.js';

const box = (y: number) => ({ x: 10, y, width: 100, height: 20 });

describe('arithmetic lines', () => {
  it('normalise what the OCR reads', () => {
    expect(normaliseLine('8 x7=54')).toBe('8 × 7 = 54');
    expect(normaliseLine('8 Xx 7=54')).toBe('8 × 7 = 54');
    expect(normaliseLine('72/8 = 9')).toBe('72 ÷ 8 = 9');
    expect(normaliseLine('63 — 28 = 35')).toBe('63 - 28 = 35');
    expect(normaliseLine('1O + 5 = l5')).toBe('10 + 5 = 15');
    expect(parseLine('8 × 7 = 054')).toEqual({ a: 8, op: '×', b: 7, answer: '54' });
    expect(parseLine('9 * 6 =')).toEqual({ a: 9, op: '×', b: 6, answer: '' });
    expect(parseLine('hello')).toBeNull();
  });

  it('solve each operator', () => {
    expect([solve(12, '+', 35), solve(63, '-', 28), solve(8, '×', 7), solve(72, '÷', 8)]).toEqual([
      '47',
      '35',
      '56',
      '9',
    ]);
    expect(solve(10, '÷', 4)).toBe('2.5');
    expect(solve(1, '÷', 0)).toBeNull();
  });

  it('mark right, wrong with the answer, unreadable; skip text and noise; number top to bottom', () => {
    const marks = markLines([
      { text: '8 × 7 = 54', box: box(60) },
      { text: '12 + 35 = 47', box: box(20) },
      { text: '口算练习', box: box(0) },
      { text: '2=4)', box: box(5), confidence: 30 },
      { text: '45 + 1? = 6', box: box(100) },
      { text: '9 × 6 =', box: box(140) },
      { text: '5 ÷ 0 = 1', box: box(180) },
    ]);
    expect(marks.map((m) => [m.line, m.text, m.verdict, m.answer, m.correctAnswer])).toEqual([
      [1, '12 + 35 = 47', 'right', '47', ''],
      [2, '8 × 7 = 54', 'wrong', '54', '56'],
      [3, '45 + 1? = 6', 'unreadable', '', ''],
      [4, '9 × 6 =', 'wrong', '', '54'],
      [5, '5 ÷ 0 = 1', 'unreadable', '', ''],
    ]);
  });

  it('normalise search text and words alike', () => {
    expect(searchNormalise('36 + 27 =')).toBe('36+27=');
    expect(searchNormalise('8x7')).toBe('8×7');
    expect(searchNormalise('解方程：x+5=12')).toBe('解方程：x+5=12');
    expect(searchWords('长方形  周长，面积')).toEqual(['长方形', '周长', '面积']);
  });
});
