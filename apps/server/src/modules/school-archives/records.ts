import {
  gradeName,
  QUDAO_KIND_TEXT,
  QUDAO_KINDS,
  type Jingpin,
  type Paged,
  type Qudao,
  type QudaoKind,
  type SchoolGrade,
  type SchoolRecordKind,
  type SchoolSale,
  type SchoolSaleList,
  type SchoolTeacher,
} from '@jc/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { badInput, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern, type PageInput } from '../../shared/list-query.js';
import { recordChange, whereInScope, writeStamped } from './archive-use.js';
import { schoolInScope } from './schools.js';
import { stampsOf, stampUserIds, userNames, yuan, type Caller } from './scope.js';

/**
 * The records of a school (grades, teachers, competitor products, channels, sales): one shape of code for
 * all five. A record is seen through its school: another area's school makes its records 404.
 */

export type RecordKind = Exclude<SchoolRecordKind, 'school'>;

interface KindInfo {
  table: string;
  notFound: string;
  /** Columns searched by `keyword` besides the school's name. */
  keywordColumns: string[];
  /** Chinese labels of the columns a change names. */
  labels: Record<string, string>;
}

export const KINDS: Record<RecordKind, KindInfo> = {
  grade: {
    table: 'school_grades',
    notFound: '年级不存在',
    keywordColumns: [],
    labels: { school_id: '学校', grade: '年级', pupils: '年级人数' },
  },
  teacher: {
    table: 'school_teachers',
    notFound: '教师不存在',
    keywordColumns: ['r.name'],
    labels: { school_id: '学校', name: '姓名', subject: '学科', grade: '年级', phone: '电话', post: '职务' },
  },
  jingpin: {
    table: 'school_jingpins',
    notFound: '竞品记录不存在',
    keywordColumns: ['r.publisher', 'r.product'],
    labels: {
      school_id: '学校',
      subject: '学科',
      grade: '年级',
      publisher: '出版社',
      product: '产品名称',
      price_fen: '单价',
      quantity: '数量',
      remark: '备注',
    },
  },
  qudao: {
    table: 'school_qudaos',
    notFound: '渠道不存在',
    keywordColumns: ['r.name'],
    labels: {
      school_id: '学校',
      kind: '渠道类型',
      name: '渠道名称',
      contact: '联系人',
      phone: '电话',
      remark: '备注',
    },
  },
  sale: {
    table: 'school_sales',
    notFound: '销售记录不存在',
    keywordColumns: ['r.book_no', 'b.title'],
    labels: {
      school_id: '学校',
      book_no: '书号',
      quantity: '销售数量',
      amount_fen: '销售金额',
      sold_on: '销售日期',
      remark: '备注',
    },
  },
};

/* The five tables share one shape (school_id, stamps), which Kysely cannot name generically: the
   queries here go through an untyped handle and the rows are typed where they are read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDb = Kysely<any>;
const loose = (db: Db) => db as unknown as AnyDb;

/** Base row every record has. */
interface BaseRow {
  id: number;
  school_id: number;
  school_name: string;
  school_area: string;
  created_by: number;
  created_at: number;
  updated_by: number;
  updated_at: number;
}

export interface RecordFilters {
  schoolId?: number | undefined;
  areaCode?: string | undefined;
  keyword?: string | undefined;
  subject?: string | undefined;
  kind?: QudaoKind | undefined;
  bookNo?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function recordRows(c: Caller, kind: RecordKind, f: RecordFilters, db: Db = c.db) {
  const info = KINDS[kind];
  let q = loose(db)
    .selectFrom(`${info.table} as r`)
    .innerJoin('schools as s', 's.id', 'r.school_id')
    .selectAll('r')
    .select(['s.name as school_name', 's.area_code as school_area']);
  if (kind === 'sale') q = q.leftJoin('books as b', 'b.book_no', 'r.book_no').select('b.title as book_title');
  q = whereInScope(q, 's.area_code', c.scope);
  if (f.schoolId) q = q.where('r.school_id', '=', f.schoolId);
  if (f.areaCode) q = q.where('s.area_code', 'like', `${f.areaCode}%`);
  if (f.keyword) {
    const like = likePattern(f.keyword);
    const cols = ['s.name', ...info.keywordColumns];
    q = q.where(
      sql<SqlBool>`(${sql.join(
        cols.map((col) => sql`lower(${sql.ref(col)}) like ${like} escape '\\'`),
        sql` or `,
      )})`,
    );
  }
  if (kind === 'teacher' && f.subject) q = q.where('r.subject', '=', f.subject);
  if (kind === 'qudao' && f.kind) q = q.where('r.kind', '=', f.kind);
  if (kind === 'sale') {
    if (f.bookNo) q = q.where('r.book_no', '=', f.bookNo);
    if (f.from) q = q.where('r.sold_on', '>=', f.from);
    if (f.to) q = q.where('r.sold_on', '<=', f.to);
  }
  return q;
}

const ordered = (kind: RecordKind, q: ReturnType<typeof recordRows>) => {
  if (kind === 'grade') return q.orderBy('s.name').orderBy('r.school_id').orderBy('r.grade');
  if (kind === 'sale') return q.orderBy('r.sold_on', 'desc').orderBy('r.id', 'desc');
  return q.orderBy('r.id', 'desc');
};

// ---------------------------------------------------------------- answers

interface GradeRow extends BaseRow {
  grade: number;
  pupils: number;
}
interface TeacherRow extends BaseRow {
  name: string;
  subject: string;
  grade: number;
  phone: string;
  post: string;
}
interface JingpinRow extends BaseRow {
  subject: string;
  grade: number;
  publisher: string;
  product: string;
  price_fen: number;
  quantity: number;
  remark: string;
}
interface QudaoRow extends BaseRow {
  kind: string;
  name: string;
  contact: string;
  phone: string;
  remark: string;
}
interface SaleRow extends BaseRow {
  area_code: string;
  book_no: string;
  book_title: string | null;
  quantity: number;
  amount_fen: number;
  sold_on: string;
  remark: string;
}

export interface RecordAnswer {
  grade: SchoolGrade;
  teacher: SchoolTeacher;
  jingpin: Jingpin;
  qudao: Qudao;
  sale: SchoolSale;
}

const qudaoKind = (k: string): QudaoKind =>
  (QUDAO_KINDS as readonly string[]).includes(k) ? (k as QudaoKind) : 'other';

async function toAnswers<K extends RecordKind>(
  c: Caller,
  kind: K,
  rows: BaseRow[],
): Promise<RecordAnswer[K][]> {
  const names = await userNames(c.db, stampUserIds(rows));
  const base = (r: BaseRow) => ({
    id: r.id,
    schoolId: r.school_id,
    schoolName: r.school_name,
    ...stampsOf(r, names),
  });
  if (kind === 'grade') {
    const ids = rows.map((r) => r.id);
    const classes =
      ids.length === 0
        ? []
        : await c.db
            .selectFrom('school_classes')
            .select(['id', 'grade_id', 'name'])
            .where('grade_id', 'in', ids)
            .orderBy('grade_id')
            .orderBy('sort')
            .execute();
    return (rows as GradeRow[]).map((r) => ({
      ...base(r),
      grade: r.grade,
      gradeName: gradeName(r.grade),
      pupils: r.pupils,
      classes: classes.filter((k) => k.grade_id === r.id).map((k) => ({ id: k.id, name: k.name })),
    })) as RecordAnswer[K][];
  }
  if (kind === 'teacher')
    return (rows as TeacherRow[]).map((r) => ({
      ...base(r),
      name: r.name,
      subject: r.subject,
      grade: r.grade,
      gradeName: gradeName(r.grade),
      phone: r.phone,
      post: r.post,
    })) as RecordAnswer[K][];
  if (kind === 'jingpin')
    return (rows as JingpinRow[]).map((r) => ({
      ...base(r),
      subject: r.subject,
      grade: r.grade,
      gradeName: gradeName(r.grade),
      publisher: r.publisher,
      product: r.product,
      price: yuan(r.price_fen),
      priceFen: Number(r.price_fen),
      quantity: r.quantity,
      remark: r.remark,
    })) as RecordAnswer[K][];
  if (kind === 'qudao')
    return (rows as QudaoRow[]).map((r) => {
      const k = qudaoKind(r.kind);
      return {
        ...base(r),
        kind: k,
        kindText: QUDAO_KIND_TEXT[k],
        name: r.name,
        contact: r.contact,
        phone: r.phone,
        remark: r.remark,
      };
    }) as RecordAnswer[K][];
  return (rows as SaleRow[]).map((r) => ({
    ...base(r),
    areaCode: r.area_code,
    bookNo: r.book_no,
    bookTitle: r.book_title ?? '',
    quantity: r.quantity,
    amount: yuan(r.amount_fen),
    amountFen: Number(r.amount_fen),
    soldOn: r.sold_on,
    remark: r.remark,
  })) as RecordAnswer[K][];
}

export async function recordList<K extends RecordKind>(
  c: Caller,
  kind: K,
  f: RecordFilters & PageInput,
): Promise<Paged<RecordAnswer[K]>> {
  const { rows, total } = await fetchPage(ordered(kind, recordRows(c, kind, f)), f);
  return {
    list: await toAnswers(c, kind, rows as BaseRow[]),
    total,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  };
}

export async function allRecords<K extends RecordKind>(
  c: Caller,
  kind: K,
  f: RecordFilters,
  max: number,
): Promise<RecordAnswer[K][]> {
  const rows = (await ordered(kind, recordRows(c, kind, f))
    .limit(max)
    .execute()) as BaseRow[];
  return toAnswers(c, kind, rows);
}

/** getYGSaleList: a page of sales and the sums of every matching row. */
export async function saleList(c: Caller, f: RecordFilters & PageInput): Promise<SchoolSaleList> {
  const [page, sums] = await Promise.all([
    recordList(c, 'sale', f),
    recordRows(c, 'sale', f)
      .clearSelect()
      .select((eb) => [eb.fn.sum('r.quantity').as('q'), eb.fn.sum('r.amount_fen').as('fen')])
      .executeTakeFirst() as Promise<{ q: number | string | null; fen: number | string | null } | undefined>,
  ]);
  return {
    ...page,
    totalQuantity: Number(sums?.q ?? 0),
    totalAmount: yuan(Number(sums?.fen ?? 0)),
  };
}

async function oneRecord<K extends RecordKind>(c: Caller, kind: K, id: number): Promise<RecordAnswer[K]> {
  const row = (await recordRows(c, kind, {}).where('r.id', '=', id).executeTakeFirst()) as
    BaseRow | undefined;
  if (!row) throw notFound(KINDS[kind].notFound);
  const [out] = await toAnswers(c, kind, [row]);
  if (!out) throw notFound(KINDS[kind].notFound);
  return out;
}

/**
 * A save call: create (no id) or update a record of a school the caller sees. The record to update must
 * be seen too (404 otherwise); moving it to another school needs that school seen. One transaction with
 * its change row. `check` runs inside it before the write (duplicates).
 */
export async function saveRecord<K extends RecordKind>(
  c: Caller,
  kind: K,
  input: { id?: number | undefined; schoolId: number },
  values: Record<string, string | number>,
  now = Date.now(),
  check?: (trx: Db, id: number | undefined) => Promise<void>,
): Promise<RecordAnswer[K]> {
  const info = KINDS[kind];
  const id = await c.db.transaction().execute(async (trx) => {
    let before: ({ id: number } & Record<string, unknown>) | undefined;
    if (input.id) {
      const seen = (await recordRows(c, kind, {}, trx).where('r.id', '=', input.id).executeTakeFirst()) as
        Record<string, unknown> | undefined;
      if (!seen) throw notFound(info.notFound);
      before = { ...seen, id: input.id };
    }
    const school = await schoolInScope(c, input.schoolId, trx);
    await check?.(trx, input.id);
    return writeStamped(trx, {
      table: info.table,
      kind,
      before,
      values: {
        ...values,
        school_id: school.id,
        ...(kind === 'sale' ? { area_code: school.area_code } : {}),
      },
      labels: info.labels,
      areaCode: school.area_code,
      userId: c.user.id,
      at: now,
    });
  });
  return oneRecord(c, kind, id);
}

/** The grade of a school must be new to it. */
export const uniqueGrade =
  (schoolId: number, grade: number) =>
  async (trx: Db, id: number | undefined): Promise<void> => {
    const same = await trx
      .selectFrom('school_grades')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('grade', '=', grade)
      .executeTakeFirst();
    if (same && same.id !== id) throw badInput(`年级：该学校已有${gradeName(grade)}`);
  };

/** A sale's book must be in the catalogue. */
export async function assertBook(db: Db, bookNo: string): Promise<void> {
  const book = await db
    .selectFrom('books')
    .select('book_no')
    .where('book_no', '=', bookNo)
    .executeTakeFirst();
  if (!book) throw badInput('书号：书号不存在，请核对封底的书号');
}

/** saveGradeClass: replace a grade's classes (a kept name keeps its row and id). */
export async function saveClasses(
  c: Caller,
  gradeId: number,
  names: string[],
  now = Date.now(),
): Promise<SchoolGrade> {
  await c.db.transaction().execute(async (trx) => {
    const grade = (await recordRows(c, 'grade', {}, trx).where('r.id', '=', gradeId).executeTakeFirst()) as
      GradeRow | undefined;
    if (!grade) throw notFound(KINDS.grade.notFound);
    const had = await trx
      .selectFrom('school_classes')
      .select(['id', 'name', 'sort'])
      .where('grade_id', '=', gradeId)
      .execute();
    const keep = new Map(had.map((k) => [k.name, k]));
    const gone = had.filter((k) => !names.includes(k.name)).map((k) => k.id);
    if (gone.length) await trx.deleteFrom('school_classes').where('id', 'in', gone).execute();
    for (const [i, name] of names.entries()) {
      const old = keep.get(name);
      if (old) {
        if (old.sort !== i + 1)
          await trx
            .updateTable('school_classes')
            .set({ sort: i + 1 })
            .where('id', '=', old.id)
            .execute();
      } else
        await trx
          .insertInto('school_classes')
          .values({ grade_id: gradeId, name, sort: i + 1 })
          .execute();
    }
    await trx
      .updateTable('school_grades')
      .set({ updated_by: c.user.id, updated_at: now })
      .where('id', '=', gradeId)
      .execute();
    const changed = gone.length > 0 || names.some((n, i) => keep.get(n)?.sort !== i + 1);
    await recordChange(trx, {
      kind: 'grade',
      recordId: gradeId,
      areaCode: grade.school_area,
      userId: c.user.id,
      action: 'update',
      fields: changed ? ['班级'] : [],
      at: now,
    });
  });
  return oneRecord(c, 'grade', gradeId);
}

/** deleteSchoolRecord of a record kind: the record must be seen (404 otherwise). */
export async function deleteRecord(c: Caller, kind: RecordKind, id: number, now = Date.now()): Promise<void> {
  await c.db.transaction().execute(async (trx) => {
    const row = (await recordRows(c, kind, {}, trx).where('r.id', '=', id).executeTakeFirst()) as
      BaseRow | undefined;
    if (!row) throw notFound(KINDS[kind].notFound);
    if (kind === 'grade') await trx.deleteFrom('school_classes').where('grade_id', '=', id).execute();
    await loose(trx).deleteFrom(KINDS[kind].table).where('id', '=', id).execute();
    await recordChange(trx, {
      kind,
      recordId: id,
      areaCode: row.school_area,
      userId: c.user.id,
      action: 'delete',
      fields: [],
      at: now,
    });
  });
}
