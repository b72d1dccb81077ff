// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dateParam, dayLabel, knowledgeTabIndex, storedGradeId } from './daily';

describe('daily reading helpers', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the grade the home page stored, and nothing else', () => {
    expect(storedGradeId()).toBeUndefined();
    window.localStorage.setItem('gradeValue', JSON.stringify({ gradeId: 12, cebieId: 20 }));
    expect(storedGradeId()).toBe(12);
    window.localStorage.setItem('gradeValue', JSON.stringify({ gradeId: 'x' }));
    expect(storedGradeId()).toBeUndefined();
    window.localStorage.setItem('gradeValue', '{broken');
    expect(storedGradeId()).toBeUndefined();
  });

  it('names days for a pupil', () => {
    expect(dayLabel('2025-03-05', '2025-03-05')).toBe('今天');
    expect(dayLabel('2025-03-04', '2025-03-05')).toBe('昨天');
    expect(dayLabel('2025-03-03', '2025-03-05')).toBe('3月3日 星期一');
    expect(dayLabel('2024-12-29', '2025-01-01')).toBe('12月29日 星期日');
  });

  it('sends only well-formed dates', () => {
    expect(dateParam('2025-03-05')).toBe('2025-03-05');
    expect(dateParam('yesterday')).toBeNull();
    expect(dateParam(null)).toBeNull();
  });

  it('finds the knowledge tab by subject name or id, 语文 otherwise', () => {
    const subjects = [
      { id: 7, name: '语文' },
      { id: 8, name: '数学' },
      { id: 9, name: '英语' },
    ];
    expect(knowledgeTabIndex('数学')).toBe(1);
    expect(knowledgeTabIndex(' 英语 ')).toBe(2);
    expect(knowledgeTabIndex('8', subjects)).toBe(1);
    expect(knowledgeTabIndex('9', subjects)).toBe(2);
    expect(knowledgeTabIndex('99', subjects)).toBe(0);
    expect(knowledgeTabIndex('物理')).toBe(0);
    expect(knowledgeTabIndex(null)).toBe(0);
  });
});
