import { mkdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  Code,
  MAIL_LINK_DAYS,
  RESOURCE_CATEGORIES,
  type MailSent,
  type Paged,
  type ResourceCategory,
  type TeacherBook,
  type TeacherBookResources,
  type TeacherDownArea,
  type TeacherPackage,
  type TeacherResource,
} from '@jc/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { AppError, notFound } from '../../shared/errors.js';
import { fetchPage, likePattern, type PageInput } from '../../shared/list-query.js';
import { formatTime } from '../../shared/time.js';
import type { AuthUser } from '../../types.js';
import { BOOK_NOT_FOUND, booksWithNames } from '../books/index.js';
import { favoriteTargets } from '../personal/index.js';
import type { LinkSigner } from './links.js';
import { APP_LINK_MS } from './links.js';
import type { Mailer } from './mailer.js';
import { writeZip, zipSize, type ZipEntry } from './zip.js';

/** Teaching resources for teachers (docs/teacher.md "Resources and mail"). */

export const MAIL_UNAVAILABLE_MSG = '邮件服务未配置，暂时无法发送邮件';
export const AREA_NOT_FOUND = '没有找到该版本';
export const RESOURCE_NOT_FOUND = '没有找到该资源';
export const PACKAGE_NOT_FOUND = '没有找到该资源包';

/** Where the files live: the shipped media (/media/…) and the uploads (/uploads/…). */
export interface FileDirs {
  mediaDir: string;
  uploadsDir: string;
  /** Built packages: DATA_DIR/packages. */
  packagesDir: string;
}

/** The file on disk behind a resource path, or null when it is not one of ours (or climbs out of its folder). */
export function resourceFile(dirs: FileDirs, path: string): string | null {
  const m = /^\/(media|uploads)\/(.+)$/.exec(path);
  if (!m) return null;
  const root = m[1] === 'media' ? dirs.mediaDir : dirs.uploadsDir;
  const file = resolve(root, decodeURIComponent(m[2] as string));
  const rel = relative(root, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? file : null;
}

const category = (c: string): ResourceCategory =>
  (RESOURCE_CATEGORIES as readonly string[]).includes(c) ? (c as ResourceCategory) : 'ziliao';

/** Resource counts and sizes per book. */
function resourceTotals(db: Db) {
  return db
    .selectFrom('resources')
    .select((eb) => [
      'resources.book_id',
      eb.fn.countAll<number>().as('resource_count'),
      eb.fn.sum<number>('resources.size').as('total_size'),
    ])
    .groupBy('resources.book_id');
}

function teacherBooks(db: Db) {
  return booksWithNames(db)
    .innerJoin(resourceTotals(db).as('rt'), 'rt.book_id', 'books.id')
    .select(['rt.resource_count', 'rt.total_size']);
}
type TeacherBookRow = Awaited<ReturnType<ReturnType<typeof teacherBooks>['execute']>>[number];
const toTeacherBook = (b: TeacherBookRow): TeacherBook => ({
  bookNo: b.book_no,
  title: b.title,
  subTitle: b.sub_title,
  cover: b.cover,
  subjectName: b.subject,
  gradeName: b.grade,
  cebieName: b.cebie,
  areaName: b.bookarea,
  resourceCount: Number(b.resource_count),
  totalSize: Number(b.total_size),
});

/** teacher/getDownArea: the edition areas with books that have resources. */
export async function downAreas(db: Db): Promise<TeacherDownArea[]> {
  const rows = await db
    .selectFrom('ebook_areas')
    .innerJoin('books', 'books.bookarea', 'ebook_areas.name')
    .select((eb) => [
      'ebook_areas.id',
      'ebook_areas.name',
      'ebook_areas.sort',
      eb.fn.count<number>('books.id').distinct().as('book_count'),
    ])
    .where('books.enabled', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('resources').select('resources.id').whereRef('resources.book_id', '=', 'books.id')),
    )
    .groupBy(['ebook_areas.id', 'ebook_areas.name', 'ebook_areas.sort'])
    .orderBy('ebook_areas.sort')
    .orderBy('ebook_areas.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, bookCount: Number(r.book_count) }));
}

/** teacher/getDownListByArea: an area's books with resources, by grade and volume. */
export async function booksByArea(
  db: Db,
  q: {
    areaId: number;
    subjectId?: number | undefined;
    gradeId?: number | undefined;
    cebieId?: number | undefined;
  } & PageInput,
): Promise<Paged<TeacherBook>> {
  const area = await db
    .selectFrom('ebook_areas')
    .select('name')
    .where('id', '=', q.areaId)
    .executeTakeFirst();
  if (!area) throw notFound(AREA_NOT_FOUND);
  let base = teacherBooks(db).where('books.bookarea', '=', area.name);
  if (q.subjectId !== undefined) base = base.where('books.subject_id', '=', q.subjectId);
  if (q.gradeId !== undefined) base = base.where('books.grade_id', '=', q.gradeId);
  if (q.cebieId !== undefined) base = base.where('books.cebie_id', '=', q.cebieId);
  const { rows, total } = await fetchPage(base.orderBy('books.sort').orderBy('books.id'), q);
  return { list: rows.map(toTeacherBook), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

function resourceRows(db: Db) {
  return db
    .selectFrom('resources')
    .innerJoin('books', 'books.id', 'resources.book_id')
    .select([
      'resources.id',
      'books.book_no',
      'books.title as book_title',
      'resources.title',
      'resources.kind',
      'resources.category',
      'resources.path',
      'resources.size',
    ])
    .where('books.enabled', '=', 1);
}
type ResourceRow = Awaited<ReturnType<ReturnType<typeof resourceRows>['execute']>>[number];

/** teacher/getDownListByNo: a book and its resources with 1-hour links and the caller's favorite flags. */
export async function bookResources(
  db: Db,
  signer: LinkSigner,
  userId: number,
  q: { bookNo: string; category?: ResourceCategory | undefined },
  now = Date.now(),
): Promise<TeacherBookResources> {
  const book = await teacherBooks(db).where('books.book_no', '=', q.bookNo).executeTakeFirst();
  if (!book) throw notFound(BOOK_NOT_FOUND);
  let rq = resourceRows(db).where('books.book_no', '=', q.bookNo);
  if (q.category !== undefined) rq = rq.where('resources.category', '=', q.category);
  const rows = await rq.orderBy('resources.sort').orderBy('resources.id').execute();
  const favorites = await favoriteTargets(
    db,
    userId,
    'resource',
    rows.map((r) => String(r.id)),
  );
  const expires = now + APP_LINK_MS;
  const resources: TeacherResource[] = rows.map((r) => ({
    id: r.id,
    bookNo: r.book_no,
    title: r.title,
    kind: r.kind,
    category: category(r.category),
    size: Number(r.size),
    url: signer.link({ kind: 'resource', id: r.id }, expires),
    expiresAt: formatTime(expires),
    favorite: favorites.has(String(r.id)),
  }));
  return { book: toTeacherBook(book), resources };
}

function packageRows(db: Db) {
  return db
    .selectFrom('teacher_packages as p')
    .leftJoin('dictionaries as dg', 'dg.id', 'p.grade_id')
    .leftJoin('dictionaries as dc', 'dc.id', 'p.cebie_id')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.grade_id',
      'p.cebie_id',
      'p.year',
      'p.size',
      'p.resource_count',
      'p.file',
      eb.fn.coalesce('dg.name', sql.lit('')).as('grade_name'),
      eb.fn.coalesce('dc.name', sql.lit('')).as('cebie_name'),
    ]);
}
type PackageRow = Awaited<ReturnType<ReturnType<typeof packageRows>['execute']>>[number];

/** teacher/getDownList: the whole packages, newest year first, with 1-hour links. */
export async function packageList(
  db: Db,
  signer: LinkSigner,
  q: {
    query: string;
    gradeId?: number | undefined;
    cebieId?: number | undefined;
    year?: number | undefined;
  } & PageInput,
  now = Date.now(),
): Promise<Paged<TeacherPackage>> {
  let base = packageRows(db);
  if (q.query) {
    const like = likePattern(q.query);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.title']), 'like', sql<string>`${like} escape '\\'`),
        eb(eb.fn('lower', ['dg.name']), 'like', sql<string>`${like} escape '\\'`),
        eb(eb.fn('lower', ['dc.name']), 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
  }
  if (q.gradeId !== undefined) base = base.where('p.grade_id', '=', q.gradeId);
  if (q.cebieId !== undefined) base = base.where('p.cebie_id', '=', q.cebieId);
  if (q.year !== undefined) base = base.where('p.year', '=', q.year);
  const { rows, total } = await fetchPage(
    base.orderBy('p.year', 'desc').orderBy('p.sort').orderBy('p.id'),
    q,
  );
  const expires = now + APP_LINK_MS;
  return {
    list: rows.map((r) => toPackage(r, signer.link({ kind: 'package', id: r.id }, expires), expires)),
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

const toPackage = (r: PackageRow, url: string, expires: number): TeacherPackage => ({
  id: r.id,
  title: r.title,
  gradeId: r.grade_id,
  gradeName: r.grade_name,
  cebieId: r.cebie_id,
  cebieName: r.cebie_name,
  year: r.year,
  kind: 'zip',
  size: Number(r.size),
  resourceCount: r.resource_count,
  url,
  expiresAt: formatTime(expires),
});

// ---------------------------------------------------------------- packages: what is in them, built once

/** The archive entries of resources: `书名/资源名.pdf`, files that exist only. */
async function zipEntries(dirs: FileDirs, rows: ResourceRow[]): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  for (const r of rows) {
    const file = resourceFile(dirs, r.path);
    if (!file) continue;
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) continue;
    const safe = (s: string) => s.replace(/[\\/:*?"<>|]/g, '_').trim();
    let name = `${safe(r.book_title)}/${safe(r.title)}.${safe(r.kind)}`;
    for (let i = 2; names.has(name); i++)
      name = `${safe(r.book_title)}/${safe(r.title)} (${i}).${safe(r.kind)}`;
    names.add(name);
    entries.push({ name, file, size });
  }
  return entries;
}

async function packageResources(db: Db, packageId: number): Promise<ResourceRow[]> {
  return resourceRows(db)
    .innerJoin('teacher_package_items as i', 'i.resource_id', 'resources.id')
    .where('i.package_id', '=', packageId)
    .orderBy('i.position')
    .execute();
}

/** The exact size the package's zip will have (stored entries), from its resources' files. */
export async function measurePackage(
  db: Db,
  dirs: FileDirs,
  packageId: number,
): Promise<{ size: number; count: number }> {
  const entries = await zipEntries(dirs, await packageResources(db, packageId));
  return { size: zipSize(entries), count: entries.length };
}

/**
 * The package's zip on disk, built on its first download and kept (DATA_DIR/packages/p<id>.zip). A
 * package whose resources changed since is rebuilt when its measured size no longer matches the file.
 */
export async function packageFile(
  db: Db,
  dirs: FileDirs,
  packageId: number,
): Promise<{ file: string; size: number; title: string }> {
  const pkg = await db
    .selectFrom('teacher_packages')
    .select(['id', 'title', 'size', 'file'])
    .where('id', '=', packageId)
    .executeTakeFirst();
  if (!pkg) throw notFound(PACKAGE_NOT_FOUND);
  const entries = await zipEntries(dirs, await packageResources(db, packageId));
  const want = zipSize(entries);
  const file = join(dirs.packagesDir, `p${pkg.id}.zip`);
  const built = pkg.file
    ? await stat(file).then(
        (s) => s.size,
        () => null,
      )
    : null;
  if (built !== want) {
    await mkdir(dirs.packagesDir, { recursive: true });
    const size = await writeZip(entries, file);
    await db
      .updateTable('teacher_packages')
      .set({ file: `p${pkg.id}.zip`, size, resource_count: entries.length })
      .where('id', '=', pkg.id)
      .execute();
    return { file, size, title: pkg.title };
  }
  return { file, size: want, title: pkg.title };
}

/** The file behind a resource id, for the download route. */
export async function resourceDownload(
  db: Db,
  dirs: FileDirs,
  id: number,
): Promise<{ file: string; size: number; filename: string }> {
  const r = await resourceRows(db).where('resources.id', '=', id).executeTakeFirst();
  const file = r ? resourceFile(dirs, r.path) : null;
  const size = file
    ? await stat(file).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      )
    : null;
  if (!r || !file || size === null) throw notFound(RESOURCE_NOT_FOUND);
  return { file, size, filename: `${r.title}.${r.kind}` };
}

// ---------------------------------------------------------------- mail

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const isTeacher = (u: AuthUser) => u.roles.includes('teacher') || u.roles.includes('admin');

/**
 * thirdpart/sendEmial: the signed links (MAIL_LINK_DAYS) of resources (any user) and packages (teachers:
 * 403/700 otherwise) in one mail. Unknown ids 404; no mail server 503; nothing is written.
 */
export async function sendLinks(
  db: Db,
  mailer: Mailer | null,
  signer: LinkSigner,
  user: AuthUser,
  input: { email: string; resourceIds: number[]; packageIds: number[] },
  now = Date.now(),
): Promise<MailSent> {
  if (input.packageIds.length > 0 && !isTeacher(user)) {
    throw new AppError(403, Code.forbiddenRole, '整套资源包仅限认证教师发送');
  }
  const resources = input.resourceIds.length
    ? await resourceRows(db).where('resources.id', 'in', input.resourceIds).execute()
    : [];
  if (resources.length !== input.resourceIds.length) throw notFound(RESOURCE_NOT_FOUND);
  const packages = input.packageIds.length
    ? await packageRows(db).where('p.id', 'in', input.packageIds).execute()
    : [];
  if (packages.length !== input.packageIds.length) throw notFound(PACKAGE_NOT_FOUND);
  if (!mailer) throw new AppError(503, Code.unavailable, MAIL_UNAVAILABLE_MSG);

  const expires = now + MAIL_LINK_DAYS * 24 * 60 * 60 * 1000;
  const order = new Map(input.resourceIds.map((id, i) => [id, i]));
  resources.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const links = [
    ...resources.map((r) => ({
      title: `${r.title}.${r.kind}`,
      size: Number(r.size),
      url: signer.link({ kind: 'resource', id: r.id }, expires),
    })),
    ...packages.map((p) => ({
      title: `${p.title}.zip`,
      size: Number(p.size),
      url: signer.link({ kind: 'package', id: p.id }, expires),
    })),
  ];
  const until = formatTime(expires);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(n < 1024 * 1024 ? 2 : 1)} MB`;
  const text = [
    '您好：',
    '',
    `以下是您在教材社区选择的 ${links.length} 个教学资源的下载链接，${MAIL_LINK_DAYS} 天内有效（至 ${until}）：`,
    '',
    ...links.map((l, i) => `${i + 1}. ${l.title}（${mb(l.size)}）\n${l.url}`),
    '',
    '链接无需登录即可下载，请勿转发给他人。',
  ].join('\n');
  const html = [
    '<p>您好：</p>',
    `<p>以下是您在教材社区选择的 ${links.length} 个教学资源的下载链接，${MAIL_LINK_DAYS} 天内有效（至 ${escapeHtml(until)}）：</p>`,
    '<ol>',
    ...links.map(
      (l) =>
        `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a>（${escapeHtml(mb(l.size))}）</li>`,
    ),
    '</ol>',
    '<p>链接无需登录即可下载，请勿转发给他人。</p>',
  ].join('\n');
  try {
    await mailer.send({
      to: input.email,
      subject: `【教材社区】教学资源下载链接（${links.length}个）`,
      text,
      html,
    });
  } catch {
    throw new AppError(503, Code.unavailable, '邮件发送失败，请稍后再试');
  }
  return { email: input.email, count: links.length, expiresAt: until };
}
