import type { Paged, TopicHit } from '@jc/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.js';
import { fetchPage, likePattern, type PageInput } from '../../shared/list-query.js';

/**
 * Finding a question of the books' exercises (搜题). The text and the words searched are normalised the
 * same way (lower case, no blanks, `8x7` as `8×7`), so `36 + 27` finds `36+27=`.
 */
export function searchNormalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[＝]/g, '=')
    .replace(/[＋]/g, '+')
    .replace(/[−–—]/g, '-')
    .replace(/(\d)\s*[x*]\s*(?=\d)/g, '$1×')
    .replace(/(\d)\s*[/:]\s*(?=\d)/g, '$1÷')
    .replace(/\s+/g, '');
}

/** The words of a keyword: split at blanks and punctuation, normalised; at most 8. */
export function searchWords(keyword: string): string[] {
  return keyword
    .split(/[\s，。、,.;；？?！!]+/)
    .map(searchNormalise)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/**
 * Questions containing the words: every word (`all`, a typed search) or any (`any`, recognised text
 * of a photo, where some lines are noise); the most words matched first, then the whole keyword found
 * as one, then the shorter question.
 */
export async function searchTopics(
  db: Db,
  q: PageInput & { keyword: string; bookNo?: string | undefined },
  mode: 'all' | 'any' = 'all',
): Promise<Paged<TopicHit>> {
  const words = searchWords(q.keyword);
  const whole = searchNormalise(q.keyword);
  if (words.length === 0) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize };
  const like = (w: string) => sql<SqlBool>`e.search_text like ${likePattern(w)} escape '\\'`;
  const matched = sql<number>`(${sql.join(
    words.map((w) => sql`case when ${like(w)} then 1 else 0 end`),
    sql` + `,
  )})`;
  let base = db
    .selectFrom('exercises as e')
    .innerJoin('books as b', 'b.book_no', 'e.book_no')
    .select(['e.id', 'e.book_no', 'e.lesson_title', 'e.page', 'e.text', 'e.answer', 'b.title as book_title'])
    .where((eb) =>
      mode === 'all'
        ? eb.and(words.map((w) => like(w) as Expression<SqlBool>))
        : eb.or(words.map((w) => like(w) as Expression<SqlBool>)),
    );
  if (q.bookNo) base = base.where('e.book_no', '=', q.bookNo);
  const ordered = base
    .orderBy(matched, 'desc')
    .orderBy(sql`case when ${like(whole)} then 0 else 1 end`)
    .orderBy(sql`length(e.text)`)
    .orderBy('e.id');
  const { rows, total } = await fetchPage(ordered, q);
  return {
    list: rows.map((r) => ({
      id: r.id,
      bookNo: r.book_no,
      bookTitle: r.book_title,
      lessonTitle: r.lesson_title,
      page: r.page,
      text: r.text,
      answer: r.answer,
    })),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
