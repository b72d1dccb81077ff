import { Code, type DicData, type SaveGradeResult, type UserInfo } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';

describe.each(dialects)('account on %s', (dialect) => {
  const t = useTestApp({ dialect });

  it('answers getMyInfo with the UserInfo of the contract', async () => {
    const token = await t().login('admin');
    const res = await t().call<UserInfo>('GET', '/api/myInfo/getMyInfo', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      userId: expect.any(Number),
      account: 'admin',
      nickname: '运营管理员',
      avatar: '',
      phone: '',
      roles: ['pupil', 'teacher', 'staff', 'admin'],
      points: 0,
      gradeId: null,
      cebieId: null,
      hasPayPwd: false,
      hasAnswerPwd: false,
    });
    const student = await t().call<UserInfo>('GET', '/api/myInfo/getMyInfo', {
      token: await t().login('student'),
    });
    expect(student.body.data).toMatchObject({ roles: ['pupil'], points: 1200 });
  });

  it('keeps the balance equal to the ledger sum', async () => {
    const rows = await t()
      .app.db.selectFrom('users')
      .leftJoin('points_ledger', 'points_ledger.user_id', 'users.id')
      .select((eb) => [
        'users.account',
        'users.points',
        eb.fn.coalesce(eb.fn.sum<number>('points_ledger.delta'), eb.lit(0)).as('sum'),
      ])
      .groupBy(['users.account', 'users.points'])
      .execute();
    for (const r of rows) expect(Number(r.sum), r.account).toBe(r.points);
  });

  describe('saveGradeInfo', () => {
    const ids = async () => {
      const grade = await t().call<DicData>('GET', '/api/bookmain/getDicData', { query: { type: 'grade' } });
      const cebie = await t().call<DicData>('GET', '/api/bookmain/getDicData', { query: { type: 'cebie' } });
      return { grades: grade.body.data.dicList, cebies: cebie.body.data.dicList };
    };

    it('saves the choice on the user', async () => {
      const { grades, cebies } = await ids();
      const g = grades.find((e) => e.name === '三年级');
      const c = cebies.find((e) => e.name === '下册');
      const token = await t().login('student');
      const res = await t().call<SaveGradeResult>('POST', `/api/bookmain/saveGradeInfo/${g?.id}/${c?.id}`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ gradeId: g?.id, cebieId: c?.id });
      const me = await t().call<UserInfo>('GET', '/api/myInfo/getMyInfo', { token });
      expect(me.body.data).toMatchObject({ gradeId: g?.id, cebieId: c?.id });
    });

    it('refuses ids that are not grade and volume entries', async () => {
      const { grades, cebies } = await ids();
      const token = await t().login('student');
      const gradeId = grades[0]?.id;
      const cebieId = cebies[0]?.id;
      const cases: [string, string][] = [
        [`/api/bookmain/saveGradeInfo/999999/${cebieId}`, '年级不正确'],
        [`/api/bookmain/saveGradeInfo/${gradeId}/999999`, '册别不正确'],
        // A cebie id in the grade slot is an entry, but not of the grade dictionary.
        [`/api/bookmain/saveGradeInfo/${cebieId}/${cebieId}`, '年级不正确'],
        [`/api/bookmain/saveGradeInfo/abc/${cebieId}`, '年级不正确'],
        [`/api/bookmain/saveGradeInfo/${gradeId}/-1`, '册别不正确'],
      ];
      for (const [url, msg] of cases) {
        const res = await t().call('POST', url, { token });
        expect(res.status, url).toBe(400);
        expect(res.body).toEqual({ code: 400, msg, data: null });
      }
    });

    it('needs a token (600)', async () => {
      const res = await t().call('POST', '/api/bookmain/saveGradeInfo/1/1');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(Code.noToken);
    });
  });
});
