// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { DicEntry } from '@jc/contract';
import { StorageKey } from '@/lib/storage';
import {
  gradeLabel,
  isSampleBookGrade,
  parseGradeValue,
  readGradeValue,
  resolveGradeState,
  saveGradeValue,
  type GradeStateInput,
} from './grade-choice';

const entry = (id: number, name: string, remark = ''): DicEntry => ({
  id,
  name,
  remark,
  urlAddress: '',
  type: 'grade',
  desc: '',
  icon: '',
  qrId: null,
  children: [],
});

const base: GradeStateInput = {
  stored: null,
  loggedIn: false,
  user: undefined,
  userSettled: false,
  gradeIds: [1, 2, 3],
  cebieIds: [10, 11],
};

beforeEach(() => localStorage.clear());

describe('grade value storage', () => {
  it('round-trips through localStorage gradeValue', () => {
    expect(readGradeValue()).toBeNull();
    saveGradeValue({ gradeId: 3, cebieId: 11 });
    expect(JSON.parse(localStorage.getItem(StorageKey.gradeValue) ?? '')).toEqual({
      gradeId: 3,
      cebieId: 11,
    });
    expect(readGradeValue()).toEqual({ gradeId: 3, cebieId: 11 });
  });

  it('accepts numeric strings and refuses anything malformed', () => {
    expect(parseGradeValue({ gradeId: '2', cebieId: '10' })).toEqual({ gradeId: 2, cebieId: 10 });
    expect(parseGradeValue({ gradeId: 2 })).toBeNull();
    expect(parseGradeValue({ gradeId: 0, cebieId: 1 })).toBeNull();
    expect(parseGradeValue({ gradeId: 1.5, cebieId: 1 })).toBeNull();
    expect(parseGradeValue({ gradeId: '', cebieId: 1 })).toBeNull();
    expect(parseGradeValue(null)).toBeNull();
    localStorage.setItem(StorageKey.gradeValue, '{not json');
    expect(readGradeValue()).toBeNull();
  });
});

describe('resolveGradeState', () => {
  it('uses a stored choice the dictionaries know', () => {
    const stored = { gradeId: 2, cebieId: 10 };
    expect(resolveGradeState({ ...base, stored })).toEqual({ kind: 'ready', value: stored });
  });

  it('trusts a stored choice while the dictionaries load, so nothing flashes', () => {
    const stored = { gradeId: 2, cebieId: 10 };
    expect(resolveGradeState({ ...base, stored, gradeIds: undefined, cebieIds: undefined }).kind).toBe(
      'ready',
    );
  });

  it('asks again when the stored ids are no longer in the dictionaries', () => {
    expect(resolveGradeState({ ...base, stored: { gradeId: 9, cebieId: 10 } }).kind).toBe('ask');
  });

  it('asks an anonymous user with nothing stored', () => {
    expect(resolveGradeState(base)).toEqual({ kind: 'ask' });
  });

  it('waits for the dictionaries before asking', () => {
    expect(resolveGradeState({ ...base, gradeIds: undefined }).kind).toBe('waiting');
  });

  it('waits for the profile of a logged-in user before asking', () => {
    expect(resolveGradeState({ ...base, loggedIn: true }).kind).toBe('waiting');
  });

  it("copies the logged-in user's server choice instead of asking", () => {
    const user = { gradeId: 3, cebieId: 11 };
    expect(resolveGradeState({ ...base, loggedIn: true, userSettled: true, user })).toEqual({
      kind: 'copyFromServer',
      value: user,
    });
  });

  it('asks a logged-in user whose profile has no grade, or whose profile failed', () => {
    const user = { gradeId: null, cebieId: null };
    expect(resolveGradeState({ ...base, loggedIn: true, userSettled: true, user }).kind).toBe('ask');
    expect(resolveGradeState({ ...base, loggedIn: true, userSettled: true, user: undefined }).kind).toBe(
      'ask',
    );
  });

  it('prefers the choice on this device over the server one', () => {
    const stored = { gradeId: 1, cebieId: 10 };
    const user = { gradeId: 3, cebieId: 11 };
    expect(resolveGradeState({ ...base, stored, loggedIn: true, userSettled: true, user })).toEqual({
      kind: 'ready',
      value: stored,
    });
  });
});

describe('grade helpers', () => {
  const grades = [entry(1, '一年级'), entry(7, 'C1'), entry(8, '小班', 'C2'), entry(9, '中班')];
  const cebies = [entry(10, '上册'), entry(11, '下册')];

  it('labels the choice as grade(volume)', () => {
    expect(gradeLabel({ gradeId: 1, cebieId: 11 }, grades, cebies)).toBe('一年级(下册)');
    expect(gradeLabel({ gradeId: 5, cebieId: 11 }, grades, cebies)).toBeNull();
    expect(gradeLabel(null, grades, cebies)).toBeNull();
  });

  it('recognises the sample-book grades C1, C2, C3 by name or code', () => {
    expect(isSampleBookGrade(grades[1])).toBe(true);
    expect(isSampleBookGrade(grades[2])).toBe(true);
    expect(isSampleBookGrade(grades[0])).toBe(false);
    expect(isSampleBookGrade(grades[3])).toBe(false);
    expect(isSampleBookGrade(undefined)).toBe(false);
  });
});
