import type {
  FusheSchool,
  Jingpin,
  Paged,
  Qudao,
  SchoolDetail,
  SchoolGrade,
  SchoolName,
  SchoolSale,
  SchoolTeacher,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { today, useSchoolArchive } from './schools.fixtures.js';

/** Who may call, and another area's staff on every call. */
describe.each(dialects)('school archives access on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const { tok, seeded, school } = useSchoolArchive(t);

  describe('who may call', () => {
    it('refuses pupils and teachers with 403, and no token with 401', async () => {
      for (const token of [tok.pupil, tok.teacher]) {
        const res = await get('scoool/getSchoolList', {}, token);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe(700);
        expect((await school({}, token)).status).toBe(403);
      }
      expectRefusal(await get('scoool/getSchoolList'), 401);
    });
  });

  describe('BOLA: 杭州 records with 苏州 staff', () => {
    it('answers 404 or leaves them out, on every call', async () => {
      // Records made by staff (杭州), one of each kind.
      const s = (await school({ name: '杭州市越权测试小学' })).body.data;
      const sid = String(s.id);
      const grade = (
        await post<SchoolGrade>('scoool/saveSchoolGrade', { schoolId: sid, grade: '1' }, tok.staff)
      ).body.data;
      const teacher = (
        await post<SchoolTeacher>(
          'scoool/saveTeacherInfo',
          { schoolId: sid, name: '周老师', subject: '语文', grade: '1' },
          tok.staff,
        )
      ).body.data;
      const jingpin = (
        await post<Jingpin>(
          'scoool/saveJingpinInfo',
          {
            schoolId: sid,
            subject: '语文',
            grade: '1',
            publisher: '人教版',
            product: '同步练习',
            price: '10',
            quantity: '5',
          },
          tok.staff,
        )
      ).body.data;
      const qudao = (
        await post<Qudao>(
          'scoool/saveBuyQudaoInfo',
          { schoolId: sid, kind: 'retail', name: '博库书城' },
          tok.staff,
        )
      ).body.data;
      const sale = (
        await post<SchoolSale>(
          'scoool/saveYGSaleInfo',
          { schoolId: sid, bookNo: seeded.bookNo, quantity: '3', amount: '30', soldOn: today() },
          tok.staff,
        )
      ).body.data;
      await post('scoool/saveFusheSchool', { schoolId: sid }, tok.staff);
      const other = tok.suzhou;

      // Reads.
      expectRefusal(await get('scoool/getSchoolInfo', { id: sid }, other), 404, /^学校不存在$/);
      for (const [path, own] of [
        ['scoool/getSchoolList', s.id],
        ['scoool/getSchoolGradeList', grade.id],
        ['scoool/getTeacherList', teacher.id],
        ['scoool/getJingpinList', jingpin.id],
        ['scoool/getBuyQudaoList', qudao.id],
        ['scoool/getYGSaleList', sale.id],
      ] as const) {
        const all = await get<Paged<{ id: number }>>(path, { pageSize: '100' }, other);
        expect(all.status, path).toBe(200);
        expect(
          all.body.data.list.map((x) => x.id),
          path,
        ).not.toContain(own);
        const bySchool = await get<Paged<{ id: number }>>(
          path,
          path === 'scoool/getSchoolList' ? { keyword: '越权测试' } : { schoolId: sid },
          other,
        );
        expect(bySchool.body.data.list, path).toEqual([]);
        const byArea = await get<Paged<{ id: number }>>(path, { areaCode: '3301' }, other);
        expect(byArea.body.data.list, path).toEqual([]);
      }
      const names = await get<SchoolName[]>('scoool/getSchoolNameDic', { areaCode: '3301' }, other);
      expect(names.body.data).toEqual([]);
      const fushe = await get<Paged<FusheSchool>>('scoool/getFusheSchoolList', { pageSize: '100' }, other);
      expect(fushe.body.data.list.map((f) => f.schoolId)).not.toContain(s.id);

      // Saves: updating each record, or adding one to the school.
      const refusals: [string, Record<string, string>, RegExp][] = [
        [
          'scoool/saveSchoolInfo',
          { id: sid, name: s.name, areaCode: '320508', kind: 'public' },
          /学校不存在/,
        ],
        ['scoool/saveSchoolGrade', { schoolId: sid, grade: '2' }, /学校不存在/],
        [
          'scoool/saveSchoolGrade',
          { id: String(grade.id), schoolId: String(seeded.suzhouId), grade: '9' },
          /年级不存在/,
        ],
        ['scoool/saveGradeClass', { gradeId: String(grade.id), classNames: '1班' }, /年级不存在/],
        [
          'scoool/saveTeacherInfo',
          { schoolId: sid, name: '某老师', subject: '语文', grade: '1' },
          /学校不存在/,
        ],
        [
          'scoool/saveTeacherInfo',
          {
            id: String(teacher.id),
            schoolId: String(seeded.suzhouId),
            name: '某老师',
            subject: '语文',
            grade: '1',
          },
          /教师不存在/,
        ],
        [
          'scoool/saveJingpinInfo',
          {
            id: String(jingpin.id),
            schoolId: String(seeded.suzhouId),
            subject: '语文',
            grade: '1',
            publisher: '人教版',
            product: '同步练习',
            price: '1',
            quantity: '1',
          },
          /竞品记录不存在/,
        ],
        [
          'scoool/saveJingpinInfo',
          {
            schoolId: sid,
            subject: '语文',
            grade: '1',
            publisher: '人教版',
            product: '同步练习',
            price: '1',
            quantity: '1',
          },
          /学校不存在/,
        ],
        [
          'scoool/saveBuyQudaoInfo',
          { id: String(qudao.id), schoolId: String(seeded.suzhouId), kind: 'other', name: '某渠道' },
          /渠道不存在/,
        ],
        ['scoool/saveBuyQudaoInfo', { schoolId: sid, kind: 'other', name: '某渠道' }, /学校不存在/],
        [
          'scoool/saveYGSaleInfo',
          {
            id: String(sale.id),
            schoolId: String(seeded.suzhouId),
            bookNo: seeded.bookNo,
            quantity: '1',
            amount: '1',
            soldOn: today(),
          },
          /销售记录不存在/,
        ],
        [
          'scoool/saveYGSaleInfo',
          { schoolId: sid, bookNo: seeded.bookNo, quantity: '1', amount: '1', soldOn: today() },
          /学校不存在/,
        ],
        ['scoool/saveFusheSchool', { schoolId: sid }, /学校不存在/],
        ['scoool/deleteFusheSchool', { schoolId: sid }, /学校不存在/],
        ['scoool/deleteSchoolRecord', { kind: 'school', id: sid }, /学校不存在/],
        ['scoool/deleteSchoolRecord', { kind: 'grade', id: String(grade.id) }, /年级不存在/],
        ['scoool/deleteSchoolRecord', { kind: 'teacher', id: String(teacher.id) }, /教师不存在/],
        ['scoool/deleteSchoolRecord', { kind: 'jingpin', id: String(jingpin.id) }, /竞品记录不存在/],
        ['scoool/deleteSchoolRecord', { kind: 'qudao', id: String(qudao.id) }, /渠道不存在/],
        ['scoool/deleteSchoolRecord', { kind: 'sale', id: String(sale.id) }, /销售记录不存在/],
      ];
      for (const [path, form, msg] of refusals) expectRefusal(await post(path, form, other), 404, msg);

      // Histories.
      for (const [kind, id] of [
        ['school', s.id],
        ['grade', grade.id],
        ['teacher', teacher.id],
        ['jingpin', jingpin.id],
        ['qudao', qudao.id],
        ['sale', sale.id],
        ['fushe', s.id],
      ] as const) {
        expect((await get('scoool/getRecordHistory', { kind, id: String(id) }, tok.staff)).status, kind).toBe(
          200,
        );
        expectRefusal(
          await get('scoool/getRecordHistory', { kind, id: String(id) }, other),
          404,
          /记录不存在/,
        );
      }

      // Exports.
      for (const path of [
        'exportSchoolList',
        'exportTeacherList',
        'exportYGSaleList',
        'exportSchoolGradeList',
        'exportJingpinList',
        'exportBuyQudaoList',
      ]) {
        const csv = await t().call('GET', `/api/scoool/${path}`, {
          query: { format: 'csv', schoolId: sid },
          token: other,
        });
        expect(csv.status, path).toBe(200);
        expect(csv.text, path).not.toContain('越权测试');
      }

      // Nothing changed.
      const still = await get<SchoolDetail>('scoool/getSchoolInfo', { id: sid }, tok.staff);
      expect(still.body.data).toMatchObject({
        areaCode: '330106',
        gradeCount: 1,
        teacherCount: 1,
        jingpinCount: 1,
        qudaoCount: 1,
        saleCount: 1,
        coveredBy: ['李业务'],
      });
      // And the other way: a 苏州 school is not 杭州 staff's.
      expectRefusal(
        await get('scoool/getSchoolInfo', { id: String(seeded.suzhouId) }, tok.staff),
        404,
        /^学校不存在$/,
      );
      // An admin sees both.
      expect((await get('scoool/getSchoolInfo', { id: sid }, tok.admin)).status).toBe(200);
      expect((await get('scoool/getSchoolInfo', { id: String(seeded.suzhouId) }, tok.admin)).status).toBe(
        200,
      );
    });
  });
});
