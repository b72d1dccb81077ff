import * as groups from '@jc/contract';
import { Code, type AnyEndpoint } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from './app.js';

/**
 * Every operator call of the contract (a path under admin/, docs/console.md) is served, declares
 * `auth: 'admin'`, and answers admins only: a pupil, a teacher and a staff member get 403 with code 700,
 * a caller without a token the 600 series. The role is checked before the input, so an empty input is
 * enough. Each module's own suite tests the calls' answers and their other refusals.
 */
const adminCalls = Object.entries(groups)
  .filter(([name, v]) => name.endsWith('Endpoints') && typeof v === 'object' && v !== null)
  .flatMap(([, g]) => Object.values(g as Record<string, AnyEndpoint>))
  .filter((e) => e.path.startsWith('admin/'));
const unique = [...new Map(adminCalls.map((e) => [`${e.method} ${e.path}`, e])).values()];

describe('the operator calls of the contract', () => {
  it('are many, and every one is for admins', () => {
    expect(unique.length).toBeGreaterThan(100);
    for (const e of unique) expect(e.auth, e.path).toBe('admin');
  });
});

describe.each(dialects)('operator calls’ role refusals on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('refuse pupils, teachers and staff (403, code 700) and callers without a token (600)', async () => {
    const tokens = {
      student: await t().login('student'),
      teacher: await t().login('teacher'),
      staff: await t().login('staff'),
    };
    for (const e of unique) {
      const url = `/api/${e.path.replace(/\{[^}]+\}/g, '1')}`;
      for (const [who, token] of Object.entries(tokens)) {
        const r = await t().call(e.method, url, { token, form: {} });
        expect(r.status, `${e.method} ${e.path} as ${who}`).toBe(403);
        expect(r.body.code).toBe(Code.forbiddenRole);
      }
      const anon = await t().call(e.method, url, { form: {} });
      expect(anon.status, e.path).toBe(401);
      expect(anon.body.code).toBe(Code.noToken);
    }
  });
});
