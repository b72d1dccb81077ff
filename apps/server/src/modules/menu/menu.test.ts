import type { AppMenuItem } from '@jc/contract';
import { ALL_PAGE_PATHS } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';

describe.each(dialects)('app menus on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('answers AppMenuItem[] grouped by position, each pointing at a page of the app', async () => {
    const res = await t().call<AppMenuItem[]>('GET', '/api/menu/GetAppMenuList');
    expect(res.status).toBe(200);
    const menus = res.body.data;
    expect(menus.length).toBeGreaterThan(4);
    const positions = menus.map((m) => m.position);
    expect(positions).toEqual(
      [...positions].sort(
        (a, b) => ['home', 'extend', 'my'].indexOf(a) - ['home', 'extend', 'my'].indexOf(b),
      ),
    );
    for (const m of menus) {
      expect(m).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        icon: expect.stringMatching(/^\/media\//),
        urlAddress: expect.any(String),
        position: expect.stringMatching(/^(home|extend|my)$/),
        needLogin: expect.any(Boolean),
        sort: expect.any(Number),
      });
      expect(ALL_PAGE_PATHS).toContain(m.urlAddress.split('?')[0]);
    }
  });

  it('is readable anonymously and with a token', async () => {
    const token = await t().login('student');
    const a = await t().call('GET', '/api/menu/GetAppMenuList');
    const b = await t().call('GET', '/api/menu/GetAppMenuList', { token });
    expect(b.text).toBe(a.text);
  });
});
