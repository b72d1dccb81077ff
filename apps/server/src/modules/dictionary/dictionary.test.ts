import { DIC_GROUPS, type DicData } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { invalidateDictionaries } from './service.js';

describe.each(dialects)('dictionaries on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const dic = (type: string) => t().call<DicData>('GET', '/api/bookmain/getDicData', { query: { type } });

  it.each(DIC_GROUPS)('answers the %s group with entries of that type and the season texts', async (type) => {
    const res = await dic(type);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const { dicList, info } = res.body.data;
    expect(dicList.length).toBeGreaterThan(0);
    for (const e of dicList) {
      expect(e).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        urlAddress: expect.any(String),
        type,
        desc: expect.any(String),
        remark: expect.any(String),
        icon: expect.any(String),
        qrId: null,
        children: [],
      });
    }
    expect(info.season_top).not.toBe('');
    expect(info.season_bottom).not.toBe('');
  });

  it('has the grades, volumes and subjects of the spec', async () => {
    expect((await dic('grade')).body.data.dicList.map((e) => e.name)).toEqual([
      '一年级',
      '二年级',
      '三年级',
      '四年级',
      '五年级',
      '六年级',
      'C1',
      'C2',
      'C3',
    ]);
    expect((await dic('cebie')).body.data.dicList.map((e) => e.name)).toEqual(['上册', '下册']);
    const subjects = (await dic('subject')).body.data.dicList;
    expect(subjects.map((e) => e.name)).toEqual(['语文', '数学', '英语']);
    for (const s of subjects) expect(s.urlAddress).toMatch(/^#[0-9A-F]{6},#[0-9A-F]{6}$/i);
  });

  it('gives pictures and targets to banners, menus, badges and ads, all served from /media', async () => {
    for (const type of ['mainbanner', 'mainBuoy', 'mainMenu', 'mainAd', 'mainFutiao']) {
      for (const e of (await dic(type)).body.data.dicList) {
        expect(e.urlAddress).toMatch(/^\/pages\//);
        expect(e.icon).toMatch(/^\/media\/.+\.svg$/);
        const pic = await t().app.inject({ method: 'GET', url: e.icon });
        expect(pic.statusCode, e.icon).toBe(200);
        expect(pic.headers['content-type']).toMatch(/image\/svg\+xml/);
      }
    }
    // The first ad is shown once a day.
    expect((await dic('mainAd')).body.data.dicList[0]?.desc).not.toBe('everyTime');
  });

  it('refuses a missing or unknown type, naming it', async () => {
    for (const query of [{}, { type: 'nope' }] as Record<string, string>[]) {
      const res = await t().call('GET', '/api/bookmain/getDicData', { query });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(/^字典类型（type）须为以下之一：grade、cebie/);
    }
  });

  it('serves the same bytes from the cache until a change invalidates it', async () => {
    const first = await dic('cebie');
    await t()
      .app.db.updateTable('dictionaries')
      .set({ name: '全一册' })
      .where('dic_type', '=', 'cebie')
      .where('name', '=', '下册')
      .execute();
    expect((await dic('cebie')).text).toBe(first.text);
    invalidateDictionaries(t().app.cache);
    expect((await dic('cebie')).body.data.dicList.map((e) => e.name)).toEqual(['上册', '全一册']);
  });
});
