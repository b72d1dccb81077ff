import type {
  RecordChange,
  Jingpin,
  Paged,
  Qudao,
  SchoolGrade,
  SchoolSale,
  SchoolSaleList,
  SchoolTeacher,
} from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/time.js';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { DAY, today, useSchoolArchive } from './schools.fixtures.js';

/** A school's records: grades and classes, teachers, competitors, channels and sales. */
describe.each(dialects)('school records on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { tok, seeded, school } = useSchoolArchive(t);

  describe('records of a school', () => {
    let schoolId = 0;
    beforeAll(async () => {
      schoolId = (await school({ name: '杭州市记录测试小学' })).body.data.id;
    });

    it('keeps grades and their classes', async () => {
      const g = await post<SchoolGrade>(
        'scoool/saveSchoolGrade',
        { schoolId: String(schoolId), grade: '3', pupils: '240' },
        tok.staff,
      );
      expect(g.status).toBe(200);
      expect(g.body.data).toMatchObject({ grade: 3, gradeName: '三年级', pupils: 240, classes: [] });
      expectRefusal(
        await post('scoool/saveSchoolGrade', { schoolId: String(schoolId), grade: '3' }, tok.staff),
        400,
        /已有三年级/,
      );
      expectRefusal(
        await post('scoool/saveSchoolGrade', { schoolId: String(schoolId), grade: '10' }, tok.staff),
        400,
        /年级/,
      );
      const k = await post<SchoolGrade>(
        'scoool/saveGradeClass',
        { gradeId: String(g.body.data.id), classNames: '1班,2班，3班' },
        tok.staff,
      );
      expect(k.body.data.classes.map((c) => c.name)).toEqual(['1班', '2班', '3班']);
      const kept = k.body.data.classes[1]?.id;
      const k2 = await post<SchoolGrade>(
        'scoool/saveGradeClass',
        { gradeId: String(g.body.data.id), classNames: '2班,4班' },
        tok.staff,
      );
      expect(k2.body.data.classes.map((c) => c.name)).toEqual(['2班', '4班']);
      expect(k2.body.data.classes[0]?.id).toBe(kept);
      const gh = await get<RecordChange[]>(
        'scoool/getRecordHistory',
        { kind: 'grade', id: String(g.body.data.id) },
        tok.staff,
      );
      expect(gh.body.data.map((h) => h.fields)).toEqual([['班级'], ['班级'], expect.any(Array)]);
      expectRefusal(
        await post(
          'scoool/saveGradeClass',
          { gradeId: String(g.body.data.id), classNames: '1班,1班' },
          tok.staff,
        ),
        400,
        /不能重复/,
      );
      const list = await get<Paged<SchoolGrade>>(
        'scoool/getSchoolGradeList',
        { schoolId: String(schoolId) },
        tok.staff,
      );
      expect(list.body.data.list.map((x) => x.gradeName)).toEqual(['三年级']);
    });

    it('keeps teachers', async () => {
      const res = await post<SchoolTeacher>(
        'scoool/saveTeacherInfo',
        {
          schoolId: String(schoolId),
          name: '钱老师',
          subject: '数学',
          grade: '4',
          phone: '13912345678',
          post: '班主任',
        },
        tok.staff,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: '钱老师',
        gradeName: '四年级',
        schoolName: '杭州市记录测试小学',
      });
      const upd = await post<SchoolTeacher>(
        'scoool/saveTeacherInfo',
        {
          id: String(res.body.data.id),
          schoolId: String(schoolId),
          name: '钱老师',
          subject: '语文',
          grade: '4',
        },
        tok.staff,
      );
      expect(upd.body.data.subject).toBe('语文');
      expectRefusal(
        await post(
          'scoool/saveTeacherInfo',
          { schoolId: String(schoolId), name: '钱老师', subject: '数学', grade: '4', phone: '123' },
          tok.staff,
        ),
        400,
        /教师电话/,
      );
      const list = await get<Paged<SchoolTeacher>>(
        'scoool/getTeacherList',
        { schoolId: String(schoolId), subject: '语文' },
        tok.staff,
      );
      expect(list.body.data.list.map((x) => x.name)).toEqual(['钱老师']);
    });

    it('keeps competitor products with prices in yuan, refusing negative ones', async () => {
      const form = {
        schoolId: String(schoolId),
        subject: '数学',
        grade: '2',
        publisher: '北师大版',
        product: '口算天天练',
        price: '12.5',
        quantity: '120',
      };
      const res = await post<Jingpin>('scoool/saveJingpinInfo', form, tok.staff);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ price: '12.50', priceFen: 1250, quantity: 120 });
      expectRefusal(
        await post('scoool/saveJingpinInfo', { ...form, price: '-1' }, tok.staff),
        400,
        /单价不能为负数/,
      );
      expectRefusal(
        await post('scoool/saveJingpinInfo', { ...form, quantity: '-3' }, tok.staff),
        400,
        /数量不能为负数/,
      );
      expectRefusal(
        await post('scoool/saveJingpinInfo', { ...form, price: '1.234' }, tok.staff),
        400,
        /单价/,
      );
      const list = await get<Paged<Jingpin>>(
        'scoool/getJingpinList',
        { schoolId: String(schoolId), keyword: '口算' },
        tok.staff,
      );
      expect(list.body.data.total).toBe(1);
    });

    it('keeps purchase channels', async () => {
      const res = await post<Qudao>(
        'scoool/saveBuyQudaoInfo',
        { schoolId: String(schoolId), kind: 'xinhua', name: '西湖区新华书店', phone: '0571-87001234' },
        tok.staff,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.kindText).toBe('新华书店');
      expectRefusal(
        await post(
          'scoool/saveBuyQudaoInfo',
          { schoolId: String(schoolId), kind: 'bank', name: '某渠道' },
          tok.staff,
        ),
        400,
        /渠道类型/,
      );
      const list = await get<Paged<Qudao>>(
        'scoool/getBuyQudaoList',
        { schoolId: String(schoolId), kind: 'xinhua' },
        tok.staff,
      );
      expect(list.body.data.total).toBe(1);
    });

    it('keeps sales with sums, refusing a future date, a negative quantity and an unknown book', async () => {
      const form = {
        schoolId: String(schoolId),
        bookNo: seeded.bookNo,
        quantity: '30',
        amount: '450.00',
        soldOn: today(),
      };
      const res = await post<SchoolSale>('scoool/saveYGSaleInfo', form, tok.staff);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        amount: '450.00',
        amountFen: 45000,
        areaCode: '330106',
        soldOn: today(),
      });
      await post(
        'scoool/saveYGSaleInfo',
        { ...form, quantity: '10', amount: '150', soldOn: formatDate(Date.now() - 10 * DAY) },
        tok.staff,
      );
      const tomorrow = formatDate(Date.now() + 2 * DAY);
      expectRefusal(
        await post('scoool/saveYGSaleInfo', { ...form, soldOn: tomorrow }, tok.staff),
        400,
        /销售日期不能晚于今天/,
      );
      expectRefusal(
        await post('scoool/saveYGSaleInfo', { ...form, quantity: '-1' }, tok.staff),
        400,
        /销售数量不能为负数/,
      );
      expectRefusal(
        await post('scoool/saveYGSaleInfo', { ...form, amount: '-9' }, tok.staff),
        400,
        /销售金额不能为负数/,
      );
      expectRefusal(
        await post('scoool/saveYGSaleInfo', { ...form, soldOn: '2026-02-30' }, tok.staff),
        400,
        /销售日期/,
      );
      expectRefusal(
        await post('scoool/saveYGSaleInfo', { ...form, bookNo: 'NOPE999' }, tok.staff),
        400,
        /书号不存在/,
      );
      const list = await get<SchoolSaleList>(
        'scoool/getYGSaleList',
        { schoolId: String(schoolId) },
        tok.staff,
      );
      expect(list.body.data).toMatchObject({ total: 2, totalQuantity: 40, totalAmount: '600.00' });
      const recent = await get<SchoolSaleList>(
        'scoool/getYGSaleList',
        { schoolId: String(schoolId), from: formatDate(Date.now() - 3 * DAY), to: today() },
        tok.staff,
      );
      expect(recent.body.data).toMatchObject({ total: 1, totalQuantity: 30 });
    });

    it('moves the sales with the school to another district', async () => {
      const s = (await school({ name: '杭州市搬迁测试小学' })).body.data;
      await post(
        'scoool/saveYGSaleInfo',
        { schoolId: String(s.id), bookNo: seeded.bookNo, quantity: '1', amount: '10', soldOn: today() },
        tok.staff,
      );
      await school({ id: String(s.id), name: s.name, areaCode: '330110' });
      const rows = await db()
        .selectFrom('school_sales')
        .select('area_code')
        .where('school_id', '=', s.id)
        .execute();
      expect(rows.map((r) => r.area_code)).toEqual(['330110']);
    });

    it('deletes records, and a school only when nothing hangs on it', async () => {
      const t1 = await post<SchoolTeacher>(
        'scoool/saveTeacherInfo',
        { schoolId: String(schoolId), name: '孙老师', subject: '英语', grade: '5' },
        tok.staff,
      );
      const del = await post(
        'scoool/deleteSchoolRecord',
        { kind: 'teacher', id: String(t1.body.data.id) },
        tok.staff,
      );
      expect(del.status).toBe(200);
      expectRefusal(
        await post('scoool/deleteSchoolRecord', { kind: 'teacher', id: String(t1.body.data.id) }, tok.staff),
        404,
        /教师不存在/,
      );
      expectRefusal(
        await post('scoool/deleteSchoolRecord', { kind: 'school', id: String(schoolId) }, tok.staff),
        409,
        /还有/,
      );
      const empty = (await school({ name: '杭州市空学校' })).body.data.id;
      await post('scoool/saveFusheSchool', { schoolId: String(empty) }, tok.staff);
      expect(
        (await post('scoool/deleteSchoolRecord', { kind: 'school', id: String(empty) }, tok.staff)).status,
      ).toBe(200);
      expectRefusal(await get('scoool/getSchoolInfo', { id: String(empty) }, tok.staff), 404, /学校不存在/);
    });
  });
});
