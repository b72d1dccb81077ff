import { describe, expect, it } from 'vitest';
import { afterLogin, consoleLoginUrl, isConsoleLogin } from './paths';

describe('console paths', () => {
  it('sends a lost token to the console login with the way back', () => {
    expect(consoleLoginUrl('/admin/shop/goods?pageNum=2')).toBe(
      `/admin/login?redirect=${encodeURIComponent('/admin/shop/goods?pageNum=2')}`,
    );
    expect(consoleLoginUrl('/admin/login?redirect=x')).toBe('/admin/login');
    expect(consoleLoginUrl('/pages/index/home')).toBe('/admin/login');
  });

  it('goes back after login only to a console page', () => {
    expect(afterLogin('/admin/users?pageNum=3')).toBe('/users?pageNum=3');
    for (const raw of [
      null,
      '',
      '/pages/index/home',
      'https://evil.example/admin/',
      '//evil/admin/',
      '/admin/login',
    ])
      expect(afterLogin(raw), String(raw)).toBe('/');
  });

  it('knows its login page', () => {
    expect(isConsoleLogin('/admin/login')).toBe(true);
    expect(isConsoleLogin('/admin/login?redirect=%2Fadmin%2F')).toBe(true);
    expect(isConsoleLogin('/admin/loginx')).toBe(false);
  });
});
