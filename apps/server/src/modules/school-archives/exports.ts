import type { FastifyReply } from 'fastify';
import { sendTableFile } from './archive-use.js';
import { allRecords, type RecordFilters, type RecordKind } from './records.js';
import { allFushe, allSchools, type FusheFilters, type SchoolFilters } from './schools.js';
import { formatDate } from '../../shared/time.js';
import type { Caller } from './scope.js';

/** The most rows one export carries (a district's lists are far smaller). */
export const EXPORT_ROWS_MAX = 20_000;

type Format = { format: 'csv' | 'xlsx' };
type Column = { key: string; label: string; width?: number };

const stampColumns: Column[] = [
  { key: 'createdBy', label: '登记人', width: 10 },
  { key: 'createdAt', label: '登记时间', width: 17 },
  { key: 'updatedBy', label: '最后修改人', width: 10 },
  { key: 'updatedAt', label: '最后修改时间', width: 17 },
];

const today = () => formatDate(Date.now());

export async function exportSchools(c: Caller, reply: FastifyReply, q: SchoolFilters & Format) {
  const rows = await allSchools(c, q, EXPORT_ROWS_MAX);
  return sendTableFile(reply, {
    format: q.format,
    fileName: `学校档案-${today()}`,
    sheetName: '学校',
    columns: [
      { key: 'name', label: '学校名称', width: 24 },
      { key: 'areaName', label: '所在地区', width: 22 },
      { key: 'address', label: '地址', width: 30 },
      { key: 'kindText', label: '类型', width: 8 },
      { key: 'pupils', label: '学生人数', width: 10 },
      { key: 'principal', label: '校长', width: 10 },
      { key: 'contact', label: '联系人', width: 10 },
      { key: 'phone', label: '联系电话', width: 15 },
      { key: 'lng', label: '经度', width: 11 },
      { key: 'lat', label: '纬度', width: 11 },
      { key: 'remark', label: '备注', width: 20 },
      { key: 'covered', label: '我负责', width: 8 },
      ...stampColumns,
    ],
    rows: rows.map((r) => ({ ...r, covered: r.covered ? '是' : '否' })),
  });
}

const RECORD_TABLES: Record<Exclude<RecordKind, 'sale'>, { name: string; columns: Column[] }> = {
  grade: {
    name: '年级班级',
    columns: [
      { key: 'schoolName', label: '学校', width: 24 },
      { key: 'gradeName', label: '年级', width: 8 },
      { key: 'pupils', label: '年级人数', width: 10 },
      { key: 'classCount', label: '班级数', width: 8 },
      { key: 'classNames', label: '班级', width: 40 },
    ],
  },
  teacher: {
    name: '教师',
    columns: [
      { key: 'schoolName', label: '学校', width: 24 },
      { key: 'name', label: '姓名', width: 10 },
      { key: 'subject', label: '学科', width: 10 },
      { key: 'gradeName', label: '年级', width: 8 },
      { key: 'post', label: '职务', width: 12 },
      { key: 'phone', label: '电话', width: 15 },
    ],
  },
  jingpin: {
    name: '竞品',
    columns: [
      { key: 'schoolName', label: '学校', width: 24 },
      { key: 'subject', label: '学科', width: 10 },
      { key: 'gradeName', label: '年级', width: 8 },
      { key: 'publisher', label: '出版社', width: 14 },
      { key: 'product', label: '产品名称', width: 24 },
      { key: 'price', label: '单价（元）', width: 10 },
      { key: 'quantity', label: '数量', width: 8 },
      { key: 'remark', label: '备注', width: 20 },
    ],
  },
  qudao: {
    name: '购书渠道',
    columns: [
      { key: 'schoolName', label: '学校', width: 24 },
      { key: 'kindText', label: '渠道类型', width: 12 },
      { key: 'name', label: '渠道名称', width: 20 },
      { key: 'contact', label: '联系人', width: 10 },
      { key: 'phone', label: '电话', width: 15 },
      { key: 'remark', label: '备注', width: 20 },
    ],
  },
};

export async function exportRecords(
  c: Caller,
  reply: FastifyReply,
  kind: Exclude<RecordKind, 'sale'>,
  q: RecordFilters & Format,
) {
  const rows = await allRecords(c, kind, q, EXPORT_ROWS_MAX);
  const table = RECORD_TABLES[kind];
  return sendTableFile(reply, {
    format: q.format,
    fileName: `${table.name}-${today()}`,
    sheetName: table.name,
    columns: [...table.columns, ...stampColumns],
    rows: rows.map((r) => {
      const flat: Record<string, string | number | null> = {};
      for (const [k, v] of Object.entries(r))
        if (typeof v !== 'object' || v === null) flat[k] = v as string | number | null;
      if ('classes' in r) {
        flat.classCount = r.classes.length;
        flat.classNames = r.classes.map((k) => k.name).join('、');
      }
      return flat;
    }),
  });
}

export async function exportSales(c: Caller, reply: FastifyReply, q: RecordFilters & Format) {
  const rows = await allRecords(c, 'sale', q, EXPORT_ROWS_MAX);
  return sendTableFile(reply, {
    format: q.format,
    fileName: `销售记录-${today()}`,
    sheetName: '销售记录',
    columns: [
      { key: 'soldOn', label: '销售日期', width: 12 },
      { key: 'schoolName', label: '学校', width: 24 },
      { key: 'bookNo', label: '书号', width: 10 },
      { key: 'bookTitle', label: '书名', width: 24 },
      { key: 'quantity', label: '数量', width: 8 },
      { key: 'amount', label: '金额（元）', width: 12 },
      { key: 'remark', label: '备注', width: 20 },
      ...stampColumns,
    ],
    rows: rows.map(({ soldOn, schoolName, bookNo, bookTitle, quantity, amount, remark, ...s }) => ({
      soldOn,
      schoolName,
      bookNo,
      bookTitle,
      quantity,
      amount,
      remark,
      createdBy: s.createdBy,
      createdAt: s.createdAt,
      updatedBy: s.updatedBy,
      updatedAt: s.updatedAt,
    })),
  });
}

export async function exportFushe(c: Caller, reply: FastifyReply, q: FusheFilters & Format) {
  const rows = await allFushe(c, q, EXPORT_ROWS_MAX);
  return sendTableFile(reply, {
    format: q.format,
    fileName: `负责学校-${today()}`,
    sheetName: '负责学校',
    columns: [
      { key: 'schoolName', label: '学校', width: 24 },
      { key: 'areaName', label: '所在地区', width: 22 },
      { key: 'kindText', label: '类型', width: 8 },
      { key: 'pupils', label: '学生人数', width: 10 },
      { key: 'userName', label: '负责人', width: 10 },
      { key: 'createdAt', label: '负责时间', width: 17 },
    ],
    rows: rows.map((r) => ({ ...r })),
  });
}
