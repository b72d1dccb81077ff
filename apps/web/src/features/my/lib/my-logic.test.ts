import { describe, expect, it } from 'vitest';
import { PAGES, type DicEntry } from '@jc/contract';
import {
  entriesFor,
  FEATURE_ENTRIES,
  firstIssue,
  gradeText,
  KEFU_PATH,
  maskPhone,
  SERVICE_ENTRIES,
} from './my-logic';
import { passwordStep } from './password-steps';
import { nickname, phoneNumber, loginPassword } from '@jc/contract';

const dic = (id: number, name: string) => ({ id, name }) as DicEntry;

describe('my page entries', () => {
  it('lists only pages that exist, and every service entry', () => {
    const paths = [...FEATURE_ENTRIES, ...SERVICE_ENTRIES].map((e) => e.path);
    expect(paths).toContain(PAGES.browseRecording.path);
    expect(paths).toContain(PAGES.accountInstall.path);
    expect(paths).toContain(PAGES.feedback.path);
    expect(paths).toContain(PAGES.aboutUs.path);
    expect(paths).toContain(PAGES.addressList.path);
    expect(paths).toContain(PAGES.shoppingIndex.path);
    expect(paths).toContain(PAGES.clockTab.path);
    expect(paths).toContain(PAGES.workCorrection.path);
    expect(paths).toContain(PAGES.searchTopics.path);
    expect(paths).toContain(PAGES.weeklyReport.path);
    expect(KEFU_PATH).toBe('/pages/other/customerconsultation?type=kefu_1');
    // The teacher area has its own tab: no entry here.
    expect(paths).not.toContain(PAGES.attestation.path);
  });

  it('shows 学校档案 and 统计分析 to staff and admins only', () => {
    const keys = (roles: string[]) => entriesFor(FEATURE_ENTRIES, roles).map((e) => e.key);
    expect(keys(['pupil'])).not.toContain('archives');
    expect(keys(['pupil', 'teacher'])).not.toContain('stats');
    expect(keys(['pupil', 'staff'])).toEqual(expect.arrayContaining(['archives', 'stats']));
    expect(keys(['admin'])).toEqual(expect.arrayContaining(['archives', 'stats']));
    expect(FEATURE_ENTRIES.find((e) => e.key === 'archives')?.path).toBe(PAGES.schoolArchivesIndex.path);
  });

  it('filters by role', () => {
    const entries = [
      { key: 'a', text: 'A', path: '/a' },
      { key: 't', text: 'T', path: '/t', roles: ['teacher'] as const },
      { key: 's', text: 'S', path: '/s', roles: ['staff', 'admin'] as const },
    ];
    expect(entriesFor(entries, ['pupil']).map((e) => e.key)).toEqual(['a']);
    expect(entriesFor(entries, ['teacher']).map((e) => e.key)).toEqual(['a', 't']);
    expect(entriesFor(entries, ['admin', 'pupil']).map((e) => e.key)).toEqual(['a', 's']);
  });
});

describe('profile texts', () => {
  it('names the grade and volume, or nothing', () => {
    const grades = [dic(1, '一年级'), dic(3, '三年级')];
    const cebies = [dic(10, '上册'), dic(11, '下册')];
    expect(gradeText({ gradeId: 3, cebieId: 11 }, grades, cebies)).toBe('三年级 · 下册');
    expect(gradeText({ gradeId: 3, cebieId: 99 }, grades, cebies)).toBe('三年级');
    expect(gradeText({ gradeId: null, cebieId: null }, grades, cebies)).toBe('');
    expect(gradeText({ gradeId: 3, cebieId: 10 }, undefined, undefined)).toBe('');
  });

  it('masks a phone', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
  });
});

describe('form checks use the contract messages', () => {
  it('nickname 1-20 after trimming', () => {
    expect(firstIssue(nickname, '   ')).toBe('请输入昵称');
    expect(firstIssue(nickname, '好'.repeat(21))).toBe('昵称不能超过20个字');
    expect(firstIssue(nickname, ' 小明 ')).toBeNull();
  });

  it('phone and new password', () => {
    expect(firstIssue(phoneNumber, '2380013800')).toBe('手机号须为11位数字，以1开头');
    expect(firstIssue(phoneNumber, '13800138000')).toBeNull();
    expect(firstIssue(loginPassword, 'abc')).toBe('密码至少6位');
    expect(firstIssue(loginPassword, 'abcdefgh')).toBe('密码须同时包含字母和数字，且不含空格');
    expect(firstIssue(loginPassword, 'abc12345')).toBeNull();
  });
});

describe('password steps', () => {
  it('asks for the new password only while the ticket is valid', () => {
    expect(passwordStep(null, 0)).toBe('verify');
    expect(passwordStep({ ticket: 't', expiresAt: 1000 }, 999)).toBe('new');
    expect(passwordStep({ ticket: 't', expiresAt: 1000 }, 1000)).toBe('verify');
  });
});
