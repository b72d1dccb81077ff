import { describe, expect, it } from 'vitest';
import {
  closesInText,
  commitFiles,
  fileKind,
  fileRoom,
  pdfLink,
  shanghaiDay,
  shanghaiMoment,
  submitGate,
  windowText,
  type FormFile,
} from './contest';

const now = new Date('2026-11-10T04:00:00Z');

describe('contest window in Shanghai time', () => {
  it('shows the window in Asia/Shanghai, whatever the device zone', () => {
    // 2026-10-31T16:00Z is 11月1日 00:00 in Shanghai; 15:59Z is 23:59 there.
    expect(windowText({ startsAt: '2026-10-31T16:00:00Z', endsAt: '2026-11-30T15:59:00Z' }, now)).toBe(
      '11月1日 00:00 至 11月30日 23:59（北京时间）',
    );
  });
  it('puts the year in front when it is another year', () => {
    expect(shanghaiMoment('2027-01-05T02:30:00Z', now)).toBe('2027年1月5日 10:30');
    expect(shanghaiDay('2026-12-31T17:00:00Z')).toBe('2027-01-01');
  });
  it('says how long is left', () => {
    expect(closesInText('2026-11-13T05:00:00Z', now)).toBe('还剩3天');
    expect(closesInText('2026-11-10T09:00:00Z', now)).toBe('还剩5小时');
    expect(closesInText('2026-11-10T04:20:00Z', now)).toBe('即将截止');
    expect(closesInText('2026-11-09T00:00:00Z', now)).toBe('已截止');
  });
});

describe('submitGate', () => {
  const open = {
    state: 'open' as const,
    startsAt: '2026-11-01T00:00:00Z',
    maxPerUser: 1,
    mySubmissionCount: 0,
  };
  it('lets a logged-in user in while open and under the limit', () => {
    expect(submitGate(open, true, now)).toEqual({ kind: 'go' });
  });
  it('asks a visitor to log in first', () => {
    expect(submitGate(open, false, now)).toEqual({ kind: 'login' });
  });
  it('disables with the reason when upcoming, closed or at the limit', () => {
    expect(submitGate({ ...open, state: 'upcoming', startsAt: '2026-12-01T00:00:00Z' }, true, now)).toEqual({
      kind: 'disabled',
      reason: '活动尚未开始，12月1日 08:00开始投稿',
    });
    expect(submitGate({ ...open, state: 'closed' }, false, now)).toMatchObject({
      reason: '活动已截止，不能再投稿',
    });
    expect(submitGate({ ...open, mySubmissionCount: 1 }, true, now)).toMatchObject({ kind: 'disabled' });
    expect(submitGate({ ...open, maxPerUser: 3, mySubmissionCount: 3 }, true, now)).toMatchObject({
      reason: '每人限投3篇，你已投满',
    });
    expect(submitGate({ ...open, maxPerUser: 3, mySubmissionCount: 2 }, true, now)).toEqual({ kind: 'go' });
  });
});

describe('files', () => {
  it('knows pictures and PDFs, nothing else', () => {
    expect(fileKind({ type: 'image/png' })).toBe('image');
    expect(fileKind({ type: 'application/pdf' })).toBe('document');
    expect(fileKind({ type: '', name: 'Essay.PDF' })).toBe('document');
    expect(fileKind({ type: 'image/gif' })).toBeNull();
    expect(fileKind({ type: 'application/msword', name: 'a.doc' })).toBeNull();
  });
  it('takes only what fits under 5', () => {
    expect(fileRoom(3, 4)).toEqual({ take: 2, note: '最多上传5个附件' });
    expect(fileRoom(0, 2)).toEqual({ take: 2, note: '' });
    expect(fileRoom(5, 1).take).toBe(0);
  });
  it('sends kept ids as a list and new files as parts', () => {
    const f = new File(['x'], 'a.png', { type: 'image/png' });
    const files: FormFile[] = [
      { key: 'k3', kept: { id: 3, kind: 'image', mime: 'image/png', size: 1, url: '/u/3', thumbUrl: '' } },
      { key: 'n1', file: f, kind: 'image', url: 'blob:x' },
      {
        key: 'k9',
        kept: { id: 9, kind: 'document', mime: 'application/pdf', size: 1, url: '/u/9', thumbUrl: '' },
      },
    ];
    expect(commitFiles(files)).toEqual({ keepFileIds: '3,9', file: [f] });
  });
  it('opens this site’s PDFs in the viewer page, others as links', () => {
    expect(pdfLink('/uploads/a b.pdf', '作文')).toEqual({
      inApp: true,
      href: '/pages/other/pdfView?url=%2Fuploads%2Fa%20b.pdf&title=%E4%BD%9C%E6%96%87',
    });
    expect(pdfLink('https://x.test/a.pdf', 'x')).toEqual({ inApp: false, href: 'https://x.test/a.pdf' });
  });
});
