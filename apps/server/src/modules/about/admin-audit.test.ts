import { Code } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';

/** The console's 协议与版本 and 提醒模板 pages: role refusals and the audit's before and after. */
describe.each(dialects)('agreement, release and reminder-template saves for operators on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const lastAudit = (call: string) =>
    db()
      .selectFrom('audit_log')
      .select(['target_kind', 'target_id', 'before_json', 'after_json'])
      .where('call', '=', call)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('refuses pupils, teachers and staff (403, 700), writing nothing', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    const texts = await db().selectFrom('agreements').selectAll().execute();
    const templates = await db().selectFrom('reminder_templates').selectAll().execute();
    const calls: [string, Record<string, string>][] = [
      [
        'admin/about/saveAgreement',
        { kind: 'agreement', title: '新标题', content: '这是一段足够长的协议正文内容。' },
      ],
      [
        'admin/about/saveRelease',
        { platform: 'android', version: '9.9.9', notes: '新版', downloadUrl: 'https://x.cn/a.apk' },
      ],
      ['admin/remind/saveTemplate', { title: '新模板', content: '提醒内容', path: '/pages/index/home' }],
    ];
    for (const [path, form] of calls) {
      for (const token of tokens) {
        const r = await t().call('POST', `/api/${path}`, { token, form });
        expect(r.status, path).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
    }
    expect(await db().selectFrom('agreements').selectAll().execute()).toEqual(texts);
    expect(await db().selectFrom('reminder_templates').selectAll().execute()).toEqual(templates);
  });

  it('gives the audit the text, release and template before and after', async () => {
    const admin = await t().login('admin');
    const old = await db()
      .selectFrom('agreements')
      .select('title')
      .where('kind', '=', 'privacy')
      .executeTakeFirstOrThrow();
    const saved = await t().call('POST', '/api/admin/about/saveAgreement', {
      token: admin,
      form: { kind: 'privacy', title: '隐私政策（修订）', content: '我们重视您的个人信息保护。' },
    });
    expect(saved.status).toBe(200);
    const a = await lastAudit('admin/about/saveAgreement');
    expect(a).toMatchObject({ target_kind: 'agreement', target_id: 'privacy' });
    expect(JSON.parse(a.before_json!).title).toBe(old.title);
    expect(JSON.parse(a.after_json!)).toEqual({
      title: '隐私政策（修订）',
      content: '我们重视您的个人信息保护。',
    });

    const release = {
      platform: 'android',
      version: '9.9.9',
      notes: '新版',
      downloadUrl: 'https://x.cn/a.apk',
    };
    await t().call('POST', '/api/admin/about/saveRelease', { token: admin, form: release });
    expect(JSON.parse((await lastAudit('admin/about/saveRelease')).before_json!)).toBeNull();
    await t().call('POST', '/api/admin/about/saveRelease', {
      token: admin,
      form: { ...release, notes: '修复问题', force: 'true' },
    });
    const r = await lastAudit('admin/about/saveRelease');
    expect(JSON.parse(r.before_json!)).toMatchObject({ notes: '新版', force: false });
    expect(JSON.parse(r.after_json!)).toMatchObject({ notes: '修复问题', force: true });

    const tpl = await db()
      .selectFrom('reminder_templates')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t().call('POST', '/api/admin/remind/saveTemplate', {
      token: admin,
      form: { id: String(tpl.id), title: '打卡提醒（新）', content: tpl.content, path: tpl.path },
    });
    const m = await lastAudit('admin/remind/saveTemplate');
    expect(m.target_id).toBe(String(tpl.id));
    expect(JSON.parse(m.before_json!).title).toBe(tpl.title);
    expect(JSON.parse(m.after_json!).title).toBe('打卡提醒（新）');
  });
});
