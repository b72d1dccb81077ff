import type {
  FusheSchool,
  RecordChange,
  Jingpin,
  Paged,
  Qudao,
  School,
  SchoolDetail,
  SchoolGrade,
  SchoolName,
  SchoolSale,
  SchoolSaleList,
  SchoolTeacher,
} from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/time.js';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { SCHOOL_SEED } from './seed.js';

const DAY = 86_400_000;
const today = () => formatDate(Date.now());

describe.each(dialects)('school archives on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  /** staff (杭州市 3301), zhaoyewu (苏州市 3205), admin, a pupil and a teacher. */
  const tok = { staff: '', suzhou: '', admin: '', pupil: '', teacher: '' };
  let hangzhouId = 0;
  let suzhouId = 0;
  let bookNo = '';

  beforeAll(async () => {
    tok.staff = await t().login('staff');
    tok.suzhou = await t().login('zhaoyewu');
    tok.admin = await t().login('admin');
    tok.pupil = await t().login('student');
    tok.teacher = await t().login('teacher');
    const list = await get<Paged<School>>('scoool/getSchoolList', { pageSize: '100' }, tok.admin);
    hangzhouId = list.body.data.list.find((s) => s.name === '杭州市学军小学')?.id ?? 0;
    suzhouId = list.body.data.list.find((s) => s.name === '苏州市实验小学校')?.id ?? 0;
    const book = await db()
      .selectFrom('books')
      .select('book_no')
      .orderBy('book_no')
      .executeTakeFirstOrThrow();
    bookNo = book.book_no;
  });

  const school = (form: Record<string, string> = {}, token = tok.staff) =>
    post<SchoolDetail>(
      'scoool/saveSchoolInfo',
      {
        name: `测试小学${Math.random().toString(36).slice(2, 8)}`,
        areaCode: '330106',
        kind: 'public',
        pupils: '800',
        phone: '0571-88001122',
        lng: '120.12',
        lat: '30.27',
        ...form,
      },
      token,
    );

  describe('the demo seed', () => {
    it('gives staff the dozen 杭州 schools, zhaoyewu the 苏州 ones, an admin all', async () => {
      const mine = await get<Paged<School>>('scoool/getSchoolList', { pageSize: '100' }, tok.staff);
      expect(mine.status).toBe(200);
      const hz = SCHOOL_SEED.filter((s) => s.owner === 'staff').map((s) => s.name);
      expect(mine.body.data.list.map((s) => s.name).sort()).toEqual([...hz].sort());
      expect(mine.body.data.list.every((s) => s.areaCode.startsWith('3301'))).toBe(true);
      const covered = mine.body.data.list.filter((s) => s.covered).length;
      expect(covered).toBe(SCHOOL_SEED.filter((s) => s.owner === 'staff' && s.covered).length);
      const sz = await get<Paged<School>>('scoool/getSchoolList', { pageSize: '100' }, tok.suzhou);
      expect(sz.body.data.list.map((s) => s.name).sort()).toEqual(
        SCHOOL_SEED.filter((s) => s.owner === 'zhaoyewu')
          .map((s) => s.name)
          .sort(),
      );
      const all = await get<Paged<School>>('scoool/getSchoolList', { pageSize: '100' }, tok.admin);
      expect(all.body.data.total).toBe(SCHOOL_SEED.length);
    });

    it('has grades with classes, teachers, competitors, channels and 90 days of sales', async () => {
      const info = await get<SchoolDetail>('scoool/getSchoolInfo', { id: String(hangzhouId) }, tok.staff);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({
        name: '杭州市学军小学',
        areaName: '浙江省 杭州市 西湖区',
        kind: 'public',
        kindText: '公办',
        gradeCount: 6,
        coveredBy: ['李业务'],
        createdBy: '李业务',
      });
      expect(info.body.data.classCount).toBeGreaterThanOrEqual(18);
      expect(info.body.data.teacherCount).toBeGreaterThanOrEqual(4);
      expect(info.body.data.jingpinCount).toBeGreaterThanOrEqual(2);
      expect(info.body.data.qudaoCount).toBeGreaterThanOrEqual(1);
      expect(info.body.data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      const history = await get<RecordChange[]>(
        'scoool/getRecordHistory',
        { kind: 'school', id: String(hangzhouId) },
        tok.staff,
      );
      expect(history.body.data).toMatchObject([{ action: 'create', userName: '李业务' }]);
      const sales = await get<SchoolSaleList>('scoool/getYGSaleList', { pageSize: '100' }, tok.staff);
      expect(sales.body.data.total).toBeGreaterThan(50);
      const days = sales.body.data.list.map((s) => s.soldOn);
      expect(days.every((d) => d <= today() && d >= formatDate(Date.now() - 90 * DAY))).toBe(true);
      const publishers = await get<Paged<Jingpin>>('scoool/getJingpinList', { pageSize: '100' }, tok.staff);
      expect(new Set(publishers.body.data.list.map((j) => j.publisher))).toEqual(
        new Set(['人教版', '北师大版', '苏教版', '教科版']),
      );
    });
  });

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

  describe('schools', () => {
    it('creates and updates a school, keeping who and when', async () => {
      const made = await school({ name: '杭州市测试实验小学', principal: '张校长', remark: '新建' });
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({
        name: '杭州市测试实验小学',
        areaName: '浙江省 杭州市 西湖区',
        lng: 120.12,
        lat: 30.27,
        createdBy: '李业务',
        updatedBy: '李业务',
        covered: false,
        gradeCount: 0,
      });
      const id = made.body.data.id;
      const updated = await school({
        id: String(id),
        name: '杭州市测试实验小学',
        areaCode: '330108',
        kind: 'private',
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ id, areaCode: '330108', kindText: '民办', principal: '' });
      const byArea = await get<Paged<School>>(
        'scoool/getSchoolList',
        { areaCode: '330108', kind: 'private' },
        tok.staff,
      );
      expect(byArea.body.data.list.map((s) => s.id)).toContain(id);
      const byKeyword = await get<Paged<School>>('scoool/getSchoolList', { keyword: '测试实验' }, tok.staff);
      expect(byKeyword.body.data.list.map((s) => s.id)).toEqual([id]);
      const history = await get<RecordChange[]>(
        'scoool/getRecordHistory',
        { kind: 'school', id: String(id) },
        tok.staff,
      );
      expect(history.status).toBe(200);
      expect(history.body.data.map((h) => h.action)).toEqual(['update', 'create']);
      expect(history.body.data[0]).toMatchObject({ userName: '李业务' });
      expect(history.body.data[0]?.fields).toEqual(
        expect.arrayContaining(['所在地区', '学校类型', '校长', '备注']),
      );
      const zero = await school({ id: '0', name: '杭州市零号小学' });
      expect(zero.status).toBe(200);
      expect(zero.body.data.id).not.toBe(id);
    });

    it('refuses bad input with a message naming the field, writing nothing', async () => {
      const before = await db()
        .selectFrom('schools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expectRefusal(await school({ areaCode: '320508' }), 400, /区域以外/);
      expectRefusal(await school({ name: '杭州市学军小学' }), 400, /同名学校/);
      expectRefusal(await school({ phone: '12345' }), 400, /联系电话/);
      expectRefusal(await school({ lng: '10', lat: '30' }), 400, /中国境内/);
      expectRefusal(await school({ lat: '80' }), 400, /中国境内/);
      expectRefusal(await school({ lat: '', lng: '120.1' }), 400);
      expectRefusal(await school({ pupils: '-5' }), 400, /学生人数不能为负数/);
      expectRefusal(await school({ areaCode: '3301' }), 400, /区县/);
      expectRefusal(await school({ areaCode: '330199' }), 400, /区县/);
      expectRefusal(await school({ kind: 'state' }), 400, /学校类型/);
      expectRefusal(await school({ name: '' }), 400, /学校名称/);
      const after = await db()
        .selectFrom('schools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('allows the same name in another district', async () => {
      const res = await school({ name: '杭州市学军小学', areaCode: '330105' });
      expect(res.status).toBe(200);
    });

    it('answers names for pickers within the caller’s areas', async () => {
      const res = await get<SchoolName[]>('scoool/getSchoolNameDic', { keyword: '学军' }, tok.staff);
      expect(res.status).toBe(200);
      expect(res.body.data.map((s) => s.name)).toContain('杭州市学军小学');
      const none = await get<SchoolName[]>('scoool/getSchoolNameDic', { keyword: '苏州' }, tok.staff);
      expect(none.body.data).toEqual([]);
    });
  });

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
      const form = { schoolId: String(schoolId), bookNo, quantity: '30', amount: '450.00', soldOn: today() };
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
        { schoolId: String(s.id), bookNo, quantity: '1', amount: '10', soldOn: today() },
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

  describe('covered schools', () => {
    it('starts and stops covering a school', async () => {
      const id = (await school({ name: '杭州市辐射测试小学' })).body.data.id;
      const res = await post<FusheSchool>('scoool/saveFusheSchool', { schoolId: String(id) }, tok.staff);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ schoolId: id, userName: '李业务' });
      expect((await post('scoool/saveFusheSchool', { schoolId: String(id) }, tok.staff)).status).toBe(200);
      const list = await get<Paged<FusheSchool>>('scoool/getFusheSchoolList', { pageSize: '100' }, tok.staff);
      expect(list.body.data.list.map((f) => f.schoolId)).toContain(id);
      const covered = await get<Paged<School>>(
        'scoool/getSchoolList',
        { covered: '1', pageSize: '100' },
        tok.staff,
      );
      expect(covered.body.data.list.every((s) => s.covered)).toBe(true);
      expect((await post('scoool/deleteFusheSchool', { schoolId: String(id) }, tok.staff)).status).toBe(200);
      expectRefusal(
        await post('scoool/deleteFusheSchool', { schoolId: String(id) }, tok.staff),
        404,
        /没有负责/,
      );
    });

    it('lets an admin see another member’s list, not a staff member', async () => {
      const staffId = (
        await db().selectFrom('users').select('id').where('account', '=', 'staff').executeTakeFirstOrThrow()
      ).id;
      const asAdmin = await get<Paged<FusheSchool>>(
        'scoool/getFusheSchoolList',
        { userId: String(staffId) },
        tok.admin,
      );
      expect(asAdmin.body.data.total).toBeGreaterThan(0);
      expectRefusal(await get('scoool/getFusheSchoolList', { userId: String(staffId) }, tok.suzhou), 404);
    });
  });

  describe('exports', () => {
    it('answers each list as CSV and XLSX', async () => {
      for (const path of [
        'exportSchoolList',
        'exportSchoolGradeList',
        'exportTeacherList',
        'exportJingpinList',
        'exportBuyQudaoList',
        'exportYGSaleList',
        'exportFusheSchoolList',
      ]) {
        const csv = await t().call('GET', `/api/scoool/${path}`, {
          query: { format: 'csv' },
          token: tok.staff,
        });
        expect(csv.status, path).toBe(200);
        expect(String(csv.headers['content-type'])).toMatch(/text\/csv/);
        expect(String(csv.headers['content-disposition'])).toMatch(/attachment/);
        expect(csv.text.split('\n').length, path).toBeGreaterThan(1);
        const xlsx = await t().app.inject({
          method: 'GET',
          url: `/api/scoool/${path}?format=xlsx`,
          headers: {
            authorization: `Bearer ${tok.staff}`,
            nonce: (await import('../../test/app.js')).makeNonce(),
          },
        });
        expect(xlsx.statusCode, path).toBe(200);
        expect(xlsx.rawPayload.subarray(0, 2).toString(), path).toBe('PK');
      }
      const csv = await t().call('GET', '/api/scoool/exportSchoolList', {
        query: { format: 'csv' },
        token: tok.staff,
      });
      expect(csv.text).toContain('杭州市学军小学');
      expect(csv.text).not.toContain('苏州市实验小学校');
      expectRefusal(await get('scoool/exportSchoolList', { format: 'pdf' }, tok.staff), 400, /导出格式/);
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
          { schoolId: sid, bookNo, quantity: '3', amount: '30', soldOn: today() },
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
          { id: String(grade.id), schoolId: String(suzhouId), grade: '9' },
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
          { id: String(teacher.id), schoolId: String(suzhouId), name: '某老师', subject: '语文', grade: '1' },
          /教师不存在/,
        ],
        [
          'scoool/saveJingpinInfo',
          {
            id: String(jingpin.id),
            schoolId: String(suzhouId),
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
          { id: String(qudao.id), schoolId: String(suzhouId), kind: 'other', name: '某渠道' },
          /渠道不存在/,
        ],
        ['scoool/saveBuyQudaoInfo', { schoolId: sid, kind: 'other', name: '某渠道' }, /学校不存在/],
        [
          'scoool/saveYGSaleInfo',
          {
            id: String(sale.id),
            schoolId: String(suzhouId),
            bookNo,
            quantity: '1',
            amount: '1',
            soldOn: today(),
          },
          /销售记录不存在/,
        ],
        [
          'scoool/saveYGSaleInfo',
          { schoolId: sid, bookNo, quantity: '1', amount: '1', soldOn: today() },
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
        await get('scoool/getSchoolInfo', { id: String(suzhouId) }, tok.staff),
        404,
        /^学校不存在$/,
      );
      // An admin sees both.
      expect((await get('scoool/getSchoolInfo', { id: sid }, tok.admin)).status).toBe(200);
      expect((await get('scoool/getSchoolInfo', { id: String(suzhouId) }, tok.admin)).status).toBe(200);
    });
  });
});
