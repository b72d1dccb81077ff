import { z } from 'zod';

/**
 * Row ids in requests. Every table's id is an `integer` identity on PostgreSQL (db/migrations.ts), so no
 * row has an id above 2³¹−1; a larger number sent on to PostgreSQL would fail the whole statement (a 500),
 * so the contract refuses it with the field's own message, as it refuses 0 or -1.
 */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The largest value of an `integer` column, the bound of every whole number an input takes (sort orders,
 * stock, points, positions, page numbers): the same reason as ids, checked for every input by
 * endpoints.test.ts ("input integers").
 */
export const INT_MAX = MAX_ROW_ID;

/** One row id from a form, query or path: `missing` when absent or not a number, `bad` when no row can have it. */
export const rowId = (missing: string, bad: string) =>
  z.coerce.number({ error: missing }).int(bad).positive(bad).max(MAX_ROW_ID, bad);

/** `1,2,3`: a comma list of row ids (form bodies carry lists this way), duplicates dropped, at most `max`. */
export const idList = (label: string, max: number) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^(\d+(,\d+)*)?$/, `${label}不正确`)
    .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : []))
    .pipe(
      z
        .array(z.number().int(`${label}不正确`).positive(`${label}不正确`).max(MAX_ROW_ID, `${label}不正确`))
        .max(max, `${label}最多选${max}个`),
    );

/** A row id of an operator's form, its messages made from the field's label: `图书（bookId）须为数字` / `…不正确`. */
export const labelledId = (label: string) => rowId(`${label}须为数字`, `${label}不正确`);

/** A place among siblings, from 0 (the operators' move calls: lessons, items, resources, answers, pages). */
export const listPosition = z.coerce
  .number({ error: '位置（index）须为数字' })
  .int('位置（index）须为整数')
  .min(0, '位置（index）不能为负数')
  .max(INT_MAX, '位置（index）超出范围');
