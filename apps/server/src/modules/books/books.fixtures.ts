import type { MainPageBookList } from '@jc/contract';
import { apiCalls } from '../../test/api.js';
import type { TestApp } from '../../test/app.js';

// Shared by the book API tests (modules/books/books.test.ts, book-detail/book-info.test.ts).

/**
 * The home page's book list (bookmain/getMainPageBookList) asked by dictionary names, as
 * `home('语文', '一年级', '上册')`; a null subject asks for every subject.
 */
export function homeBookList(t: () => TestApp, dic: Record<string, number>) {
  const { get } = apiCalls(t);
  return (subject: string | null, grade: string, cebie: string) =>
    get<MainPageBookList>('bookmain/getMainPageBookList', {
      ...(subject ? { subject: String(dic[subject]) } : {}),
      grade: String(dic[grade]),
      cebie: String(dic[cebie]),
    });
}
