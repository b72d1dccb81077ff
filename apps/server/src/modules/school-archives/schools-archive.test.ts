import type {
  FusheSchool,
  RecordChange,
  Jingpin,
  Paged,
  School,
  SchoolDetail,
  SchoolName,
  SchoolSaleList,
} from '@jc/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/time.js';
import { apiCalls } from '../../test/api.js';
import { dialects, expectRefusal, useTestApp } from '../../test/app.js';
import { makeShopUser } from '../shop/shop.fixtures.js';
import { SCHOOL_SEED } from './seed.js';
import { DAY, today, useSchoolArchive } from './schools.fixtures.js';

/** The schools themselves: the demo seed, saving a school, covered schools and the exports. */
describe.each(dialects)('school archives on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  const { tok, seeded, school } = useSchoolArchive(t);

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
      const info = await get<SchoolDetail>(
        'scoool/getSchoolInfo',
        { id: String(seeded.hangzhouId) },
        tok.staff,
      );
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
        { kind: 'school', id: String(seeded.hangzhouId) },
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

    it('lets an admin write in any area, and a staff member without areas nowhere', async () => {
      const admin = await school({ name: '苏州市管理员测试小学', areaCode: '320508' }, tok.admin);
      expect(admin.status).toBe(200);
      expect(admin.body.data).toMatchObject({ areaName: '江苏省 苏州市 姑苏区', createdBy: '运营管理员' });
      const bare = await makeShopUser(db());
      await db().updateTable('users').set({ is_staff: 1 }).where('id', '=', bare.id).execute();
      const list = await get<Paged<School>>('scoool/getSchoolList', {}, bare.token);
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({ list: [], total: 0 });
      expectRefusal(await school({}, bare.token), 400, /区域以外/);
      expectRefusal(await get('scoool/getSchoolInfo', { id: String(seeded.hangzhouId) }, bare.token), 404);
    });

    it('takes blank form values as left out: no position, no filter', async () => {
      const res = await school({ name: '杭州市无位置小学', lng: '', lat: '', phone: '' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ lng: null, lat: null, phone: '' });
      const list = await get<Paged<School>>(
        'scoool/getSchoolList',
        { areaCode: '', kind: '', keyword: '', covered: '', pageSize: '100' },
        tok.staff,
      );
      expect(list.status).toBe(200);
      expect(list.body.data.total).toBeGreaterThan(12);
      const sales = await get<SchoolSaleList>(
        'scoool/getYGSaleList',
        { schoolId: '', from: '', to: '', bookNo: '' },
        tok.staff,
      );
      expect(sales.status).toBe(200);
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
        if (path === 'exportYGSaleList') {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
          const sheet = book.getWorksheet('销售记录');
          expect(sheet?.getRow(1).getCell(1).value).toBe('销售日期');
          expect(sheet?.rowCount).toBeGreaterThan(50);
        }
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
});
