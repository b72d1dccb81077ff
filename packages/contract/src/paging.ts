import { z } from 'zod';
import { INT_MAX } from './shared/ids.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './envelope.js';

/**
 * The one paging input of every list (docs/spec/api-conventions.md, "Lists"): spread it into a list's schema,
 * `z.object({ ...pageQuery, keyword: … })`. Answers are `Paged<T>`.
 */
export const pageQuery = {
  pageNum: z.coerce
    .number({ error: '页码须为数字' })
    .int('页码须为整数')
    .min(1, '页码从1开始')
    .max(INT_MAX, '页码过大')
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数至少为1')
    .max(PAGE_SIZE_MAX, `每页条数不能超过${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
};

/** The paging fields alone, for a list that takes nothing else. */
export const pageOnlyQuery = z.object(pageQuery);
export type PageQuery = z.output<typeof pageOnlyQuery>;
