import { afterEach, describe, expect, it } from 'vitest';
import { mirrorStoredChoices } from './first-screen';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

const cookieOf = (name: string) =>
  document.cookie
    .split(';')
    .map((p) => p.trim().split('='))
    .find(([n]) => n === name)?.[1];

describe('mirrorStoredChoices', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('writes the stored grade and subject into their cookies', () => {
    localStorage.setItem('gradeValue', JSON.stringify({ gradeId: 3, cebieId: 11 }));
    localStorage.setItem('subjectId', '14');
    mirrorStoredChoices();
    expect(cookieOf('jc_grade')).toBe('3.11');
    expect(cookieOf('jc_subject')).toBe('14');
  });

  it('keeps the cookies’ choice when localStorage has none, so the rendered page needs no switch', () => {
    document.cookie = 'jc_grade=2.10; path=/';
    document.cookie = 'jc_subject=12; path=/';
    mirrorStoredChoices();
    expect(JSON.parse(localStorage.getItem('gradeValue') ?? 'null')).toEqual({ gradeId: 2, cebieId: 10 });
    expect(localStorage.getItem('subjectId')).toBe('12');
    expect(cookieOf('jc_grade')).toBe('2.10');
  });

  it('localStorage wins over a cookie that differs', () => {
    localStorage.setItem('gradeValue', JSON.stringify({ gradeId: 5, cebieId: 10 }));
    document.cookie = 'jc_grade=2.10; path=/';
    mirrorStoredChoices();
    expect(cookieOf('jc_grade')).toBe('5.10');
  });

  it('drops a malformed cookie and stores nothing from it', () => {
    document.cookie = 'jc_grade=2.x; path=/';
    document.cookie = 'jc_subject=-1; path=/';
    mirrorStoredChoices();
    expect(localStorage.getItem('gradeValue')).toBeNull();
    expect(localStorage.getItem('subjectId')).toBeNull();
    // Dropped: the cookie is expired (max-age=0), so the browser sends nothing (happy-dom keeps it empty).
    expect(cookieOf('jc_grade') ?? '').toBe('');
    expect(cookieOf('jc_subject') ?? '').toBe('');
  });
});
