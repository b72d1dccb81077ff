import { type ArchiveArea, type Paged, type RecordChange, type StaffMember } from '@jc/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { dialects, expectRefusal, makeNonce, useTestApp } from '../../test/app.js';
import { apiCalls } from '../../test/api.js';
import { expectForbidden, expectHidden, useArchiveTokens } from './archives.fixtures.js';
import { attachmentDisposition, safeCell, sendTableFile, toCsv, type TableFile } from './export.js';
import { changedFields, recordChange, recordStamps } from './history.js';
import { assertCanWriteArea, describeAreas, inScope, whereInScope, type AreaScope } from './scope.js';

const TABLE: Omit<TableFile, 'format'> = {
  fileName: '学校列表-2026-11-24',
  sheetName: '学校',
  columns: [
    { key: 'name', label: '学校名称', width: 30 },
    { key: 'pupils', label: '学生数' },
    { key: 'note', label: '备注' },
  ],
  rows: [
    { name: '杭州市西湖区文三街小学', pupils: 1200, note: '含"实验班", 两个校区' },
    { name: '=HYPERLINK("x")', pupils: 0, note: null },
  ],
};

describe('area scopes, change lists and tables (pure)', () => {
  const staff: AreaScope = { all: false, codes: ['3301', '320508'] };
  it('matches division codes by prefix', () => {
    expect(inScope(staff, '330106')).toBe(true);
    expect(inScope(staff, '3301')).toBe(true);
    expect(inScope(staff, '320508')).toBe(true);
    expect(inScope(staff, '320506')).toBe(false);
    expect(inScope(staff, '33')).toBe(false);
    expect(inScope({ all: false, codes: [] }, '330106')).toBe(false);
    expect(inScope({ all: true }, '110101')).toBe(true);
  });

  it('refuses a write outside the areas with a 400 naming the field', () => {
    expect(() => assertCanWriteArea(staff, '330108')).not.toThrow();
    try {
      assertCanWriteArea(staff, '320506');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(400);
      expect((err as AppError).message).toMatch(/不能在您负责的区域以外登记/);
    }
  });

  it('names the changed fields in the order of the labels', () => {
    const labels = { name: '学校名称', pupils: '学生数', phone: '联系电话', kind: '办学性质' };
    const before = { name: '文三街小学', pupils: 1200, phone: '' as string | null, kind: '公办', id: 1 };
    expect(changedFields(before, { ...before, pupils: 1250, phone: null }, labels)).toEqual(['学生数']);
    expect(changedFields(before, { ...before, kind: '民办', name: '文三小学' }, labels)).toEqual([
      '学校名称',
      '办学性质',
    ]);
    expect(changedFields(before, { ...before, pupils: '1200' as unknown as number }, labels)).toEqual([]);
    expect(changedFields(undefined, { ...before, phone: '' }, labels)).toEqual([
      '学校名称',
      '学生数',
      '办学性质',
    ]);
  });

  it('names a label once, and a number equals the text PostgreSQL gives back for it', () => {
    const labels = { lng: '位置', lat: '位置', name: '名称' };
    const before = { lng: '120.130000', lat: '30.270000', name: '博库书城' } as Record<string, unknown>;
    expect(changedFields(before, { lng: 120.13, lat: 30.27, name: '博库书城' }, labels)).toEqual([]);
    expect(changedFields(before, { lng: 120.2, lat: 30.3, name: '博库书城' }, labels)).toEqual(['位置']);
    expect(changedFields(before, { lng: 'x', lat: 30.27, name: '博库' }, labels)).toEqual(['位置', '名称']);
  });

  it('writes CSV as Excel opens it, with formulas made harmless', () => {
    const text = toCsv(TABLE.columns, TABLE.rows).toString('utf8');
    expect(text.startsWith('\ufeff学校名称,学生数,备注\r\n')).toBe(true);
    expect(text).toContain('杭州市西湖区文三街小学,1200,"含""实验班"", 两个校区"\r\n');
    expect(text).toContain(`"'=HYPERLINK(""x"")",0,\r\n`);
    expect(safeCell('-1')).toBe("'-1");
    expect(safeCell(-1)).toBe(-1);
  });

  it('names the file for every browser', () => {
    expect(attachmentDisposition('a.csv')).toBe(`attachment; filename="a.csv"; filename*=UTF-8''a.csv`);
    expect(attachmentDisposition('学校.xlsx')).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''%E5%AD%A6%E6%A0%A1.xlsx`,
    );
  });
});

describe.each(dialects)('archives on %s', (dialect) => {
  const t = useTestApp({
    dialect,
    routes: (app) => {
      app.get<{ Querystring: { format: 'csv' | 'xlsx' } }>(
        '/api/test/table',
        { config: { auth: 'staff' } },
        (req, reply) => sendTableFile(reply, { ...TABLE, format: req.query.format }),
      );
    },
  });
  const { get, post } = apiCalls(t);
  const tokens = useArchiveTokens(t);
  const db = () => t().app.db;
  const userId = async (account: string) =>
    (await db().selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  describe('scoool/getUserArealList', () => {
    it('answers the staff member’s own areas with full names', async () => {
      const staff = await get<ArchiveArea[]>('scoool/getUserArealList', {}, await t().login('staff'));
      expect(staff.status).toBe(200);
      expect(staff.body.data).toEqual([{ code: '3301', name: '杭州市', fullName: '浙江省 杭州市' }]);
      const zhao = await get<ArchiveArea[]>('scoool/getUserArealList', {}, await t().login('zhaoyewu'));
      expect(zhao.body.data).toEqual([{ code: '3205', name: '苏州市', fullName: '江苏省 苏州市' }]);
    });

    it('answers every province to an admin', async () => {
      const res = await get<ArchiveArea[]>('scoool/getUserArealList', {}, await t().login('admin'));
      expect(res.body.data.length).toBeGreaterThanOrEqual(31);
      expect(res.body.data).toContainEqual({ code: '33', name: '浙江省', fullName: '浙江省' });
    });

    it('refuses pupils, teachers and strangers', async () => {
      expectForbidden(await get('scoool/getUserArealList', {}, tokens.student));
      expectForbidden(await get('scoool/getUserArealList', {}, tokens.teacher));
      expectRefusal(await get('scoool/getUserArealList'), 401);
    });

    it('describes districts below a municipality without its 市辖区 level', async () => {
      expect(await describeAreas(db(), ['110101', '330106', '999999', '1101', '5002', '500229'])).toEqual([
        { code: '110101', name: '东城区', fullName: '北京市 东城区' },
        { code: '330106', name: '西湖区', fullName: '浙江省 杭州市 西湖区' },
        { code: '1101', name: '北京市', fullName: '北京市' },
        { code: '5002', name: '重庆市（县）', fullName: '重庆市（县）' },
        { code: '500229', name: '城口县', fullName: '重庆市 城口县' },
      ]);
    });
  });

  describe('scoool/getRecordHistory', () => {
    const RECORD = 900_001;
    it('answers the changes of a record of the caller’s area, newest first', async () => {
      const staffId = await userId('staff');
      const adminId = await userId('admin');
      const at = Date.UTC(2026, 10, 20, 1, 30); // 09:30 in Shanghai
      await db()
        .transaction()
        .execute(async (trx) => {
          await recordChange(trx, {
            kind: 'school',
            recordId: RECORD,
            areaCode: '330106',
            userId: staffId,
            action: 'create',
            fields: ['学校名称', '学生数'],
            at,
          });
          await recordChange(trx, {
            kind: 'school',
            recordId: RECORD,
            areaCode: '330106',
            userId: adminId,
            action: 'update',
            fields: ['学生数'],
            at: at + 3_600_000,
          });
          // The same id of another kind is another record.
          await recordChange(trx, {
            kind: 'store',
            recordId: RECORD,
            areaCode: '320505',
            userId: adminId,
            action: 'create',
            fields: [],
            at,
          });
        });
      const res = await get<RecordChange[]>(
        'scoool/getRecordHistory',
        { kind: 'school', id: String(RECORD) },
        await t().login('staff'),
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject([
        { at: '2026-11-20 10:30', userName: '运营管理员', action: 'update', fields: ['学生数'] },
        { at: '2026-11-20 09:30', userName: '李业务', action: 'create', fields: ['学校名称', '学生数'] },
      ]);
      expect(res.body.data[1]?.userId).toBe(staffId);

      const stamps = await recordStamps(db(), 'school', [RECORD, RECORD + 1]);
      expect(stamps.get(RECORD)).toEqual({
        createdBy: '李业务',
        createdAt: '2026-11-20 09:30',
        updatedBy: '运营管理员',
        updatedAt: '2026-11-20 10:30',
      });
      expect(stamps.has(RECORD + 1)).toBe(false);
    });

    it('answers another area’s record exactly as a missing one', async () => {
      const zhao = tokens.zhao;
      const other = await get('scoool/getRecordHistory', { kind: 'school', id: String(RECORD) }, zhao);
      const missing = await get('scoool/getRecordHistory', { kind: 'school', id: '999999' }, zhao);
      expectHidden(other, /^记录不存在$/);
      expectHidden(missing, /^记录不存在$/);
      const own = await get<RecordChange[]>(
        'scoool/getRecordHistory',
        { kind: 'store', id: String(RECORD) },
        zhao,
      );
      expect(own.body.data).toHaveLength(1);
      const staff = await t().login('staff');
      expectRefusal(await get('scoool/getRecordHistory', { kind: 'store', id: String(RECORD) }, staff), 404);
      const admin = await get<RecordChange[]>(
        'scoool/getRecordHistory',
        { kind: 'school', id: String(RECORD) },
        await t().login('admin'),
      );
      expect(admin.body.data).toHaveLength(2);
    });

    it('refuses a bad kind or id, and pupils', async () => {
      const staff = await t().login('staff');
      expectRefusal(
        await get('scoool/getRecordHistory', { kind: 'book', id: '1' }, staff),
        400,
        /记录类型不正确/,
      );
      expectRefusal(
        await get('scoool/getRecordHistory', { kind: 'school', id: '0' }, staff),
        400,
        /记录不存在/,
      );
      expectRefusal(await get('scoool/getRecordHistory', { kind: 'school' }, staff), 400, /记录不存在/);
      expectForbidden(
        await get(
          'scoool/getRecordHistory',
          { kind: 'school', id: String(RECORD) },
          await t().login('student'),
        ),
      );
    });

    it('narrows a query to a scope by prefix, and to nothing without codes', async () => {
      const ids = async (scope: AreaScope) =>
        (
          await whereInScope(
            db().selectFrom('archive_changes').select('area_code').where('record_id', '=', RECORD),
            'area_code',
            scope,
          ).execute()
        )
          .map((r) => r.area_code)
          .sort();
      expect(await ids({ all: true })).toEqual(['320505', '330106', '330106']);
      expect(await ids({ all: false, codes: ['3301'] })).toEqual(['330106', '330106']);
      expect(await ids({ all: false, codes: ['3205', '33'] })).toEqual(['320505', '330106', '330106']);
      expect(await ids({ all: false, codes: ['320506'] })).toEqual([]);
      expect(await ids({ all: false, codes: [] })).toEqual([]);
    });
  });

  describe('table files', () => {
    const fetchTable = async (format: string) =>
      t().app.inject({
        method: 'GET',
        url: `/api/test/table?format=${format}`,
        headers: { nonce: makeNonce(), authorization: `Bearer ${await t().login('staff')}` },
      });

    it('sends a CSV with a Chinese file name, never cached', async () => {
      const res = await fetchTable('csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(attachmentDisposition('学校列表-2026-11-24.csv'));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.startsWith('\ufeff学校名称,学生数,备注')).toBe(true);
    });

    it('sends an XLSX workbook Excel reads back', async () => {
      const res = await fetchTable('xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('学校');
      expect(sheet?.getRow(1).values).toEqual([undefined, '学校名称', '学生数', '备注']);
      expect(sheet?.getRow(2).getCell(2).value).toBe(1200);
      // Text, not a formula: a workbook keeps the two apart, so no apostrophe is needed.
      expect(sheet?.getRow(3).getCell(1).value).toBe('=HYPERLINK("x")');
      expect(sheet?.getRow(3).getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(sheet?.getColumn(1).width).toBe(30);
    });
  });

  describe('admin/staff', () => {
    it('lists staff members with their areas, by keyword', async () => {
      const admin = await t().login('admin');
      const res = await get<Paged<StaffMember>>('admin/staff/getStaffList', { pageSize: '50' }, admin);
      expect(res.status).toBe(200);
      const accounts = res.body.data.list.map((s) => s.account);
      expect(accounts).toEqual(expect.arrayContaining(['staff', 'admin', 'zhaoyewu']));
      expect(accounts).not.toContain('student');
      expect(res.body.data.list.find((s) => s.account === 'zhaoyewu')?.areas).toEqual([
        { code: '3205', name: '苏州市', fullName: '江苏省 苏州市' },
      ]);
      const found = await get<Paged<StaffMember>>('admin/staff/getStaffList', { keyword: '赵' }, admin);
      expect(found.body.data.list.map((s) => s.account)).toEqual(['zhaoyewu']);
      expect(found.body.data.total).toBe(1);
      expectForbidden(await get('admin/staff/getStaffList', {}, await t().login('staff')));
    });

    it('replaces a staff member’s areas with codes of the tree', async () => {
      const admin = await t().login('admin');
      const zhaoId = String(await userId('zhaoyewu'));
      const saved = await post<StaffMember>(
        'admin/staff/saveStaffAreas',
        { userId: zhaoId, areaCodes: '320505,320506,320505' },
        admin,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.data.areas.map((a) => a.fullName)).toEqual([
        '江苏省 苏州市 虎丘区',
        '江苏省 苏州市 吴中区',
      ]);
      const zhao = await t().login('zhaoyewu');
      const areas = await get<ArchiveArea[]>('scoool/getUserArealList', {}, zhao);
      expect(areas.body.data.map((a) => a.code)).toEqual(['320505', '320506']);

      expectRefusal(
        await post('admin/staff/saveStaffAreas', { userId: zhaoId, areaCodes: '320505,329999' }, admin),
        400,
        /区域编码不存在（329999）/,
      );
      expectRefusal(
        await post('admin/staff/saveStaffAreas', { userId: zhaoId, areaCodes: '32a5' }, admin),
        400,
        /负责区域/,
      );
      expectRefusal(
        await post(
          'admin/staff/saveStaffAreas',
          { userId: String(await userId('student')), areaCodes: '3205' },
          admin,
        ),
        404,
        /业务员不存在/,
      );
      expectRefusal(await post('admin/staff/saveStaffAreas', { areaCodes: '3205' }, admin), 400, /业务员/);
      expectForbidden(await post('admin/staff/saveStaffAreas', { userId: zhaoId, areaCodes: '3205' }, zhao));
      // Nothing changed by the refusals; a JSON array works as well, and back to 苏州市.
      const back = await post<StaffMember>(
        'admin/staff/saveStaffAreas',
        { userId: zhaoId, areaCodes: '["3205"]' },
        admin,
      );
      expect(back.body.data.areas.map((a) => a.code)).toEqual(['3205']);
      const none = await post<StaffMember>(
        'admin/staff/saveStaffAreas',
        { userId: zhaoId, areaCodes: '' },
        admin,
      );
      expect(none.body.data.areas).toEqual([]);
      expect((await get<ArchiveArea[]>('scoool/getUserArealList', {}, zhao)).body.data).toEqual([]);
      await post('admin/staff/saveStaffAreas', { userId: zhaoId, areaCodes: '3205' }, admin);
    });
  });
});
