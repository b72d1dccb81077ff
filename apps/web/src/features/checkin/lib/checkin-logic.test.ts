import { describe, expect, it } from 'vitest';
import type { CheckinPost } from '@jc/contract';
import {
  charsLeft,
  checkinUrls,
  clock,
  dateParam,
  dayText,
  gridColumns,
  idParam,
  initialOf,
  mediaKindOf,
  optimisticLike,
  patchFeedPages,
  picturesRoom,
  publishProblem,
  recorderMimeType,
  recordingFileName,
  taskAction,
  taskLine,
  timeText,
  withCounts,
} from './checkin-logic';

const post = (id: number, over: Partial<CheckinPost> = {}): CheckinPost => ({
  dakaInfoId: id,
  dakaId: 1,
  campTitle: '春季阅读营',
  taskId: 3,
  taskTitle: '朗读《春晓》',
  dayIndex: 3,
  user: { userId: 7, nickname: '小明', avatar: '' },
  content: '读完了',
  files: [],
  likeCount: 2,
  commentCount: 1,
  likedByMe: false,
  mine: false,
  hidden: false,
  day: '2026-11-24',
  createdAt: '2026-11-24 08:05:00',
  updatedAt: '2026-11-24 08:05:00',
  ...over,
});

describe('page parameters and addresses', () => {
  it('reads ids and dates, refusing anything else', () => {
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12a', '9999999999999'])
      expect(idParam(bad)).toBe(0);
    expect(dateParam('2026-11-24')).toBe('2026-11-24');
    expect(dateParam('2026-11')).toBe('');
    expect(dateParam(null)).toBe('');
  });

  it('builds the agreed addresses', () => {
    expect(checkinUrls.camp(5)).toBe('/pages/clock/index?dakaId=5');
    expect(checkinUrls.publish(9)).toBe('/pages/clock/publish?taskId=9');
    expect(checkinUrls.publish(9, 5)).toBe('/pages/clock/publish?taskId=9&dakaId=5');
    expect(checkinUrls.edit(4)).toBe('/pages/clock/publish?dakaInfoId=4');
    expect(checkinUrls.details(4)).toBe('/pages/clock/dakaDetails?dakaInfoId=4');
    expect(checkinUrls.userPage(7, 5)).toBe('/pages/clock/userPage?userId=7&dakaId=5');
    expect(checkinUrls.userPage(7)).toBe('/pages/clock/userPage?userId=7');
    expect(checkinUrls.historyDetails('2026-11-24', 5)).toBe(
      '/pages/clock/historyDetails?date=2026-11-24&dakaId=5',
    );
    expect(checkinUrls.rankings(5)).toBe('/pages/clock/rankings?dakaId=5');
  });
});

describe('the publish form', () => {
  it('counts characters as the server does', () => {
    expect(charsLeft('')).toBe(140);
    expect(charsLeft('读书'.repeat(70))).toBe(0);
    expect(charsLeft('😀')).toBe(138);
    expect(charsLeft('a'.repeat(141))).toBe(-1);
  });

  it('leaves room for at most nine pictures', () => {
    expect(picturesRoom(0)).toBe(9);
    expect(picturesRoom(7)).toBe(2);
    expect(picturesRoom(12)).toBe(0);
  });

  it('says why a check-in cannot be sent yet', () => {
    const ok = { text: '', files: 1, uploading: 0, failed: 0 };
    expect(publishProblem(ok)).toBeNull();
    expect(publishProblem({ ...ok, files: 0, text: '  ' })).toBe('请输入打卡内容或上传文件');
    expect(publishProblem({ ...ok, files: 0, text: '读完了' })).toBeNull();
    expect(publishProblem({ ...ok, text: 'x'.repeat(141) })).toBe('打卡内容不能超过140个字');
    expect(publishProblem({ ...ok, uploading: 1 })).toBe('文件还在上传，请稍候');
    expect(publishProblem({ ...ok, failed: 1 })).toBe('有文件上传失败，请重试或删除');
  });

  it('picks a recorder format the browser writes, and names the file by it', () => {
    expect(recorderMimeType((t) => t === 'audio/webm')).toBe('audio/webm');
    expect(recorderMimeType((t) => t.startsWith('audio/mp4'))).toBe('audio/mp4');
    expect(recorderMimeType(() => false)).toBe('');
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/ogg')).toBe('recording.ogg');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
  });

  it('shows timers as mm:ss', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(65.7)).toBe('01:05');
    expect(clock(Number.NaN)).toBe('00:00');
    expect(clock(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('likes and feeds', () => {
  it('guesses a like at once and takes the server counts after', () => {
    const liked = optimisticLike(post(1), true);
    expect(liked).toMatchObject({ likedByMe: true, likeCount: 3 });
    expect(optimisticLike(liked, true)).toBe(liked);
    expect(optimisticLike(liked, false)).toMatchObject({ likedByMe: false, likeCount: 2 });
    expect(optimisticLike(post(1, { likeCount: 0, likedByMe: true }), false).likeCount).toBe(0);
    const counts = { dakaInfoId: 1, likeCount: 9, commentCount: 4, likedByMe: true, comment: null };
    expect(withCounts(liked, counts)).toMatchObject({ likeCount: 9, commentCount: 4, likedByMe: true });
    expect(withCounts(post(2), counts)).toMatchObject({ likeCount: 2 });
  });

  it('changes one post of a feed, keeps other pages, and can drop it', () => {
    const data = { pages: [{ list: [post(1), post(2)] }, { list: [post(3)] }], pageParams: [1, 2] };
    const liked = patchFeedPages(data, 2, (p) => optimisticLike(p, true));
    expect(liked?.pages[0]?.list[1]).toMatchObject({ likedByMe: true, likeCount: 3 });
    expect(liked?.pages[1]).toBe(data.pages[1]);
    expect(patchFeedPages(data, 99, () => null)).toBe(data);
    expect(patchFeedPages(data, 3, () => null)?.pages[1]?.list).toEqual([]);
    expect(patchFeedPages(undefined, 1, () => null)).toBeUndefined();
  });

  it('lays pictures out and words the post lines', () => {
    expect([1, 2, 3, 4, 5, 9].map(gridColumns)).toEqual([1, 2, 3, 2, 3, 3]);
    expect(mediaKindOf([])).toBe('');
    expect(mediaKindOf([{ kind: 'audio' }])).toBe('audio');
    expect(initialOf(' 小明')).toBe('小');
    expect(initialOf('amy')).toBe('A');
    expect(initialOf('')).toBe('?');
    expect(taskLine(post(1))).toBe('第3天 · 朗读《春晓》');
    expect(dayText('2026-11-04')).toBe('11月4日');
    expect(timeText('2026-11-24 08:05:00')).toBe('11月24日 08:05');
  });
});

describe('the check-in button of a task', () => {
  const task = { opened: true, openDate: '2026-11-24', checkedInToday: false };
  it('offers 去打卡 only for an open task of a running camp not done today', () => {
    expect(taskAction({ status: 'running' }, task)).toEqual({ text: '去打卡', enabled: true });
    expect(taskAction({ status: 'running' }, { ...task, checkedInToday: true })).toEqual({
      text: '今日已打卡',
      enabled: false,
    });
    expect(taskAction({ status: 'running' }, { ...task, opened: false, openDate: '2026-11-26' })).toEqual({
      text: '11月26日开始',
      enabled: false,
    });
    expect(taskAction({ status: 'upcoming' }, task).enabled).toBe(false);
    expect(taskAction({ status: 'finished' }, task)).toEqual({ text: '已结束', enabled: false });
  });
});
