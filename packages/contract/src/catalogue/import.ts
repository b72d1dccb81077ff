import { z } from 'zod';
import { fileParts } from '../shared/uploads.js';

/**
 * The catalogue import from the console (docs/catalogue.md, "Import from the console"): the file of the
 * import command (JSON or CSV), checked first (every row's problem, what would change), then applied.
 */

/** One problem of the file: where (`第5行`, `books[1]`, '' for the whole file), the field, the reason. */
export interface CatalogueImportProblem {
  /** `第5行` (CSV), `books[1].lessons[0]` (JSON), '' when it concerns the whole file. */
  row: string;
  /** The column or field (`itemPath`) with its Chinese name (`媒体地址`), '' when none. */
  field: string;
  reason: string;
}

/** What importing one book does. */
export interface CatalogueImportBook {
  bookNo: string;
  title: string;
  /** `new`: a book number the store does not have; `replace`: its fields, tree and codes are replaced. */
  action: 'new' | 'replace';
  lessons: number;
  items: number;
  /** For `replace`: the stored book's lessons and items now. */
  lessonsBefore: number;
  itemsBefore: number;
}

/** The check's (and the import's) answer. `ok` false: nothing can be imported until the problems go. */
export interface CatalogueImportReport {
  fileName: string;
  ok: boolean;
  problems: CatalogueImportProblem[];
  /** The books of the file that could be read (the rows without problems). */
  books: CatalogueImportBook[];
  totals: { books: number; lessons: number; items: number; codes: number };
  /** True once written (importCatalogue only). */
  imported: boolean;
}

/**
 * POST admin/catalogue/checkCatalogue and importCatalogue (multipart `file`: a .json or .csv file, and
 * the form field `fileName`, whose `.csv` or `.json` picks the reader; without it the content does).
 */
export const adminCatalogueImportInput = z.object({
  fileName: z
    .string()
    .trim()
    .max(200, '文件名（fileName）不能超过200个字')
    .refine((n) => n === '' || /\.(csv|json)$/i.test(n), '文件名（fileName）须以 .json 或 .csv 结尾')
    .default(''),
  file: fileParts(1, '文件').refine((files) => files.length === 1, '请选择要导入的文件（file）'),
});
export type AdminCatalogueImportInput = z.input<typeof adminCatalogueImportInput>;
