import { type AnyEndpoint, Code, type AuditEntry, type Paged } from '@jc/contract';
import * as groups from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { auditDetail } from './index.js';
import { callOf, summarizeInput } from './record.js';
import { auditedRoutes } from './routes.js';

/** Every POST of the contract under admin/, from the endpoint groups. */
const adminPosts = Object.entries(groups)
  .filter(([name, v]) => name.endsWith('Endpoints') && typeof v === 'object' && v !== null)
  .flatMap(([, g]) => Object.values(g as Record<string, AnyEndpoint>))
  .filter((e) => e.method === 'POST' && e.path.startsWith('admin/'));

describe('the audit recorder (pure)', () => {
  it('names the call and its feature as the contract does', () => {
    expect(callOf('/api/admin/users/setUserRoles')).toEqual({
      call: 'admin/users/setUserRoles',
      feature: 'users',
    });
    expect(callOf('/api/admin/x/get/:id')).toEqual({ call: 'admin/x/get/{id}', feature: 'x' });
  });
});

describe.each(dialects)('audit log (%s)', (dialect) => {
  const t = useTestApp({
    dialect,
    // Test-only admin calls: one that adds detail, one that fails after adding it. Registered as a
    // plugin, so they load after the modules (as every module's routes load after the audit module).
    routes: (root) =>
      void root.register(async (app) => {
        app.post('/api/admin/audit-test/change', { config: { auth: 'admin' } }, async (req) => {
          auditDetail(req, { target: { kind: 'thing', id: 7 }, before: { n: 1 } });
          auditDetail({ req }, { after: { n: 2 } });
          return { code: 0, msg: 'ok', data: null };
        });
        app.post('/api/admin/audit-test/fail', { config: { auth: 'admin' } }, async (req) => {
          auditDetail(req, { target: { kind: 'thing', id: 8 } });
          throw Object.assign(new Error('no'), { statusCode: 409 });
        });
      }),
  });
  const { get, post } = apiCalls(t);
  const list = (q: Record<string, string>, token: string) =>
    get<Paged<AuditEntry>>('admin/audit/getAuditList', q, token);

  it('covers every admin POST of the contract', () => {
    expect(adminPosts.length).toBeGreaterThan(10);
    const missing = adminPosts.filter(
      (e) => !auditedRoutes.has(`/api/${e.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(missing.map((e) => e.path)).toEqual([]);
  });

  it('records a successful admin POST with actor, call, target, before and after; not a failed one, not a GET', async () => {
    const admin = await t().login('admin');
    const ok = await post(
      'admin/audit-test/change',
      { note: '改一下', password: 'secret12', payPwd: '123456' },
      admin,
    );
    expect(ok.status).toBe(200);
    expect((await post('admin/audit-test/fail', {}, admin)).status).toBe(400);
    await get('admin/users/getUserList', {}, admin);
    const res = await list({ call: 'admin/audit-test/change' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    const [entry] = res.body.data.list;
    expect(entry).toMatchObject({
      actorAccount: 'admin',
      call: 'admin/audit-test/change',
      targetKind: 'thing',
      targetId: '7',
      before: { n: 1 },
      after: { n: 2 },
      input: { note: '改一下', password: '（已略去）', payPwd: '（已略去）' },
    });
    expect(entry?.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await list({ call: 'admin/audit-test/fail' }, admin)).body.data.total).toBe(0);
    expect((await list({ call: 'admin/users/getUserList' }, admin)).body.data.total).toBe(0);
  });

  it('filters by actor, feature, target and Shanghai dates, newest first, paged', async () => {
    const admin = await t().login('admin');
    for (let i = 0; i < 3; i++) await post('admin/audit-test/change', { i: String(i) }, admin);
    const all = await list({ call: 'admin/audit-test', pageSize: '2' }, admin);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    expect(all.body.data.list.map((e) => e.input['i'])).toEqual(['2', '1']);
    expect(
      (await list({ actor: 'admin', targetKind: 'thing', targetId: '7' }, admin)).body.data.total,
    ).toBeGreaterThanOrEqual(3);
    expect((await list({ actor: 'nobody' }, admin)).body.data.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await list({ call: 'audit-test', from: today, to: today }, admin)).body.data.total,
    ).toBeGreaterThanOrEqual(3);
    expect((await list({ call: 'audit-test', to: '2020-01-01' }, admin)).body.data.total).toBe(0);
    expectRefusal(await list({ from: '2026-13-01' }, admin), 400, /开始日期/);
    expectRefusal(
      await list({ from: '2026-11-02', to: '2026-11-01' }, admin),
      400,
      /开始日期不能晚于结束日期/,
    );
    expectRefusal(await list({ actor: 'a'.repeat(70) }, admin), 400, /操作人/);
  });

  it('refuses the log to pupils, teachers and staff (403/700) and to no token', async () => {
    for (const who of ['student', 'teacher', 'staff']) {
      const res = await list({}, await t().login(who));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(Code.forbiddenRole);
    }
    expectRefusal(await get('admin/audit/getAuditList', {}), 401);
  });
});

describe('summarizeInput', () => {
  it('leaves out secrets and cuts long values', () => {
    const req = {
      query: { a: '1' },
      body: { token: 'x', long: 'y'.repeat(600), nested: { oldPassword: 'p' } },
      params: {},
      isMultipart: () => false,
    } as unknown as Parameters<typeof summarizeInput>[0];
    const out = summarizeInput(req);
    expect(out['token']).toBe('（已略去）');
    expect(String(out['long'])).toHaveLength(501);
    expect(out['nested']).toEqual({ oldPassword: '（已略去）' });
  });
});
