import type { ModuleSeed } from '../../db/seed.js';
import { addFavorite } from '../personal/index.js';
import { measurePackage } from './service.js';

/** The school year a moment belongs to (it starts in August, Asia/Shanghai): 2026 for 2026-09 and 2027-03 alike. */
export function schoolYear(now: number): number {
  const d = new Date(now + 8 * 3600_000);
  return d.getUTCMonth() >= 7 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
}

/** Resources and books the demo `teacher` keeps among their favorites. */
export const TEACHER_FAVORITE_BOOKS = ['927', '211', '331'];
export const TEACHER_FAVORITE_RESOURCES_OF = ['927', '211'];

/**
 * A whole package per grade and volume of the catalogue's books with resources (this school year; the
 * 一年级 ones also of the year before), sized exactly from the files; and the demo teacher's favorites.
 */
export const teacherResourcesSeed: ModuleSeed = {
  after: ['dictionary', 'books', 'account'],
  async run({ trx, demo, now, files }) {
    if (!demo) return null;
    if (await trx.selectFrom('teacher_packages').select('id').limit(1).executeTakeFirst()) return null;
    const groups = await trx
      .selectFrom('books')
      .innerJoin('dictionaries as dg', 'dg.id', 'books.grade_id')
      .innerJoin('dictionaries as dc', 'dc.id', 'books.cebie_id')
      .select([
        'books.grade_id',
        'books.cebie_id',
        'dg.name as grade',
        'dc.name as cebie',
        'dg.sort as gs',
        'dc.sort as cs',
      ])
      .where('books.enabled', '=', 1)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('resources').select('resources.id').whereRef('resources.book_id', '=', 'books.id')),
      )
      .groupBy(['books.grade_id', 'books.cebie_id', 'dg.name', 'dc.name', 'dg.sort', 'dc.sort'])
      .orderBy('dg.sort')
      .orderBy('dc.sort')
      .execute();
    if (groups.length === 0) return null;
    const year = schoolYear(now);
    const dirs = { mediaDir: files?.mediaDir ?? '', uploadsDir: '', packagesDir: '' };
    let packages = 0;
    const editions = [
      ...groups.map((g, i) => ({ ...g, year, sort: i + 1 })),
      ...groups.filter((g) => g.grade === '一年级').map((g, i) => ({ ...g, year: year - 1, sort: i + 1 })),
    ];
    for (const g of editions) {
      const pkg = await trx
        .insertInto('teacher_packages')
        .values({
          title: `${g.year}年 ${g.grade}${g.cebie} 全科教学资源包`,
          grade_id: g.grade_id,
          cebie_id: g.cebie_id,
          year: g.year,
          size: 0,
          resource_count: 0,
          file: '',
          sort: g.sort,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const resources = await trx
        .selectFrom('resources')
        .innerJoin('books', 'books.id', 'resources.book_id')
        .select('resources.id')
        .where('books.enabled', '=', 1)
        .where('books.grade_id', '=', g.grade_id)
        .where('books.cebie_id', '=', g.cebie_id)
        .orderBy('books.sort')
        .orderBy('books.id')
        .orderBy('resources.sort')
        .orderBy('resources.id')
        .execute();
      await trx
        .insertInto('teacher_package_items')
        .values(resources.map((r, i) => ({ package_id: pkg.id, resource_id: r.id, position: i + 1 })))
        .execute();
      const { size, count } = await measurePackage(trx, dirs, pkg.id);
      await trx
        .updateTable('teacher_packages')
        .set({ size, resource_count: count })
        .where('id', '=', pkg.id)
        .execute();
      packages++;
    }

    let favorites = 0;
    const teacher = await trx
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'teacher')
      .executeTakeFirst();
    if (teacher) {
      for (const no of TEACHER_FAVORITE_BOOKS) {
        await addFavorite(trx, teacher.id, 'book', no);
        favorites++;
      }
      const res = await trx
        .selectFrom('resources')
        .innerJoin('books', 'books.id', 'resources.book_id')
        .select(['resources.id', 'resources.sort'])
        .where('books.book_no', 'in', TEACHER_FAVORITE_RESOURCES_OF)
        .where('resources.sort', '<=', 2)
        .orderBy('resources.id')
        .execute();
      for (const r of res) {
        await addFavorite(trx, teacher.id, 'resource', String(r.id));
        favorites++;
      }
    }
    return { teacher_packages: packages, favorites };
  },
};
