import { describe, expect, it } from 'vitest';
import { integralCommitInput, saveApplyInput, type TeacherApplication } from '@jc/contract';
import {
  applyDraft,
  areaPath,
  applyInput,
  EMPTY_APPLY,
  fieldErrors,
  shanghaiDate,
  tabView,
} from './teacher-logic';

const application: TeacherApplication = {
  id: 3,
  realName: '李老师',
  areaCode: '330106',
  areaName: '浙江省 杭州市 西湖区',
  schoolName: '西湖小学',
  subjectIds: [1, 2],
  subjectNames: ['语文', '数学'],
  gradeIds: [5],
  gradeNames: ['三年级'],
  phone: '13800138000',
  proofs: [{ id: 9, url: '/uploads/a.jpg', thumbUrl: '/uploads/a.webp' }],
  status: 'rejected',
  statusText: '未通过',
  rejectReason: '证明图片不清晰',
  createdAt: '2026-09-01 10:00:00',
  decidedAt: '2026-09-02 10:00:00',
};

describe('tabView', () => {
  it('follows the login, the role, then the application', () => {
    expect(tabView(false, undefined)).toBe('login');
    expect(tabView(true, undefined)).toBe('apply');
    expect(tabView(true, { isTeacher: false, application: null })).toBe('apply');
    expect(tabView(true, { isTeacher: false, application: { ...application, status: 'pending' } })).toBe(
      'pending',
    );
    expect(tabView(true, { isTeacher: false, application })).toBe('rejected');
    // The role wins over any application (an approved one, or an old rejected one).
    expect(tabView(true, { isTeacher: true, application })).toBe('teacher');
  });
});

describe('applyDraft', () => {
  const tree = [
    {
      label: '北京市',
      value: '11',
      children: [{ label: '北京市', value: '1101', children: [{ label: '东城区', value: '110101' }] }],
    },
    {
      label: '浙江省',
      value: '33',
      children: [{ label: '杭州市', value: '3301', children: [{ label: '西湖区', value: '330106' }] }],
    },
  ];
  it('finds the path to a district in the tree', () => {
    expect(areaPath(tree, '110101')).toEqual(['11', '1101', '110101']);
    expect(areaPath(tree, '999999')).toEqual([]);
  });
  it('prefills a rejected application with the whole area path', () => {
    expect(applyDraft(application, tree)).toEqual({
      realName: '李老师',
      area: ['33', '3301', '330106'],
      schoolName: '西湖小学',
      subjectIds: [1, 2],
      gradeIds: [5],
      phone: '13800138000',
    });
  });
  it('starts empty without one, or while one is pending', () => {
    expect(applyDraft(null)).toBe(EMPTY_APPLY);
    expect(applyDraft({ ...application, status: 'pending' })).toBe(EMPTY_APPLY);
  });
});

describe('applyInput and the contract', () => {
  const blob = new Blob(['x'], { type: 'image/png' });
  it('passes the contract with kept and new proofs', () => {
    const input = applyInput({ ...applyDraft(application), area: ['33', '3301', '330106'] }, [9], [blob]);
    expect(input.subjectIds).toBe('1,2');
    expect(input.proofIds).toBe('9');
    expect(fieldErrors(saveApplyInput, input)).toEqual({});
  });
  it('names each bad field in Chinese', () => {
    const input = applyInput({ ...EMPTY_APPLY, realName: '王', phone: '12345' }, [], []);
    const errors = fieldErrors(saveApplyInput, input);
    expect(errors.realName).toBe('真实姓名至少2个字');
    expect(errors.phone).toBe('手机号须为11位数字，以1开头');
    expect(errors.areaCode).toBe('学校所在地区须选到区县');
    expect(errors.subjectIds).toBe('请选择任教学科');
    expect(errors.gradeIds).toBe('请选择任教年级');
  });
  it('checks a claim the same way', () => {
    const errors = fieldErrors(integralCommitInput, { className: '', classDate: '', fileIds: '' });
    expect(errors.className).toBe('请填写班级');
    expect(errors.fileIds).toBe('请上传证明图片');
  });
});

describe('shanghaiDate', () => {
  it('is the date in China', () => {
    expect(shanghaiDate(new Date('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
    expect(shanghaiDate(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
});
