import { describe, expect, it } from 'vitest';
import { notificationOf, safePath } from './push';

describe('push payloads', () => {
  it('shows the server JSON with the path kept for the tap', () => {
    const n = notificationOf(
      () => ({
        title: '打卡提醒',
        body: '今天的打卡还没完成哦',
        path: '/pages/index/clock',
        tag: 'reminder-1',
      }),
      () => '',
    );
    expect(n.title).toBe('打卡提醒');
    expect(n.options).toMatchObject({
      body: '今天的打卡还没完成哦',
      tag: 'reminder-1',
      data: { path: '/pages/index/clock' },
    });
  });
  it('plain text becomes the body under the app name; foreign paths go home', () => {
    const n = notificationOf(
      () => {
        throw new SyntaxError('not json');
      },
      () => 'hello',
    );
    expect(n.title).toBe('课本伴学');
    expect(n.options.body).toBe('hello');
    expect(safePath('https://evil.example/x')).toBe('/pages/index/home');
    expect(safePath('//evil.example/pages/x')).toBe('/pages/index/home');
    expect(safePath('/pages/clock/index?dakaId=3')).toBe('/pages/clock/index?dakaId=3');
    // The weekly report's push opens its week.
    expect(safePath('/pages/user/weeklyReport?week=2026-11-16')).toBe(
      '/pages/user/weeklyReport?week=2026-11-16',
    );
  });
});
