import {
  adminArticleEndpoints,
  adminCheckinEndpoints,
  adminFeedbackEndpoints,
  adminRewardEndpoints,
  adminTeacherEndpoints,
  adminYangshuEndpoints,
  Code,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from './app.js';

/**
 * The operators' review queues (docs/console.md): every call of theirs answers admins only. A pupil, a
 * teacher and a staff member get 403 with code 700; no token is the 600 series. Each module's own suite
 * tests the calls' answers and refusals.
 */
const queues = {
  teacher: adminTeacherEndpoints,
  yangshu: adminYangshuEndpoints,
  reward: adminRewardEndpoints,
  article: adminArticleEndpoints,
  checkin: adminCheckinEndpoints,
  feedback: adminFeedbackEndpoints,
};

describe.each(dialects)('review queues’ role refusals on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('refuses pupils, teachers and staff (403, code 700) and callers without a token (600)', async () => {
    const tokens = {
      student: await t().login('student'),
      teacher: await t().login('teacher'),
      staff: await t().login('staff'),
    };
    for (const [queue, endpoints] of Object.entries(queues))
      for (const e of Object.values(endpoints)) {
        expect(e.auth, e.path).toBe('admin');
        for (const [who, token] of Object.entries(tokens)) {
          const r = await t().call(e.method, `/api/${e.path}`, { token, form: {} });
          expect(r.status, `${queue} ${e.path} as ${who}`).toBe(403);
          expect(r.body.code).toBe(Code.forbiddenRole);
        }
        const anon = await t().call(e.method, `/api/${e.path}`, { form: {} });
        expect(anon.status, e.path).toBe(401);
        expect(anon.body.code).toBe(Code.noToken);
      }
  });
});
