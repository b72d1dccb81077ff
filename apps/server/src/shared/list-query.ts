import type { SelectQueryBuilder } from 'kysely';

// Helpers of the list queries: paging with a count, and keyword search with LIKE.

/** The paging part of a list input (pageQuery in the contract). */
export type PageInput = { pageNum: number; pageSize: number };

/**
 * One page of a list query and the size of the whole list, asked together. `query` is the list with its
 * filters, columns and order; the count drops the columns and the order, so it counts exactly the rows
 * the pages walk through.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: PageInput,
): Promise<{ rows: O[]; total: number }> {
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      // The row type of a generic query does not resolve; the count row is { n } all the same.
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
    query
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A LIKE pattern (with `escape '\\'`) matching `keyword` anywhere, lower-cased; `%` and `_` typed by the user match themselves. */
export const likePattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
