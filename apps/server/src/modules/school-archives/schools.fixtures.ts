import type { Paged, School, SchoolDetail } from '@jc/contract';
import { beforeAll } from 'vitest';
import { formatDate } from '../../shared/time.js';
import { apiCalls } from '../../test/api.js';
import type { TestApp } from '../../test/app.js';

export const DAY = 86_400_000;
export const today = () => formatDate(Date.now());

/**
 * The school archives as a suite sees them, read before it runs: the tokens, the seeded 杭州 and 苏州
 * schools' ids and a book's number; `school` saves a new school (西湖区, as staff unless told).
 */
export function useSchoolArchive(t: () => TestApp) {
  const { get, post } = apiCalls(t);
  const db = () => t().app.db;
  /** staff (杭州市 3301), zhaoyewu (苏州市 3205), admin, a pupil and a teacher. */
  const tok = { staff: '', suzhou: '', admin: '', pupil: '', teacher: '' };
  const seeded = { hangzhouId: 0, suzhouId: 0, bookNo: '' };

  beforeAll(async () => {
    tok.staff = await t().login('staff');
    tok.suzhou = await t().login('zhaoyewu');
    tok.admin = await t().login('admin');
    tok.pupil = await t().login('student');
    tok.teacher = await t().login('teacher');
    const list = await get<Paged<School>>('scoool/getSchoolList', { pageSize: '100' }, tok.admin);
    seeded.hangzhouId = list.body.data.list.find((s) => s.name === '杭州市学军小学')?.id ?? 0;
    seeded.suzhouId = list.body.data.list.find((s) => s.name === '苏州市实验小学校')?.id ?? 0;
    const book = await db()
      .selectFrom('books')
      .select('book_no')
      .orderBy('book_no')
      .executeTakeFirstOrThrow();
    seeded.bookNo = book.book_no;
  });

  const school = (form: Record<string, string> = {}, token = tok.staff) =>
    post<SchoolDetail>(
      'scoool/saveSchoolInfo',
      {
        name: `测试小学${Math.random().toString(36).slice(2, 8)}`,
        areaCode: '330106',
        kind: 'public',
        pupils: '800',
        phone: '0571-88001122',
        lng: '120.12',
        lat: '30.27',
        ...form,
      },
      token,
    );

  return { tok, seeded, school };
}
