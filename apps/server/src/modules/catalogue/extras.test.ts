import {
  Code,
  type AdminAnswer,
  type AdminEbook,
  type AdminEbookArea,
  type AdminEbookDetail,
  type AdminEbookPage,
  type AdminFileUpload,
  type AdminResource,
  type DownloadResource,
  type EBookPages,
} from '@jc/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { upload } from '../checkin/checkin.fixtures.js';

interface Page<T> {
  list: T[];
  total: number;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();

const CALLS: ['GET' | 'POST', string][] = [
  ['POST', 'uploadFile'],
  ['GET', 'getResourceList'],
  ['POST', 'saveResource'],
  ['POST', 'moveResource'],
  ['POST', 'deleteResource'],
  ['GET', 'getAnswerList'],
  ['POST', 'saveAnswer'],
  ['POST', 'moveAnswer'],
  ['POST', 'deleteAnswer'],
  ['GET', 'getEbookAreaList'],
  ['POST', 'saveEbookArea'],
  ['POST', 'deleteEbookArea'],
  ['GET', 'getEbookList'],
  ['GET', 'getEbook'],
  ['POST', 'saveEbook'],
  ['POST', 'deleteEbook'],
  ['POST', 'addEbookPages'],
  ['POST', 'moveEbookPage'],
  ['POST', 'deleteEbookPage'],
];

describe.each(dialects)('catalogue extras (resources, answers, e-books) on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const get = <T>(token: string, call: string, query: Record<string, string> = {}) =>
    t().call<T>('GET', `/api/admin/catalogue/${call}`, { token, query });
  const post = <T>(token: string, call: string, form: Record<string, string>) =>
    t().call<T>('POST', `/api/admin/catalogue/${call}`, { token, form });
  const bookOf = async (bookNo: string) =>
    db()
      .selectFrom('books')
      .select(['id', 'updated_at'])
      .where('book_no', '=', bookNo)
      .executeTakeFirstOrThrow();
  const updated = async (bookId: number) =>
    Number(
      (await db().selectFrom('books').select('updated_at').where('id', '=', bookId).executeTakeFirstOrThrow())
        .updated_at,
    );
  const send = async (admin: string, kind: 'image' | 'document', data: Buffer, name: string) => {
    const r = await upload<AdminFileUpload>(t(), 'admin/catalogue/uploadFile', admin, { kind }, [
      { name, data },
    ]);
    expect(r.status, r.body.msg).toBe(200);
    return r.body.data;
  };
  const count = async (table: 'resources' | 'answers' | 'ebooks' | 'ebook_pages' | 'ebook_areas') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses pupils, teachers and staff (403, 700) and callers without a token on every call', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    for (const [method, name] of CALLS) {
      for (const token of tokens) {
        const r = await t().call(method, `/api/admin/catalogue/${name}`, { token, form: {} });
        expect(r.status, name).toBe(403);
        expect(r.body).toEqual({ code: Code.forbiddenRole, msg: '没有权限访问', data: null });
      }
      expect((await t().call(method, `/api/admin/catalogue/${name}`)).body.code, name).toBe(Code.noToken);
    }
  });

  it('uploads pictures and PDFs by their content only', async () => {
    const admin = await t().login('admin');
    const pic = await send(admin, 'image', await png(40, 60), 'p.png');
    expect(pic).toMatchObject({ kind: 'image', width: 40, height: 60 });
    expect(pic.url).toMatch(/^\/uploads\/image\/.+\.png$/);
    const doc = await send(admin, 'document', PDF, 'a.pdf');
    expect(doc).toMatchObject({ kind: 'document', size: PDF.length });
    const wrong = await upload(t(), 'admin/catalogue/uploadFile', admin, { kind: 'document' }, [
      { name: 'x.pdf', data: await png(10, 10) },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('请上传 PDF 文档');
  });

  it('adds, orders, edits and deletes a book’s resources; the pupils’ download list follows; the date moves', async () => {
    const admin = await t().login('admin');
    const book = await bookOf('927');
    const doc = await send(admin, 'document', PDF, 'r.pdf');
    const start = await updated(book.id);
    const added = await post<AdminResource>(admin, 'saveResource', {
      bookId: String(book.id),
      title: '第一单元课件',
      category: 'kejian',
      path: doc.url,
    });
    expect(added.status, added.body.msg).toBe(200);
    expect(added.body.data).toMatchObject({
      title: '第一单元课件',
      kind: 'pdf',
      size: PDF.length,
      category: 'kejian',
    });
    expect(await updated(book.id)).toBeGreaterThan(start);
    const list = await get<AdminResource[]>(admin, 'getResourceList', { bookId: String(book.id) });
    expect(list.body.data.at(-1)?.title).toBe('第一单元课件');
    // First place.
    const moved = await post<AdminResource[]>(admin, 'moveResource', {
      resourceId: String(added.body.data.resourceId),
      index: '0',
    });
    expect(moved.body.data[0]?.title).toBe('第一单元课件');
    // The pupils see it.
    const pupils = await t().call<Page<DownloadResource>>('GET', '/api/bookmain/getBookDownloadList', {
      query: { bookNo: '927', pageSize: '50' },
    });
    expect(pupils.body.data.list.map((r) => r.title)).toContain('第一单元课件');
    // Edit, then the audit has before and after.
    const edited = await post<AdminResource>(admin, 'saveResource', {
      resourceId: String(added.body.data.resourceId),
      bookId: String(book.id),
      title: '第一单元课件（新）',
      category: 'kejian',
      path: doc.url,
    });
    expect(edited.body.data.title).toBe('第一单元课件（新）');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('call', '=', 'admin/catalogue/saveResource')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.before_json))).toMatchObject({ title: '第一单元课件' });
    expect(JSON.parse(String(audit.after_json))).toMatchObject({ title: '第一单元课件（新）' });
    // Refusals: bad input names the field, missing ids are 404, nothing is written.
    const n = await count('resources');
    const noFile = await post(admin, 'saveResource', { bookId: String(book.id), title: '无文件', path: '' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.msg).toBe('请上传资源文件（path）');
    const badCat = await post(admin, 'saveResource', {
      bookId: String(book.id),
      title: 'x',
      category: 'other',
      path: doc.url,
    });
    expect(badCat.body.msg).toMatch(/资源类别（category）/);
    const ghost = await post(admin, 'saveResource', {
      bookId: String(book.id),
      title: 'x',
      path: '/uploads/document/000000/none.pdf',
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.msg).toBe('资源文件（path）不存在，请重新上传');
    const noBook = await post(admin, 'saveResource', { bookId: '999999', title: 'x', path: doc.url });
    expect(noBook.status).toBe(404);
    expect(noBook.body.msg).toBe('没有找到这本书');
    expect(await count('resources')).toBe(n);
    expect((await post(admin, 'deleteResource', { resourceId: '999999' })).status).toBe(404);
    // Delete.
    const before = await updated(book.id);
    const del = await post(admin, 'deleteResource', { resourceId: String(added.body.data.resourceId) });
    expect(del.status).toBe(200);
    expect(await count('resources')).toBe(n - 1);
    expect(await updated(book.id)).toBeGreaterThan(before);
  });

  it('adds answers (picture or PDF) shown behind the answer password, orders and deletes them', async () => {
    const admin = await t().login('admin');
    const book = await bookOf('211');
    const pic = await send(admin, 'image', await png(30, 40), 'a.png');
    const doc = await send(admin, 'document', PDF, 'a.pdf');
    const start = await updated(book.id);
    const a1 = await post<AdminAnswer>(admin, 'saveAnswer', {
      bookId: String(book.id),
      title: '第1页答案',
      path: pic.url,
    });
    expect(a1.body.data).toMatchObject({ kind: 'image', title: '第1页答案' });
    const a2 = await post<AdminAnswer>(admin, 'saveAnswer', {
      bookId: String(book.id),
      title: '全书答案',
      path: doc.url,
    });
    expect(a2.body.data.kind).toBe('pdf');
    expect(await updated(book.id)).toBeGreaterThan(start);
    const moved = await post<AdminAnswer[]>(admin, 'moveAnswer', {
      answerId: String(a2.body.data.answerId),
      index: '0',
    });
    const titles = moved.body.data.map((a) => a.title);
    expect(titles.indexOf('全书答案')).toBe(0);
    expect(titles).toContain('第1页答案');
    // The pupil sees them after the password.
    const pupil = await t().login('student');
    await t().call('POST', '/api/myInfo/answerSavePwd', { token: pupil, form: { pwd: '135790' } });
    const seen = await t().call<{ pages: { title: string; kind: string }[] }>(
      'GET',
      '/api/bookContent/getAnswer/211',
      { token: pupil, query: { pwd: '135790' } },
    );
    expect(seen.status, seen.body.msg).toBe(200);
    const seenTitles = seen.body.data.pages.map((p) => p.title);
    expect(seenTitles[0]).toBe('全书答案');
    expect(seenTitles.at(-1)).toBe('第1页答案');
    // Refusals.
    const n = await count('answers');
    const mp3 = await post(admin, 'saveAnswer', {
      bookId: String(book.id),
      title: 'x',
      path: '/media/a.mp3',
    });
    expect(mp3.status).toBe(400);
    expect(mp3.body.msg).toBe('答案文件（path）须为 PDF 或 JPG、PNG、WebP 图片');
    const noTitle = await post(admin, 'saveAnswer', { bookId: String(book.id), title: ' ', path: pic.url });
    expect(noTitle.body.msg).toMatch(/请输入答案名称（title）/);
    expect(
      (
        await post(admin, 'saveAnswer', {
          answerId: '999999',
          bookId: String(book.id),
          title: 'x',
          path: pic.url,
        })
      ).status,
    ).toBe(404);
    expect(await count('answers')).toBe(n);
    expect((await post(admin, 'deleteAnswer', { answerId: String(a1.body.data.answerId) })).status).toBe(200);
    expect(await count('answers')).toBe(n - 1);
  });

  it('makes an e-book of a book from page pictures that reads on the phone; orders and deletes pages', async () => {
    const admin = await t().login('admin');
    const book = await bookOf('211');
    const dic = async (type: string, name: string) =>
      (
        await db()
          .selectFrom('dictionaries')
          .select('id')
          .where('dic_type', '=', type)
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const area = await post<AdminEbookArea>(admin, 'saveEbookArea', { name: '测试版', sort: '9' });
    expect(area.body.data).toMatchObject({ name: '测试版', ebooks: 0 });
    const dup = await post(admin, 'saveEbookArea', { name: '测试版' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('版本“测试版”已经有了');
    // Any earlier e-book of this book goes, so that the new one is the one the phone reads.
    await db().deleteFrom('ebooks').where('book_id', '=', book.id).execute();
    const fields = {
      areaId: String(area.body.data.areaId),
      bookId: String(book.id),
      title: '一年级数学上册电子书',
      subjectId: String(await dic('subject', '数学')),
      gradeId: String(await dic('grade', '一年级')),
      cebieId: String(await dic('cebie', '上册')),
    };
    const ebooksBefore = await count('ebooks');
    const bad = await post(admin, 'saveEbook', { ...fields, subjectId: fields.gradeId });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('学科（subjectId）不正确');
    const badArea = await post(admin, 'saveEbook', { ...fields, areaId: '999999' });
    expect(badArea.body.msg).toBe('版本（areaId）不正确');
    const badPdf = await post(admin, 'saveEbook', { ...fields, pdf: '/uploads/image/x.png' });
    expect(badPdf.body.msg).toMatch(/PDF（pdf）须是 PDF 文件/);
    expect((await post(admin, 'saveEbook', { ...fields, ebookId: '999999' })).status).toBe(404);
    expect(await count('ebooks')).toBe(ebooksBefore);
    const start = await updated(book.id);
    const made = await post<AdminEbook>(admin, 'saveEbook', fields);
    expect(made.status, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ bookNo: '211', area: '测试版', pages: 0 });
    expect(await updated(book.id)).toBeGreaterThan(start);
    const ebookId = String(made.body.data.ebookId);
    const p1 = await send(admin, 'image', await png(300, 400), '1.png');
    const p2 = await send(admin, 'image', await png(320, 420), '2.png');
    const added = await t().call<AdminEbookPage[]>('POST', '/api/admin/catalogue/addEbookPages', {
      token: admin,
      json: { ebookId, paths: [p1.url, p2.url] },
    });
    expect(added.status, added.body.msg).toBe(200);
    expect(added.body.data.map((p) => [p.page, p.path, p.width])).toEqual([
      [1, p1.url, 300],
      [2, p2.url, 320],
    ]);
    const pagesAfterAdd = await count('ebook_pages');
    // A document as a page is refused, nothing added.
    const doc = await send(admin, 'document', PDF, 'x.pdf');
    const notPic = await t().call('POST', '/api/admin/catalogue/addEbookPages', {
      token: admin,
      json: { ebookId, paths: [p1.url, doc.url] },
    });
    expect(notPic.status).toBe(400);
    expect(notPic.body.msg).toBe('页面图片（paths）须是上传的图片');
    expect(await count('ebook_pages')).toBe(pagesAfterAdd);
    // The phone reads it by the book's number.
    const phone = await t().call<EBookPages>('GET', '/api/bookMain/getPagePicList/211');
    expect(phone.status, phone.body.msg).toBe(200);
    expect(phone.body.data.pages.map((p) => p.path)).toEqual([p1.url, p2.url]);
    expect(phone.body.data.ebook.pages).toBe(2);
    // Reorder: the second page first.
    const second = added.body.data[1]!;
    const moved = await post<AdminEbookPage[]>(admin, 'moveEbookPage', {
      pageId: String(second.pageId),
      index: '0',
    });
    expect(moved.body.data.map((p) => [p.page, p.path])).toEqual([
      [1, p2.url],
      [2, p1.url],
    ]);
    const detail = await get<AdminEbookDetail>(admin, 'getEbook', { ebookId });
    expect(detail.body.data.pages.map((p) => p.path)).toEqual([p2.url, p1.url]);
    const list = await get<Page<AdminEbook>>(admin, 'getEbookList', {
      areaId: String(area.body.data.areaId),
    });
    expect(list.body.data).toMatchObject({ total: 1 });
    // The area is in use.
    const inUse = await post(admin, 'deleteEbookArea', { areaId: String(area.body.data.areaId) });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('版本“测试版”下还有 1 本电子书，不能删除');
    // Delete a page, then the e-book, then the area.
    expect((await post(admin, 'deleteEbookPage', { pageId: String(second.pageId) })).status).toBe(200);
    const one = await get<AdminEbookDetail>(admin, 'getEbook', { ebookId });
    expect(one.body.data.pages.map((p) => [p.page, p.path])).toEqual([[1, p1.url]]);
    expect(one.body.data.ebook.pages).toBe(1);
    expect((await post(admin, 'deleteEbookPage', { pageId: '999999' })).status).toBe(404);
    expect((await post(admin, 'deleteEbook', { ebookId })).status).toBe(200);
    expect((await get(admin, 'getEbook', { ebookId })).status).toBe(404);
    expect((await post(admin, 'deleteEbookArea', { areaId: String(area.body.data.areaId) })).status).toBe(
      200,
    );
  });
});
