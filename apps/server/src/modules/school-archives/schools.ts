import {
  SCHOOL_KIND_TEXT,
  SCHOOL_KINDS,
  type FusheSchool,
  type Paged,
  type School,
  type SchoolDetail,
  type SchoolKind,
  type SchoolName,
} from '@jc/contract';
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, businessRule, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern, type PageInput } from '../../shared/list-query.js';
import { assertCanWriteArea, recordChange, whereInScope, writeStamped } from './archive-use.js';
import { areaNames, stampsOf, stampTime, stampUserIds, userNames, yuan, type Caller } from './scope.js';
import type { SchoolsTable } from './tables.js';

export const SCHOOL_NOT_FOUND = '学校不存在';
export const DUPLICATE_SCHOOL = '学校名称：该区县已有同名学校';
export const AREA_NOT_DISTRICT = '学校所在地区不存在，请选到区县';
export const NOT_COVERED = '您没有负责该学校';

type SchoolRow = Selectable<SchoolsTable>;

const kindOf = (k: string): SchoolKind =>
  (SCHOOL_KINDS as readonly string[]).includes(k) ? (k as SchoolKind) : 'public';

/** The schools the caller may see, as `s`. */
export const scopedSchools = (c: Caller) =>
  whereInScope(c.db.selectFrom('schools as s'), 's.area_code', c.scope);

/** A school the caller may see, or 404 exactly as a missing one. */
export async function schoolInScope(c: Caller, id: number, db: Db = c.db): Promise<SchoolRow> {
  const row = await whereInScope(db.selectFrom('schools as s'), 's.area_code', c.scope)
    .selectAll('s')
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(SCHOOL_NOT_FOUND);
  return row;
}

async function toSchools(c: Caller, rows: SchoolRow[]): Promise<School[]> {
  const [names, areas, covered] = await Promise.all([
    userNames(c.db, stampUserIds(rows)),
    areaNames(
      c.db,
      rows.map((r) => r.area_code),
    ),
    rows.length === 0
      ? Promise.resolve(new Set<number>())
      : c.db
          .selectFrom('school_coverage')
          .select('school_id')
          .where('user_id', '=', c.user.id)
          .where(
            'school_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
          .then((l) => new Set(l.map((r) => r.school_id))),
  ]);
  return rows.map((r) => {
    const kind = kindOf(r.kind);
    return {
      id: r.id,
      name: r.name,
      areaCode: r.area_code,
      areaName: areas.get(r.area_code) ?? '',
      address: r.address,
      kind,
      kindText: SCHOOL_KIND_TEXT[kind],
      pupils: r.pupils,
      principal: r.principal,
      contact: r.contact,
      phone: r.phone,
      lng: r.lng === null ? null : Number(r.lng),
      lat: r.lat === null ? null : Number(r.lat),
      remark: r.remark,
      covered: covered.has(r.id),
      ...stampsOf(r, names),
    };
  });
}

export interface SchoolFilters {
  areaCode?: string | undefined;
  kind?: SchoolKind | undefined;
  keyword?: string | undefined;
  covered?: '0' | '1' | undefined;
}

function filteredSchools(c: Caller, f: SchoolFilters) {
  let q = scopedSchools(c).selectAll('s');
  if (f.areaCode) q = q.where('s.area_code', 'like', `${f.areaCode}%`);
  if (f.kind) q = q.where('s.kind', '=', f.kind);
  if (f.keyword) q = q.where(sql<SqlBool>`lower(s.name) like ${likePattern(f.keyword)} escape '\\'`);
  if (f.covered === '1')
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('school_coverage as cv')
          .select('cv.school_id')
          .whereRef('cv.school_id', '=', 's.id')
          .where('cv.user_id', '=', c.user.id),
      ),
    );
  return q.orderBy('s.area_code').orderBy('s.name').orderBy('s.id');
}

/** getSchoolList: by district and name. */
export async function schoolList(c: Caller, f: SchoolFilters & PageInput): Promise<Paged<School>> {
  const { rows, total } = await fetchPage(filteredSchools(c, f), f);
  return { list: await toSchools(c, rows), total, pageNum: f.pageNum, pageSize: f.pageSize };
}

export async function allSchools(c: Caller, f: SchoolFilters, max: number): Promise<School[]> {
  return toSchools(c, await filteredSchools(c, f).limit(max).execute());
}

const countOf = (db: Db, table: 'school_teachers' | 'school_jingpins' | 'school_qudaos', schoolId: number) =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** getSchoolInfo: one school with the counts of its records and who covers it. */
export async function schoolInfo(c: Caller, id: number): Promise<SchoolDetail> {
  const row = await schoolInScope(c, id);
  const [[school], grades, classes, teachers, jingpins, qudaos, sales, coveredBy] = await Promise.all([
    toSchools(c, [row]),
    c.db
      .selectFrom('school_grades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('school_id', '=', id)
      .executeTakeFirstOrThrow(),
    c.db
      .selectFrom('school_classes as k')
      .innerJoin('school_grades as g', 'g.id', 'k.grade_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('g.school_id', '=', id)
      .executeTakeFirstOrThrow(),
    countOf(c.db, 'school_teachers', id),
    countOf(c.db, 'school_jingpins', id),
    countOf(c.db, 'school_qudaos', id),
    c.db
      .selectFrom('school_sales')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount_fen').as('fen')])
      .where('school_id', '=', id)
      .executeTakeFirstOrThrow(),
    c.db
      .selectFrom('school_coverage as cv')
      .innerJoin('users as u', 'u.id', 'cv.user_id')
      .select(['u.nickname', 'u.account'])
      .where('cv.school_id', '=', id)
      .orderBy('cv.created_at')
      .execute(),
  ]);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  return {
    ...school,
    gradeCount: Number(grades.n),
    classCount: Number(classes.n),
    teacherCount: teachers,
    jingpinCount: jingpins,
    qudaoCount: qudaos,
    saleCount: Number(sales.n),
    saleAmount: yuan(Number(sales.fen ?? 0)),
    coveredBy: coveredBy.map((u) => u.nickname || u.account),
  };
}

/** getSchoolNameDic: at most 200 names for pickers. */
export async function schoolNameDic(
  c: Caller,
  f: { areaCode?: string | undefined; keyword?: string | undefined },
): Promise<SchoolName[]> {
  let q = scopedSchools(c).select(['s.id', 's.name', 's.area_code']);
  if (f.areaCode) q = q.where('s.area_code', 'like', `${f.areaCode}%`);
  if (f.keyword) q = q.where(sql<SqlBool>`lower(s.name) like ${likePattern(f.keyword)} escape '\\'`);
  const rows = await q.orderBy('s.area_code').orderBy('s.name').limit(200).execute();
  const areas = await areaNames(
    c.db,
    rows.map((r) => r.area_code),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    areaCode: r.area_code,
    areaName: areas.get(r.area_code) ?? '',
  }));
}

export interface SaveSchool {
  id?: number | undefined;
  name: string;
  areaCode: string;
  address: string;
  kind: SchoolKind;
  pupils: number;
  principal: string;
  contact: string;
  phone: string;
  lng?: number | undefined;
  lat?: number | undefined;
  remark: string;
}

const SCHOOL_LABELS = {
  name: '学校名称',
  area_code: '所在地区',
  address: '地址',
  kind: '学校类型',
  pupils: '学生人数',
  principal: '校长',
  contact: '联系人',
  phone: '联系电话',
  lng: '位置',
  lat: '位置',
  remark: '备注',
} as const;

/** saveSchoolInfo: create or update; the district must be one of the caller's and the name free in it. */
export async function saveSchool(c: Caller, input: SaveSchool, now = Date.now()): Promise<SchoolDetail> {
  const district = await c.db
    .selectFrom('areas')
    .select(['code', 'level'])
    .where('code', '=', input.areaCode)
    .executeTakeFirst();
  if (!district || district.level !== 3) throw badInput(AREA_NOT_DISTRICT);
  assertCanWriteArea(c.scope, input.areaCode);
  const values = {
    name: input.name,
    area_code: input.areaCode,
    address: input.address,
    kind: input.kind,
    pupils: input.pupils,
    principal: input.principal,
    contact: input.contact,
    phone: input.phone,
    lng: input.lng ?? null,
    lat: input.lat ?? null,
    remark: input.remark,
  };
  const id = await c.db.transaction().execute(async (trx) => {
    const before = input.id ? await schoolInScope(c, input.id, trx) : undefined;
    const same = await trx
      .selectFrom('schools')
      .select('id')
      .where('area_code', '=', input.areaCode)
      .where('name', '=', input.name)
      .executeTakeFirst();
    if (same && same.id !== before?.id) throw badInput(DUPLICATE_SCHOOL);
    if (before && before.area_code !== input.areaCode)
      await trx
        .updateTable('school_sales')
        .set({ area_code: input.areaCode })
        .where('school_id', '=', before.id)
        .execute();
    return writeStamped(trx, {
      table: 'schools',
      kind: 'school',
      before,
      values,
      labels: SCHOOL_LABELS,
      areaCode: input.areaCode,
      userId: c.user.id,
      at: now,
    });
  });
  return schoolInfo(c, id);
}

/** deleteSchoolRecord kind school: only a school nothing hangs on (its coverage rows go with it). */
export async function deleteSchool(c: Caller, id: number, now = Date.now()): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const school = await schoolInScope(c, id, trx);
    for (const [table, what] of [
      ['school_grades', '年级'],
      ['school_teachers', '教师'],
      ['school_jingpins', '竞品'],
      ['school_qudaos', '渠道'],
      ['school_sales', '销售记录'],
    ] as const) {
      const one = await trx.selectFrom(table).select('id').where('school_id', '=', id).executeTakeFirst();
      if (one) throw businessRule(`该学校还有${what}，请先删除后再删除学校`);
    }
    await trx.deleteFrom('school_coverage').where('school_id', '=', id).execute();
    await trx.deleteFrom('schools').where('id', '=', id).execute();
    await recordChange(trx, {
      kind: 'school',
      recordId: id,
      areaCode: school.area_code,
      userId: c.user.id,
      action: 'delete',
      fields: [],
      at: now,
    });
  });
}

// ---------------------------------------------------------------- covered schools (辐射)

export interface FusheFilters {
  areaCode?: string | undefined;
  keyword?: string | undefined;
  userId?: number | undefined;
}

function fusheRows(c: Caller, f: FusheFilters) {
  const userId = f.userId ?? c.user.id;
  if (userId !== c.user.id && !c.user.roles.includes('admin')) throw notFound('用户不存在');
  let q = scopedSchools(c)
    .innerJoin('school_coverage as cv', 'cv.school_id', 's.id')
    .innerJoin('users as u', 'u.id', 'cv.user_id')
    .select([
      's.id',
      's.name',
      's.area_code',
      's.kind',
      's.pupils',
      'cv.user_id',
      'cv.created_at',
      'u.nickname',
      'u.account',
    ])
    .where('cv.user_id', '=', userId);
  if (f.areaCode) q = q.where('s.area_code', 'like', `${f.areaCode}%`);
  if (f.keyword) q = q.where(sql<SqlBool>`lower(s.name) like ${likePattern(f.keyword)} escape '\\'`);
  return q.orderBy('cv.created_at', 'desc').orderBy('s.id');
}

type FusheRow = {
  id: number;
  name: string;
  area_code: string;
  kind: string;
  pupils: number;
  user_id: number;
  created_at: number;
  nickname: string;
  account: string;
};

async function toFushe(c: Caller, rows: FusheRow[]): Promise<FusheSchool[]> {
  const areas = await areaNames(
    c.db,
    rows.map((r) => r.area_code),
  );
  return rows.map((r) => ({
    schoolId: r.id,
    schoolName: r.name,
    areaCode: r.area_code,
    areaName: areas.get(r.area_code) ?? '',
    kindText: SCHOOL_KIND_TEXT[kindOf(r.kind)],
    pupils: r.pupils,
    userId: r.user_id,
    userName: r.nickname || r.account,
    createdAt: stampTime(Number(r.created_at)),
  }));
}

export async function fusheList(c: Caller, f: FusheFilters & PageInput): Promise<Paged<FusheSchool>> {
  const { rows, total } = await fetchPage(fusheRows(c, f), f);
  return { list: await toFushe(c, rows), total, pageNum: f.pageNum, pageSize: f.pageSize };
}

export async function allFushe(c: Caller, f: FusheFilters, max: number): Promise<FusheSchool[]> {
  return toFushe(c, await fusheRows(c, f).limit(max).execute());
}

/** saveFusheSchool: the caller starts covering a school of their areas (again: the same answer). */
export async function saveFushe(c: Caller, schoolId: number, now = Date.now()): Promise<FusheSchool> {
  await c.db.transaction().execute(async (trx) => {
    const school = await schoolInScope(c, schoolId, trx);
    const had = await trx
      .selectFrom('school_coverage')
      .select('school_id')
      .where('user_id', '=', c.user.id)
      .where('school_id', '=', schoolId)
      .executeTakeFirst();
    if (had) return;
    await trx
      .insertInto('school_coverage')
      .values({ user_id: c.user.id, school_id: schoolId, created_at: now })
      .execute();
    await recordChange(trx, {
      kind: 'fushe',
      recordId: schoolId,
      areaCode: school.area_code,
      userId: c.user.id,
      action: 'create',
      fields: ['负责人'],
      at: now,
    });
  });
  const [one] = await toFushe(c, await fusheRows(c, {}).where('s.id', '=', schoolId).execute());
  if (!one) throw notFound(SCHOOL_NOT_FOUND);
  return one;
}

/** deleteFusheSchool: the caller stops covering a school (404 when they did not). */
export async function deleteFushe(c: Caller, schoolId: number, now = Date.now()): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const school = await schoolInScope(c, schoolId, trx);
    const gone = await trx
      .deleteFrom('school_coverage')
      .where('user_id', '=', c.user.id)
      .where('school_id', '=', schoolId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound(NOT_COVERED);
    await recordChange(trx, {
      kind: 'fushe',
      recordId: schoolId,
      areaCode: school.area_code,
      userId: c.user.id,
      action: 'delete',
      fields: ['负责人'],
      at: now,
    });
  });
}
