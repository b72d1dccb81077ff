import { Code, type Agreements, type AppRelease, type AppUpdate } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { DEMO_PACKAGES } from './seed.js';
import { versionKey } from './service.js';

describe('versionKey', () => {
  it('orders versions by their numbers and makes 1.3 equal 1.3.0', () => {
    expect(versionKey('1.3')).toBe(versionKey('1.3.0'));
    expect(versionKey('1.10.0') > versionKey('1.9.9')).toBe(true);
    expect(versionKey('2') > versionKey('1.99.99.99')).toBe(true);
  });
});

describe.each(dialects)('about on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const check = (platform: string, version: string) =>
    get<AppUpdate>(`thirdpart/appUpdate/${platform}`, { version });

  describe('appUpdate', () => {
    it('answers the latest release with a real download, forced when a forced release was skipped', async () => {
      const old = await check('android', '1.0.0');
      expect(old.status).toBe(200);
      expect(old.body.data).toEqual({
        platform: 'android',
        hasUpdate: true,
        force: true, // 1.1.0 is forced
        latest: '1.3.0',
        notes: expect.stringContaining('学习提醒'),
        downloadUrl: DEMO_PACKAGES.android,
        size: expect.any(Number),
        publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
      });
      // The file is really served, whole and by ranges.
      const file = await t().app.inject({ method: 'GET', url: old.body.data.downloadUrl });
      expect(file.statusCode).toBe(200);
      expect(Number(file.headers['content-length'])).toBe(old.body.data.size);
      expect(old.body.data.size).toBeGreaterThan(200 * 1024);
      expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304'); // a ZIP, as APKs are
      const part = await t().app.inject({
        method: 'GET',
        url: old.body.data.downloadUrl,
        headers: { range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);

      expect((await check('android', '1.1.0')).body.data).toMatchObject({ hasUpdate: true, force: false });
      expect((await check('android', '1.2.5')).body.data).toMatchObject({ hasUpdate: true, force: false });
      for (const v of ['1.3.0', '1.3', '2.0'])
        expect((await check('android', v)).body.data).toMatchObject({
          hasUpdate: false,
          force: false,
          latest: '1.3.0',
          downloadUrl: '',
        });
      const ios = await check('ios', '1.1.0');
      expect(ios.body.data).toMatchObject({ hasUpdate: true, force: true, downloadUrl: DEMO_PACKAGES.ios });
      expect((await t().app.inject({ method: 'GET', url: ios.body.data.downloadUrl })).statusCode).toBe(200);
      expect((await check('ios', '1.2.0')).body.data).toMatchObject({ hasUpdate: true, force: false });
    });

    it('refuses a platform other than android or ios, and a malformed version', async () => {
      for (const p of ['windows', 'harmony', 'Android'])
        expectRefusal(await check(p, '1.0.0'), 400, /^平台须为 android 或 ios$/);
      for (const v of ['abc', '1..2', '1.2.3.4.5', 'v1.2'])
        expectRefusal(await check('android', v), 400, /^版本号格式不正确，例如 1\.2\.0$/);
      expectRefusal(await get('thirdpart/appUpdate/android'), 400, /^请提供版本号$/);
    });
  });

  describe('getXieyi', () => {
    it('answers both texts, in Chinese and in full', async () => {
      const res = await get<Agreements>('thirdpart/getXieyi');
      expect(res.status).toBe(200);
      const { agreement, privacy } = res.body.data;
      expect(agreement).toMatchObject({ kind: 'agreement', title: '课本伴学用户服务协议' });
      expect(privacy).toMatchObject({ kind: 'privacy', title: '课本伴学隐私政策' });
      for (const text of [agreement, privacy]) {
        expect(text.content.length).toBeGreaterThan(1500);
        expect(text.content.split('\n\n').length).toBeGreaterThan(8);
        expect(text.updatedAt).toMatch(/^\d{4}-/);
      }
      expect(agreement.content).toContain('注销');
      expect(privacy.content).toContain('儿童');
    });
  });

  describe('operators', () => {
    it('are admins only', async () => {
      const student = await t().login('student');
      for (const res of [
        await get('admin/about/getReleaseList', undefined, student),
        await post('admin/about/saveRelease', {}, student),
        await post('admin/about/saveAgreement', {}, student),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(Code.forbiddenRole);
      }
      expectRefusal(await get('admin/about/getReleaseList'), 401);
    });

    it('list releases and add or change one; a forced new release forces the callers below it', async () => {
      const admin = await t().login('admin');
      const all = await get<AppRelease[]>('admin/about/getReleaseList', undefined, admin);
      expect(all.body.data.map((r) => `${r.platform} ${r.version}`)).toEqual([
        'android 1.3.0',
        'android 1.2.0',
        'android 1.1.0',
        'android 1.0.0',
        'ios 1.3.0',
        'ios 1.2.0',
        'ios 1.1.0',
      ]);
      const ios = await get<AppRelease[]>('admin/about/getReleaseList', { platform: 'ios' }, admin);
      expect(ios.body.data).toHaveLength(3);

      const saved = await post<AppRelease>(
        'admin/about/saveRelease',
        {
          platform: 'android',
          version: '1.4',
          force: '1',
          notes: '安全更新',
          downloadUrl: DEMO_PACKAGES.android,
        },
        admin,
      );
      expect(saved.body.msg).toBe('版本已保存');
      expect(saved.body.data).toMatchObject({
        platform: 'android',
        version: '1.4',
        force: true,
        notes: '安全更新',
      });
      expect(saved.body.data.size).toBeGreaterThan(0);
      expect((await check('android', '1.3.0')).body.data).toMatchObject({
        hasUpdate: true,
        force: true,
        latest: '1.4',
      });
      // 1.4.0 is the same version as 1.4: changed, not added.
      const changed = await post<AppRelease>(
        'admin/about/saveRelease',
        {
          platform: 'android',
          version: '1.4.0',
          force: 'false',
          notes: '体验优化',
          downloadUrl: 'https://dl.example.com/jiaocai-1.4.0.apk',
        },
        admin,
      );
      expect(changed.body.data).toMatchObject({ id: saved.body.data.id, force: false, size: 0 });
      expect((await check('android', '1.3.0')).body.data).toMatchObject({
        force: false,
        downloadUrl: 'https://dl.example.com/jiaocai-1.4.0.apk',
      });
      expect(
        (await get<AppRelease[]>('admin/about/getReleaseList', { platform: 'android' }, admin)).body.data,
      ).toHaveLength(5);
      await t().app.db.deleteFrom('app_releases').where('id', '=', saved.body.data.id).execute();
    });

    it('refuse a bad platform, version, notes or address; nothing is written', async () => {
      const admin = await t().login('admin');
      const ok = { platform: 'ios', version: '9.0.0', notes: '说明', downloadUrl: DEMO_PACKAGES.ios };
      const cases: [Record<string, string>, RegExp][] = [
        [{ ...ok, platform: 'windows' }, /^平台须为 android 或 ios$/],
        [{ ...ok, version: 'latest' }, /^版本号格式不正确/],
        [{ ...ok, notes: '' }, /^请填写更新说明$/],
        [{ ...ok, downloadUrl: 'ftp://x.example.com/a.ipa' }, /^下载地址无效$/],
        [{ ...ok, downloadUrl: '/media/app/../../../etc/passwd' }, /^下载地址无效$/],
        [{ ...ok, downloadUrl: '/media/app/jiaocai-9.9.9.ipa' }, /^下载地址无效：服务器上没有这个文件$/],
        [{ ...ok, downloadUrl: '/media/app' }, /^下载地址无效/],
      ];
      for (const [form, msg] of cases)
        expectRefusal(await post('admin/about/saveRelease', form, admin), 400, msg);
      expect(
        await t().app.db.selectFrom('app_releases').select('id').where('version', '=', '9.0.0').execute(),
      ).toEqual([]);
    });

    it('save an agreement text; getXieyi answers it; refusals change nothing', async () => {
      const admin = await t().login('admin');
      const before = (await get<Agreements>('thirdpart/getXieyi')).body.data;
      const content = '第一条 本协议的测试正文。\n\n第二条 第二段。';
      const res = await post<Agreements>(
        'admin/about/saveAgreement',
        { kind: 'privacy', title: '隐私政策（测试）', content },
        admin,
      );
      expect(res.body.data.privacy).toMatchObject({ title: '隐私政策（测试）', content });
      expect(res.body.data.agreement).toEqual(before.agreement);
      expect((await get<Agreements>('thirdpart/getXieyi')).body.data.privacy.content).toBe(content);
      const cases: [Record<string, string>, RegExp][] = [
        [{ kind: 'terms', title: 't', content }, /^协议类型须为 agreement 或 privacy$/],
        [{ kind: 'agreement', title: '', content }, /^请填写标题$/],
        [{ kind: 'agreement', title: '标题', content: '太短' }, /^内容：正文至少10个字$/],
      ];
      for (const [form, msg] of cases)
        expectRefusal(await post('admin/about/saveAgreement', form, admin), 400, msg);
      expect((await get<Agreements>('thirdpart/getXieyi')).body.data.agreement).toEqual(before.agreement);
      await post(
        'admin/about/saveAgreement',
        { kind: 'privacy', title: before.privacy.title, content: before.privacy.content },
        admin,
      );
    });
  });
});
