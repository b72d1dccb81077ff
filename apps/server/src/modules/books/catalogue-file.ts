import { TIMU_TYPES, bookNoSchema, isEan13 } from '@jc/contract';
import { z } from 'zod';

/**
 * The catalogue file a publisher imports (docs/catalogue.md): books with their lesson trees, items and
 * codes, as JSON or CSV. Parsing checks every row with zod; the first problem refuses the whole file
 * with a Chinese message naming the row and the field.
 */

export const MAX_LESSON_DEPTH = 4;

export interface CatalogueItem {
  type: (typeof TIMU_TYPES)[number];
  title: string;
  path: string;
  cover: string;
  /** Seconds. */
  duration: number;
}

export interface CatalogueLesson {
  title: string;
  /** Media kind of the lesson; '' takes the type of its first item. */
  type: (typeof TIMU_TYPES)[number] | '';
  /** Scan code (lessonno), '' when none. */
  lessonNo: string;
  items: CatalogueItem[];
  children: CatalogueLesson[];
  /** Where the lesson came from, for messages: `第5行` or `books[0].lessons[2]`. */
  origin?: string;
}

export interface CatalogueBook {
  bookNo: string;
  title: string;
  subTitle: string;
  /** Dictionary name (语文, 一年级, 上册) or id. */
  subject: string;
  grade: string;
  cebie: string;
  bookarea: string;
  cover: string;
  buttons: string;
  /** EAN-13 barcode (条形码) printed on the book, '' when none. */
  txm: string;
  sort: number;
  addFriend: { isVideo: boolean; percent: number; qrId: number | null };
  /** QR / short codes that open the whole book (TkBookInfo=…, bk=…). */
  qrCodes: string[];
  lessons: CatalogueLesson[];
  origin?: string;
}

export interface Catalogue {
  books: CatalogueBook[];
}

/** Refusal of an import file; `message` is the Chinese line shown to the operator. */
export class CatalogueImportError extends Error {
  override name = 'CatalogueImportError';
}

const FIELD_NAMES: Record<string, string> = {
  bookNo: '书号',
  title: '标题',
  bookTitle: '书名',
  subTitle: '副标题',
  subject: '学科',
  grade: '年级',
  cebie: '册别',
  bookarea: '版本',
  cover: '封面',
  buttons: '按钮',
  txm: '条形码',
  sort: '排序',
  addFriend: '加好友设置',
  isVideo: '是否视频',
  percent: '弹出进度',
  qrId: '二维码编号',
  qrCodes: '图书二维码',
  lessons: '目录',
  lessonPath: '目录路径',
  lessonType: '课程类型',
  lessonNo: '课程编码',
  children: '下级目录',
  items: '资源',
  type: '类型',
  itemType: '资源类型',
  itemTitle: '资源标题',
  path: '媒体地址',
  itemPath: '媒体地址',
  itemCover: '资源封面',
  duration: '时长（秒）',
  itemDuration: '时长（秒）',
  books: '图书列表',
};

const mediaPath = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(512, `${label}不能超过512个字符`)
    .regex(/^(\/media\/|\/uploads\/|https?:\/\/)\S+$/, `${label}须以 /media/、/uploads/ 或 http(s):// 开头`);
const optionalMediaPath = (label: string) => z.union([z.literal(''), mediaPath(label)]).default('');
const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);
const timuType = z.enum(TIMU_TYPES, { error: `须为 ${TIMU_TYPES.join('、')} 之一` });
const timuTypeOrEmpty = z.enum(['', ...TIMU_TYPES], { error: `须为 ${TIMU_TYPES.join('、')} 之一，或留空` });
const lessonNoSchema = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9_-]{1,32})?$/, '课程编码只能包含字母、数字、下划线和减号，最多32位')
  .default('');
const dicValue = (label: string) => z.union([z.string(), z.number()]).transform(String).pipe(text(label, 32));
const seconds = z.coerce
  .number({ error: '时长须为秒数' })
  .min(0, '时长不能为负')
  .max(86_400, '时长不能超过一天');

const itemSchema = z.object({
  type: timuType,
  title: text('资源标题', 128),
  path: mediaPath('媒体地址'),
  cover: optionalMediaPath('资源封面'),
  duration: seconds.default(0),
});

const lessonSchema: z.ZodType<CatalogueLesson> = z.lazy(() =>
  z.object({
    title: text('目录标题', 128),
    type: timuTypeOrEmpty.default(''),
    lessonNo: lessonNoSchema,
    items: z.array(itemSchema).default([]),
    children: z.array(lessonSchema).default([]),
  }),
);

const bookFields = {
  bookNo: bookNoSchema,
  title: text('书名', 128),
  subTitle: z.string().trim().max(128, '副标题不能超过128个字').default(''),
  subject: dicValue('学科'),
  grade: dicValue('年级'),
  cebie: dicValue('册别'),
  bookarea: z.string().trim().max(64, '版本不能超过64个字').default(''),
  cover: optionalMediaPath('封面'),
  buttons: z
    .string()
    .trim()
    .max(128)
    .regex(/^([a-z0-9]+-[^,，-][^,，]*([,，][a-z0-9]+-[^,，-][^,，]*)*)?$/i, '按钮格式须为 s-视频,t-音频')
    .default('s-视频,t-音频,d-下载,kf-客服'),
  // Optional: 13 digits with a valid EAN-13 check digit (978…), no dashes; '' = none.
  txm: z
    .string({ error: '条形码须为13位数字，写成文字（加引号）' })
    .trim()
    .refine((v) => v === '' || /^\d{13}$/.test(v), '条形码须为13位数字')
    .refine((v) => v === '' || isEan13(v), '条形码校验位不正确')
    .default(''),
  sort: z.coerce.number().int('排序须为整数').default(0),
};

const bookSchema = z.object({
  ...bookFields,
  addFriend: z
    .object({
      isVideo: z.boolean().default(false),
      percent: z.coerce
        .number()
        .int('弹出进度须为整数')
        .min(0, '弹出进度为0到100')
        .max(100, '弹出进度为0到100'),
      qrId: z.number().int().positive().nullable().default(null),
    })
    .default({ isVideo: false, percent: 0, qrId: null }),
  qrCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, '图书二维码只能包含字母、数字、下划线和减号'),
    )
    .default([]),
  lessons: z.array(lessonSchema).default([]),
});

const catalogueSchema = z.object({
  books: z.array(bookSchema, { error: '文件须包含 books 数组' }).min(1, '文件中没有图书'),
});

function describeIssue(prefix: string, issue: z.core.$ZodIssue): string {
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  const last = [...issue.path].reverse().find((p) => typeof p === 'string');
  const label = last === undefined ? '' : FIELD_NAMES[last];
  const where = `${prefix}${path.replace(/^\./, '')}`;
  return `导入失败：${where}${label ? `（${label}）` : ''}：${issue.message}`;
}

/** Structural rules zod does not express: depth, unique book numbers, barcodes and lesson codes. */
function checkStructure(cat: Catalogue): void {
  const bookNos = new Map<string, string>();
  const barcodes = new Map<string, string>();
  const lessonNos = new Map<string, string>();
  for (const book of cat.books) {
    const where = book.origin ?? book.bookNo;
    const seen = bookNos.get(book.bookNo);
    if (seen)
      throw new CatalogueImportError(`导入失败：${where}（书号）：书号 ${book.bookNo} 与 ${seen} 重复`);
    bookNos.set(book.bookNo, where);
    if (book.txm) {
      const same = barcodes.get(book.txm);
      if (same)
        throw new CatalogueImportError(`导入失败：${where}（条形码）：条形码 ${book.txm} 与 ${same} 重复`);
      barcodes.set(book.txm, where);
    }
    const walk = (lessons: CatalogueLesson[], depth: number, path: string) => {
      lessons.forEach((l, i) => {
        const at = l.origin ?? `${path}[${i}]`;
        if (depth > MAX_LESSON_DEPTH) {
          throw new CatalogueImportError(`导入失败：${at}（目录）：目录最多${MAX_LESSON_DEPTH}级`);
        }
        if (l.lessonNo) {
          const dup = lessonNos.get(l.lessonNo);
          if (dup) {
            throw new CatalogueImportError(
              `导入失败：${at}（课程编码）：课程编码 ${l.lessonNo} 与 ${dup} 重复`,
            );
          }
          lessonNos.set(l.lessonNo, at);
        }
        walk(l.children, depth + 1, `${at}.children`);
      });
    };
    walk(book.lessons, 1, `${where}.lessons`);
  }
}

/** A JSON catalogue: `{ "books": [ … ] }` (docs/catalogue.md). */
export function parseCatalogueJson(source: string): Catalogue {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (err) {
    throw new CatalogueImportError(`导入失败：文件不是有效的JSON（${(err as Error).message}）`);
  }
  const res = catalogueSchema.safeParse(raw);
  if (!res.success) {
    const issue = res.error.issues[0];
    throw new CatalogueImportError(issue ? describeIssue('', issue) : '导入失败：文件内容不正确');
  }
  const books: CatalogueBook[] = res.data.books.map((b, i) => ({ ...b, origin: `books[${i}]` }));
  const cat = { books };
  checkStructure(cat);
  return cat;
}

// ------------------------------------------------------------------ CSV

export const CSV_COLUMNS = [
  'bookNo',
  'bookTitle',
  'subTitle',
  'subject',
  'grade',
  'cebie',
  'bookarea',
  'cover',
  'buttons',
  'txm',
  'lessonPath',
  'lessonType',
  'lessonNo',
  'itemType',
  'itemTitle',
  'itemPath',
  'itemCover',
  'itemDuration',
] as const;
const REQUIRED_COLUMNS = ['bookNo', 'lessonPath'] as const;
/** Separates the levels of lessonPath: `第一单元 > 1 秋天 > 课文朗读`. */
export const LESSON_PATH_SEPARATOR = '>';

/** RFC 4180: commas, quotes doubled inside quoted fields, CRLF or LF; a BOM is ignored. */
export function parseCsv(source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new CatalogueImportError(`导入失败：第${rows.length + 1}行：引号没有闭合`);
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const csvRowSchema = z.object({
  ...bookFields,
  bookTitle: z.string().trim().default(''),
  lessonPath: z
    .string({ error: '请填写目录路径' })
    .trim()
    .min(1, '请填写目录路径')
    .transform((s) => s.split(LESSON_PATH_SEPARATOR).map((p) => p.trim()))
    .refine((parts) => parts.every((p) => p.length > 0 && p.length <= 128), '目录路径的每一级须为1到128个字')
    .refine((parts) => parts.length <= MAX_LESSON_DEPTH, `目录最多${MAX_LESSON_DEPTH}级`),
  lessonType: timuTypeOrEmpty.default(''),
  lessonNo: lessonNoSchema,
  itemType: timuTypeOrEmpty.default(''),
  itemTitle: z.string().trim().max(128, '资源标题不能超过128个字').default(''),
  itemPath: optionalMediaPath('媒体地址'),
  itemCover: optionalMediaPath('资源封面'),
  itemDuration: z.union([z.literal(''), seconds]).default(''),
});

/**
 * A CSV catalogue: a header row naming the columns (any order; see CSV_COLUMNS), then one row per item,
 * or per lesson without items. Book fields are read from a book's first row; later rows may leave them
 * empty, and must not contradict them.
 */
export function parseCatalogueCsv(source: string): Catalogue {
  const rows = parseCsv(source);
  const header = (rows.shift() ?? []).map((h) => h.trim());
  for (const col of REQUIRED_COLUMNS) {
    if (!header.includes(col)) throw new CatalogueImportError(`导入失败：第1行（表头）：缺少列 ${col}`);
  }
  const unknown = header.find((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown !== undefined) {
    throw new CatalogueImportError(
      `导入失败：第1行（表头）：未知的列“${unknown}”，可用的列：${CSV_COLUMNS.join(', ')}`,
    );
  }
  const books = new Map<string, CatalogueBook>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const record: Record<string, string> = {};
    header.forEach((h, i) => {
      const v = (cells[i] ?? '').trim();
      if (v !== '') record[h] = v;
    });
    let book = books.get(record.bookNo ?? '');
    const schema = book
      ? csvRowSchema.extend({
          title: z.string().optional(),
          subject: z.string().optional(),
          grade: z.string().optional(),
          cebie: z.string().optional(),
        })
      : csvRowSchema;
    const input = { ...record, title: record.bookTitle };
    const res = schema.safeParse(input);
    if (!res.success) {
      const issue = res.error.issues[0];
      if (issue?.path[0] === 'title') issue.path[0] = 'bookTitle';
      throw new CatalogueImportError(issue ? describeIssue(`第${line}行 `, issue) : `导入失败：第${line}行`);
    }
    const r = res.data;
    if (!book) {
      book = {
        bookNo: r.bookNo,
        title: r.title ?? '',
        subTitle: r.subTitle,
        subject: r.subject ?? '',
        grade: r.grade ?? '',
        cebie: r.cebie ?? '',
        bookarea: r.bookarea,
        cover: r.cover,
        buttons: r.buttons,
        txm: r.txm,
        sort: r.sort,
        addFriend: { isVideo: false, percent: 0, qrId: null },
        qrCodes: [],
        lessons: [],
        origin: `第${line}行`,
      };
      books.set(r.bookNo, book);
    } else {
      for (const [col, key] of [
        ['bookTitle', 'title'],
        ['subject', 'subject'],
        ['grade', 'grade'],
        ['cebie', 'cebie'],
        ['txm', 'txm'],
      ] as const) {
        const given = record[col];
        if (given !== undefined && given !== book[key]) {
          throw new CatalogueImportError(
            `导入失败：第${line}行 ${col}（${FIELD_NAMES[col]}）：与本书第一行（${book.origin}）的“${book[key]}”不一致`,
          );
        }
      }
    }
    // Walk (and create) the lesson path.
    let siblings = book.lessons;
    let lesson: CatalogueLesson | undefined;
    for (const title of r.lessonPath) {
      lesson = siblings.find((l) => l.title === title);
      if (!lesson) {
        lesson = { title, type: '', lessonNo: '', items: [], children: [], origin: `第${line}行` };
        siblings.push(lesson);
      }
      siblings = lesson.children;
    }
    if (!lesson) return;
    if (r.lessonType) lesson.type = r.lessonType;
    if (r.lessonNo) {
      if (lesson.lessonNo && lesson.lessonNo !== r.lessonNo) {
        throw new CatalogueImportError(
          `导入失败：第${line}行 lessonNo（课程编码）：该目录已有课程编码 ${lesson.lessonNo}`,
        );
      }
      lesson.lessonNo = r.lessonNo;
      lesson.origin = `第${line}行`;
    }
    const hasItem = r.itemType || r.itemTitle || r.itemPath;
    if (hasItem) {
      const need = (col: string, ok: boolean) => {
        if (!ok)
          throw new CatalogueImportError(
            `导入失败：第${line}行 ${col}（${FIELD_NAMES[col]}）：请填写${FIELD_NAMES[col]}`,
          );
      };
      need('itemType', r.itemType !== '');
      need('itemTitle', r.itemTitle !== '');
      need('itemPath', r.itemPath !== '');
      lesson.items.push({
        type: r.itemType as CatalogueItem['type'],
        title: r.itemTitle,
        path: r.itemPath,
        cover: r.itemCover,
        duration: r.itemDuration === '' ? 0 : r.itemDuration,
      });
    }
  });
  if (books.size === 0) throw new CatalogueImportError('导入失败：文件中没有图书');
  const cat = { books: [...books.values()] };
  checkStructure(cat);
  return cat;
}

/** Picks the parser by file name (`.csv`, otherwise JSON). */
export function parseCatalogueFile(name: string, source: string): Catalogue {
  return /\.csv$/i.test(name) ? parseCatalogueCsv(source) : parseCatalogueJson(source);
}
