import type { ExportFormat, FileAnswer } from '@jc/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Sent } from '../../shared/serve.js';

export type TableCell = string | number | null;

export interface TableColumn {
  key: string;
  /** The column's Chinese heading. */
  label: string;
  /** Width in characters (XLSX only); about the label's width when left out. */
  width?: number;
}

export interface TableFile {
  format: ExportFormat;
  /** Without extension; Chinese is fine (学校列表-2026-11-24). */
  fileName: string;
  sheetName: string;
  columns: TableColumn[];
  rows: Record<string, TableCell>[];
}

/** The most rows one export answers (a bigger list is cut there; docs/archives.md). */
export const EXPORT_ROWS_MAX = 20_000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * `attachment` with the name twice: an ASCII fallback and the UTF-8 name (RFC 6266, 5987), so a Chinese
 * name survives in every browser.
 */
export function attachmentDisposition(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const ext = dot >= 0 ? filename.slice(dot).replace(/[^\w.]/g, '') : '';
  const ascii = /^[\x20-\x7e]+$/.test(filename) ? filename.replace(/["\\]/g, '_') : `export${ext}`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A text cell as a spreadsheet shows it, not as a formula it would run: one that starts with = + - @ or a
 * tab/return gets a leading apostrophe (OWASP "CSV injection"). Numbers stay numbers.
 */
export function safeCell(v: TableCell): string | number {
  if (v === null) return '';
  if (typeof v === 'number') return v;
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/** CSV as Excel opens it: UTF-8 with a BOM, CRLF lines, every text cell quoted when it must be. */
export function toCsv(columns: TableColumn[], rows: Record<string, TableCell>[]): Buffer {
  const quote = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.map((c) => quote(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(safeCell(row[c.key] ?? null))).join(','));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\. */
const sheetTitle = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** An XLSX workbook of one sheet: bold frozen header row, column widths, numbers as numbers. */
export async function toXlsx(t: Omit<TableFile, 'format' | 'fileName'>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = '教材社区';
  book.created = new Date();
  const sheet = book.addWorksheet(sheetTitle(t.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = t.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.width ?? Math.max(8, c.label.length * 2 + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of t.rows) {
    sheet.addRow(Object.fromEntries(t.columns.map((c) => [c.key, safeCell(row[c.key] ?? null)])));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Answers a table as a file to download (the export calls of the archive lists): CSV or XLSX, named
 * `fileName.csv|xlsx`, never cached. Return what it returns from the handler.
 */
export async function sendTableFile(reply: FastifyReply, t: TableFile): Promise<Sent<FileAnswer>> {
  const rows = t.rows.slice(0, EXPORT_ROWS_MAX);
  const body = t.format === 'csv' ? toCsv(t.columns, rows) : await toXlsx({ ...t, rows });
  reply
    .code(200)
    .header('content-type', CONTENT_TYPES[t.format])
    .header('content-disposition', attachmentDisposition(`${t.fileName}.${t.format}`))
    .header('cache-control', 'no-store')
    .header('access-control-expose-headers', 'Content-Disposition');
  reply.send(body);
  // Sent: the bytes are on their way; the handler answers nothing more.
  return undefined;
}
