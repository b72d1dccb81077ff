import { describe, expect, it } from 'vitest';
import type { HomeworkMark } from '@jc/contract';
import { anyPending, boxPercent, countsText, markNote, parseCorrectionId } from './marks';

const mark = (over: Partial<HomeworkMark>): HomeworkMark => ({
  line: 1,
  text: '8 × 7 = 54',
  verdict: 'wrong',
  answer: '54',
  correctAnswer: '56',
  box: { x: 0, y: 0, width: 10, height: 10 },
  ...over,
});

describe('boxPercent', () => {
  it('turns photo pixels into shares of the photo', () => {
    expect(boxPercent({ x: 100, y: 50, width: 400, height: 100 }, { width: 800, height: 1000 })).toEqual({
      left: 12.5,
      top: 5,
      width: 50,
      height: 10,
    });
  });

  it('keeps a box that overhangs inside the photo', () => {
    expect(boxPercent({ x: 700, y: -10, width: 400, height: 50 }, { width: 800, height: 100 })).toEqual({
      left: 87.5,
      top: 0,
      width: 12.5,
      height: 50,
    });
  });
});

describe('texts', () => {
  it('names the right answer of a wrong line only', () => {
    expect(markNote(mark({}))).toBe('正确答案 56');
    expect(markNote(mark({ verdict: 'right', correctAnswer: '' }))).toBe('');
    expect(markNote(mark({ verdict: 'unreadable', answer: '', correctAnswer: '' }))).toBe('');
  });

  it('sums up the counts', () => {
    expect(countsText({ rightCount: 3, wrongCount: 0, unreadableCount: 0 })).toBe('对 3 题');
    expect(countsText({ rightCount: 3, wrongCount: 2, unreadableCount: 1 })).toBe(
      '对 3 题 · 错 2 题 · 无法识别 1 题',
    );
  });
});

describe('list helpers', () => {
  it('sees a pending correction', () => {
    expect(anyPending([{ status: 'done' }, { status: 'pending' }])).toBe(true);
    expect(anyPending([{ status: 'done' }, { status: 'failed' }])).toBe(false);
  });

  it('reads the details id', () => {
    expect(parseCorrectionId('12')).toBe(12);
    expect(parseCorrectionId(null)).toBeNull();
    expect(parseCorrectionId('0')).toBeNull();
    expect(parseCorrectionId('x1')).toBeNull();
  });
});
