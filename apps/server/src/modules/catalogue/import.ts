import {
  adminCatalogueImportEndpoints,
  type CatalogueImportBook,
  type CatalogueImportProblem,
  type CatalogueImportReport,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badInput, businessRule } from '../../shared/errors.js';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { auditDetail } from '../audit/index.js';
import { bookCacheOf } from '../book-detail/index.js';
import {
  CatalogueImportError,
  foreignClaims,
  parseCatalogueCsv,
  parseCatalogueJson,
  writeCatalogue,
  type Catalogue,
  type CatalogueBook,
  type CatalogueLesson,
} from '../books/index.js';
import { filePartBuffer } from '../uploads/index.js';

/**
 * The catalogue import from the console (admin/catalogue/checkCatalogue and importCatalogue): the file of
 * the import command (docs/catalogue.md), read by the books module's reader and written by its writer.
 *
 * The reader stops at the first problem; the check wants every row's. So a refused row is blanked (a CSV
 * row) or left out (a JSON book) and the rest read again, until the file reads or MAX_PROBLEMS are found;
 * then the store's refusals (dictionary names, codes and barcodes of other books) are gathered for the
 * books that read. A problem of the whole file (header, JSON syntax, an unclosed quote) stops there.
 */

/** At most this many problems are reported (the file is refused as a whole anyway). */
export const MAX_PROBLEMS = 100;
const CHUNK = 200;
/** Books named in the audit record's before and after. */
const AUDIT_BOOKS = 50;

/** `导入失败：第5行 itemPath（媒体地址）：…` → row, field, reason. */
export function problemOf(message: string): CatalogueImportProblem {
  const text = message.replace(/^导入失败：/, '');
  const m =
    /^(第\d+行|books\[\d+\](?:\.[A-Za-z]+\[\d+\])*)?(?:\.|\s)?([A-Za-z]*)(?:（([^）]*)）)?：([\s\S]+)$/.exec(
      text,
    );
  if (!m || (!m[1] && !m[2] && !m[3])) return { row: '', field: '', reason: text };
  const [, row = '', name = '', label = '', reason = ''] = m;
  const field = name && label ? `${name}（${label}）` : name || label;
  return { row, field, reason };
}

/** A CSV file's records as raw text (quoted line breaks kept inside), without the BOM. */
function csvRecords(source: string): string[] {
  const records: string[] = [];
  let start = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoted = false;
  let fieldStart = true;
  for (let i = start; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (ch === '"' && fieldStart) quoted = true;
    else if (ch === '\n' || ch === '\r') {
      records.push(source.slice(start, i));
      if (ch === '\r' && source[i + 1] === '\n') i++;
      start = i + 1;
      fieldStart = true;
      continue;
    }
    fieldStart = !quoted && ch === ',';
  }
  if (start < source.length) records.push(source.slice(start));
  return records;
}

type Read = { cat: Catalogue | null; problems: CatalogueImportProblem[] };

function readCsv(source: string): Read {
  const records = csvRecords(source);
  const problems: CatalogueImportProblem[] = [];
  for (;;) {
    try {
      return { cat: parseCatalogueCsv(records.join('\n')), problems };
    } catch (err) {
      if (!(err instanceof CatalogueImportError)) throw err;
      const p = problemOf(err.message);
      problems.push(p);
      const line = /^第(\d+)行$/.exec(p.row);
      const index = line ? Number(line[1]) - 1 : -1;
      // The header, or a row already blanked (a problem across rows): nothing more can be read.
      if (index < 1 || index >= records.length || records[index] === '' || problems.length >= MAX_PROBLEMS)
        return { cat: null, problems };
      records[index] = '';
    }
  }
}

function readJson(source: string): Read {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch {
    // The reader words it.
    try {
      return { cat: parseCatalogueJson(source), problems: [] };
    } catch (err) {
      if (!(err instanceof CatalogueImportError)) throw err;
      return { cat: null, problems: [problemOf(err.message)] };
    }
  }
  const all =
    raw && typeof raw === 'object' && Array.isArray((raw as { books?: unknown }).books)
      ? ((raw as { books: unknown[] }).books as unknown[])
      : null;
  const problems: CatalogueImportProblem[] = [];
  // Positions in the file of the books still read.
  let kept = all ? all.map((_b, i) => i) : [];
  for (;;) {
    const books = all ? kept.map((i) => all[i]) : [];
    try {
      const cat = parseCatalogueJson(all ? JSON.stringify({ ...(raw as object), books }) : source);
      for (const b of cat.books)
        b.origin = b.origin?.replace(/^books\[(\d+)\]/, (_m, j: string) => `books[${kept[Number(j)]}]`);
      return { cat, problems };
    } catch (err) {
      if (!(err instanceof CatalogueImportError)) throw err;
      const p = problemOf(err.message);
      const at = /^books\[(\d+)\]/.exec(p.row);
      const j = at ? Number(at[1]) : -1;
      if (!all || j < 0 || j >= kept.length) {
        problems.push(p);
        return { cat: null, problems };
      }
      problems.push({ ...p, row: p.row.replace(/^books\[\d+\]/, `books[${kept[j]}]`) });
      kept = kept.filter((_i, k) => k !== j);
      if (kept.length === 0 || problems.length >= MAX_PROBLEMS) return { cat: null, problems };
    }
  }
}

const countTree = (lessons: CatalogueLesson[]): { lessons: number; items: number } =>
  lessons.reduce(
    (acc, l) => {
      const sub = countTree(l.children);
      return { lessons: acc.lessons + 1 + sub.lessons, items: acc.items + l.items.length + sub.items };
    },
    { lessons: 0, items: 0 },
  );

const where = (b: CatalogueBook) => b.origin ?? b.bookNo;

/** The store's refusals of the books that read, every one of them (the writer stops at the first). */
async function storeProblems(db: Db, cat: Catalogue): Promise<CatalogueImportProblem[]> {
  const problems: CatalogueImportProblem[] = [];
  const dics = await db
    .selectFrom('dictionaries')
    .select(['id', 'name', 'dic_type'])
    .where('dic_type', 'in', ['subject', 'grade', 'cebie'])
    .execute();
  const labels = { subject: '学科', grade: '年级', cebie: '册别' } as const;
  for (const b of cat.books) {
    for (const field of ['subject', 'grade', 'cebie'] as const) {
      const group = dics.filter((d) => d.dic_type === field);
      if (!group.some((d) => d.name === b[field] || String(d.id) === b[field]))
        problems.push({
          row: where(b),
          field: `${field}（${labels[field]}）`,
          reason: `没有“${b[field]}”，可用的有：${group.map((d) => d.name).join('、')}`,
        });
    }
  }
  for (const c of await foreignClaims(db, cat))
    problems.push({
      row: c.origin,
      field: c.field === 'lessonNo' ? 'lessonNo（课程编码）' : 'txm（条形码）',
      reason: `${c.field === 'lessonNo' ? '课程编码' : '条形码'} ${c.code} 已属于图书 ${c.bookNo}`,
    });
  return problems;
}

/** What importing each book does: new, or replacing a stored book's tree (its counts now). */
async function bookChanges(db: Db, cat: Catalogue): Promise<CatalogueImportBook[]> {
  const stored = new Map<string, { lessons: number; items: number }>();
  const bookNos = cat.books.map((b) => b.bookNo);
  for (let i = 0; i < bookNos.length; i += CHUNK) {
    const rows = await db
      .selectFrom('books as b')
      .select((eb) => [
        'b.book_no',
        eb
          .selectFrom('lessons')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('lessons.book_id', '=', 'b.id')
          .as('lessons'),
        eb
          .selectFrom('items')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('items.book_id', '=', 'b.id')
          .as('items'),
      ])
      .where('b.book_no', 'in', bookNos.slice(i, i + CHUNK))
      .execute();
    for (const r of rows)
      stored.set(r.book_no, { lessons: Number(r.lessons ?? 0), items: Number(r.items ?? 0) });
  }
  return cat.books.map((b) => {
    const now = countTree(b.lessons);
    const before = stored.get(b.bookNo);
    return {
      bookNo: b.bookNo,
      title: b.title,
      action: before ? 'replace' : 'new',
      lessons: now.lessons,
      items: now.items,
      lessonsBefore: before?.lessons ?? 0,
      itemsBefore: before?.items ?? 0,
    };
  });
}

const codesOf = (b: CatalogueBook): number => {
  let n = b.qrCodes.length;
  const walk = (ls: CatalogueLesson[]) => {
    for (const l of ls) {
      if (l.lessonNo) n++;
      walk(l.children);
    }
  };
  walk(b.lessons);
  return n;
};

/** The dry run: every problem of the file and what importing it would change. Writes nothing. */
export async function checkCatalogue(
  db: Db,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ report: CatalogueImportReport; cat: Catalogue | null }> {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badInput('文件（file）须为 UTF-8 编码的文本');
  }
  const csv = /\.csv$/i.test(fileName) || (!/\.json$/i.test(fileName) && !/^\ufeff?\s*[{[]/.test(source));
  const read = csv ? readCsv(source) : readJson(source);
  const problems = [...read.problems];
  if (read.cat) problems.push(...(await storeProblems(db, read.cat)));
  const books = read.cat ? await bookChanges(db, read.cat) : [];
  const totals = {
    books: books.length,
    lessons: books.reduce((n, b) => n + b.lessons, 0),
    items: books.reduce((n, b) => n + b.items, 0),
    codes: read.cat ? read.cat.books.reduce((n, b) => n + codesOf(b), 0) : 0,
  };
  return {
    report: { fileName, ok: problems.length === 0, problems, books, totals, imported: false },
    cat: problems.length === 0 ? read.cat : null,
  };
}

const describe = (p: CatalogueImportProblem) =>
  `${p.row}${p.field ? ` ${p.field}` : ''}${p.row || p.field ? '：' : ''}${p.reason}`;

/** Reads the file again and writes it in one transaction; refused as a whole (409) on any problem. */
export async function importCatalogue(
  db: Db,
  fileName: string,
  bytes: Uint8Array,
): Promise<CatalogueImportReport> {
  const { report, cat } = await checkCatalogue(db, fileName, bytes);
  const first = report.problems[0];
  if (!cat || first) {
    const more = report.problems.length > 1 ? `（共${report.problems.length}处问题，请先检查）` : '';
    throw businessRule(`导入失败：${first ? describe(first) : '文件中没有图书'}${more}`);
  }
  try {
    await db.transaction().execute((trx) => writeCatalogue(trx, cat));
  } catch (err) {
    if (err instanceof CatalogueImportError) throw businessRule(err.message);
    throw err;
  }
  return { ...report, imported: true };
}

/** The two calls, registered by the catalogue module's routes. */
export function importRoutes(app: FastifyInstance): void {
  const fileOf = async (file: (Blob | Uint8Array)[], fileName: string) => ({
    name: fileName,
    bytes: await filePartBuffer(file[0] as Blob | Uint8Array),
  });
  serve(app, adminCatalogueImportEndpoints, {
    check: async ({ file, fileName }) => {
      const { name, bytes } = await fileOf(file, fileName);
      return ok((await checkCatalogue(app.db, name, bytes)).report);
    },
    import: async ({ file, fileName }, ctx) => {
      const { name, bytes } = await fileOf(file, fileName);
      const report = await importCatalogue(app.db, name, bytes);
      bookCacheOf(app).allChanged();
      auditDetail(ctx, {
        target: { kind: 'catalogue_import', id: name || '导入文件' },
        // The first AUDIT_BOOKS books only: a big file would not fit the log's row.
        before: report.books
          .filter((b) => b.action === 'replace')
          .slice(0, AUDIT_BOOKS)
          .map((b) => ({ bookNo: b.bookNo, lessons: b.lessonsBefore, items: b.itemsBefore })),
        after: { books: report.books.slice(0, AUDIT_BOOKS).map((b) => b.bookNo), totals: report.totals },
      });
      return ok(report, `导入完成：${report.totals.books} 本书`);
    },
  });
}
