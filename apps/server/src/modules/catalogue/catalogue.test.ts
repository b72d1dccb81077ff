import { readFileSync } from 'node:fs';
import {
  Code,
  type AdminBook,
  type AdminBookTree,
  type AdminCode,
  type AdminItem,
  type AdminLesson,
  type AdminUpload,
  type BookInfo,
  type BkInfoRenew,
} from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { upload } from '../checkin/checkin.fixtures.js';

interface Page<T> {
  list: T[];
  total: number;
}

const AUDIO = readFileSync(new URL('../../../assets/media/audio/en-hello.mp3', import.meta.url));

const CALLS: ['GET' | 'POST', string][] = [
  ['GET', 'getBookList'],
  ['GET', 'getBook'],
  ['POST', 'saveBook'],
  ['POST', 'setShelf'],
  ['POST', 'upload'],
  ['POST', 'addLesson'],
  ['POST', 'saveLesson'],
  ['POST', 'moveLesson'],
  ['POST', 'deleteLesson'],
  ['POST', 'saveItem'],
  ['POST', 'moveItem'],
  ['POST', 'deleteItem'],
  ['GET', 'getCodeList'],
  ['POST', 'addCode'],
  ['POST', 'deleteCode'],
  ['GET', 'getQrSheet'],
];

/** Titles of a tree, nested: [['第一单元', [['1 课', []]]]]. */
type Shape = [string, Shape][];
const shape = (ls: AdminLesson[]): Shape => ls.map((l) => [l.title, shape(l.children)]);

describe.each(dialects)('catalogue operator calls on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const get = <T>(token: string, call: string, query: Record<string, string> = {}) =>
    t().call<T>('GET', `/api/admin/catalogue/${call}`, { token, query });
  const post = <T>(token: string, call: string, form: Record<string, string>) =>
    t().call<T>('POST', `/api/admin/catalogue/${call}`, { token, form });
  const dic = async (type: string, name: string) =>
    (
      await db()
        .selectFrom('dictionaries')
        .select('id')
        .where('dic_type', '=', type)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const newBook = async (admin: string, bookNo: string, extra: Record<string, unknown> = {}) => {
    const r = await t().call<AdminBook>('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: {
        bookNo,
        title: `测试图书${bookNo}`,
        subjectId: await dic('subject', '语文'),
        gradeId: await dic('grade', '三年级'),
        cebieId: await dic('cebie', '上册'),
        bookarea: '部编版',
        buttons: 's-视频,t-音频',
        ...extra,
      },
    });
    expect(r.status, r.body.msg).toBe(200);
    return r.body.data;
  };
  const tree = async (admin: string, bookId: number) =>
    (await get<AdminBookTree>(admin, 'getBook', { bookId: String(bookId) })).body.data.lessons;
  const updated = async (bookId: number) =>
    Number(
      (await db().selectFrom('books').select('updated_at').where('id', '=', bookId).executeTakeFirstOrThrow())
        .updated_at,
    );
  const addLesson = async (admin: string, bookId: number, title: string, parentId?: number) => {
    const r = await post<AdminLesson>(admin, 'addLesson', {
      bookId: String(bookId),
      title,
      ...(parentId ? { parentId: String(parentId) } : {}),
    });
    expect(r.status, r.body.msg).toBe(200);
    return r.body.data;
  };

  it('refuses pupils, teachers and staff (403, 700) and callers without a token (600) on every call', async () => {
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

  it('lists every book paged, searchable and filtered by grade, volume and subject, off the shelf too', async () => {
    const admin = await t().login('admin');
    const all = await get<Page<AdminBook>>(admin, 'getBookList', { pageSize: '10' });
    expect(all.body.data.total).toBeGreaterThanOrEqual(36);
    expect(all.body.data.list).toHaveLength(10);
    const grade1 = await dic('grade', '一年级');
    const up = await dic('cebie', '上册');
    const maths = await dic('subject', '数学');
    const filtered = await get<Page<AdminBook>>(admin, 'getBookList', {
      grade: String(grade1),
      cebie: String(up),
      subject: String(maths),
    });
    expect(filtered.body.data.list.map((b) => b.bookNo)).toEqual(['211']);
    expect(filtered.body.data.list[0]).toMatchObject({
      grade: '一年级',
      cebie: '上册',
      subject: '数学',
      enabled: true,
    });
    expect(filtered.body.data.list[0]?.lessons).toBeGreaterThan(0);
    const search = await get<Page<AdminBook>>(admin, 'getBookList', { keyword: '927' });
    expect(search.body.data.list.map((b) => b.bookNo)).toContain('927');
    const bad = await get(admin, 'getBookList', { grade: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/年级（grade）/);
  });

  it('creates and edits a book with every field, refuses bad fields and taken numbers, shelves it', async () => {
    const admin = await t().login('admin');
    const book = await newBook(admin, 'T9001', {
      txm: '9787500010012',
      friendPercent: 30,
      friendIsVideo: true,
    });
    expect(book).toMatchObject({
      bookNo: 'T9001',
      subject: '语文',
      grade: '三年级',
      cebie: '上册',
      txm: '9787500010012',
      friendPercent: 30,
      friendIsVideo: true,
      enabled: true,
      lessons: 0,
    });
    // Bad input names the field; nothing is written.
    const noTitle = await t().call('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { bookNo: 'T9002', title: '', subjectId: 1, gradeId: 1, cebieId: 1 },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toMatch(/书名（title）/);
    const badDic = await t().call('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { bookNo: 'T9002', title: '书', subjectId: await dic('grade', '一年级'), gradeId: 1, cebieId: 1 },
    });
    expect(badDic.status).toBe(400);
    expect(badDic.body.msg).toMatch(/学科（subjectId）/);
    const badCover = await t().call('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { bookNo: 'T9002', title: '书', cover: 'ftp://x', subjectId: 1, gradeId: 1, cebieId: 1 },
    });
    expect(badCover.body.msg).toMatch(/封面（cover）/);
    expect(
      await db().selectFrom('books').select('id').where('book_no', '=', 'T9002').executeTakeFirst(),
    ).toBeUndefined();
    // A number or barcode of another book is refused.
    const taken = await t().call('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { ...book, bookId: book.bookId, bookNo: '927' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('书号 927 已被其他图书使用');
    const txm = await t().call('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { ...book, bookId: book.bookId, txm: '9787500009276' },
    });
    expect(txm.body.msg).toBe('条形码 9787500009276 已属于图书 927');
    // An edit moves the update date; the pupils' answer follows at once.
    const before = await updated(book.bookId);
    const edited = await t().call<AdminBook>('POST', '/api/admin/catalogue/saveBook', {
      token: admin,
      json: { ...book, title: '改过的书名', cover: '/media/covers/927.svg' },
    });
    expect(edited.body.data).toMatchObject({ title: '改过的书名', cover: '/media/covers/927.svg' });
    expect(await updated(book.bookId)).toBeGreaterThan(before);
    // The audit log has the book before and after.
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target_kind', 'target_id', 'before_json', 'after_json'])
      .where('call', '=', 'admin/catalogue/saveBook')
      .where('target_id', '=', String(book.bookId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target_kind).toBe('book');
    expect(JSON.parse(audit.before_json ?? 'null')).toMatchObject({ title: `测试图书T9001` });
    expect(JSON.parse(audit.after_json ?? 'null')).toMatchObject({ title: '改过的书名' });
    const pupils = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/T9001');
    expect(pupils.body.data.bkInfo.title).toBe('改过的书名');
    // Off the shelf: gone for the pupils, still in the console.
    const off = await post<AdminBook>(admin, 'setShelf', { bookId: String(book.bookId), enabled: 'false' });
    expect(off.body).toMatchObject({ msg: '已下架', data: { enabled: false } });
    expect((await t().call('GET', '/api/bookmain/getBookInfo/T9001')).status).toBe(404);
    const offList = await get<Page<AdminBook>>(admin, 'getBookList', { enabled: 'false', keyword: 'T9001' });
    expect(offList.body.data.list.map((b) => b.bookNo)).toEqual(['T9001']);
    await post(admin, 'setShelf', { bookId: String(book.bookId), enabled: 'true' });
    expect((await post(admin, 'setShelf', { bookId: '999999', enabled: 'true' })).status).toBe(404);
  });

  it('uploads a cover and media through the one upload path, refusing what the content is not', async () => {
    const admin = await t().login('admin');
    const audio = await upload<AdminUpload>(t(), 'admin/catalogue/upload', admin, { kind: 'audio' }, [
      { name: 'a.mp3', data: AUDIO, type: 'audio/mpeg' },
    ]);
    expect(audio.status, audio.body.msg).toBe(200);
    expect(audio.body.data.url).toMatch(/^\/uploads\/audio\/.+\.mp3$/);
    expect((await t().app.inject({ method: 'GET', url: audio.body.data.url })).statusCode).toBe(200);
    const wrong = await upload(t(), 'admin/catalogue/upload', admin, { kind: 'image' }, [
      { name: 'a.jpg', data: AUDIO, type: 'image/jpeg' },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/文件类型不支持/);
    const badKind = await upload(t(), 'admin/catalogue/upload', admin, { kind: 'pdf' }, [
      { name: 'a.mp3', data: AUDIO },
    ]);
    expect(badKind.body.msg).toMatch(/文件类型（kind）/);
  });

  it('builds a tree: add, rename, reorder, move between levels, up to 4 deep, each a move of the date', async () => {
    const admin = await t().login('admin');
    const book = await newBook(admin, 'T9101');
    const u1 = await addLesson(admin, book.bookId, '第一单元');
    const u2 = await addLesson(admin, book.bookId, '第二单元');
    const l1 = await addLesson(admin, book.bookId, '1 课文', u1.lessonId);
    const l2 = await addLesson(admin, book.bookId, '2 课文', u1.lessonId);
    const w = await addLesson(admin, book.bookId, '生字词', l1.lessonId);
    const d4 = await addLesson(admin, book.bookId, '认读字', w.lessonId);
    expect(d4.depth).toBe(4);
    // A fifth level is refused in Chinese, naming the field.
    const fifth = await post(admin, 'addLesson', {
      bookId: String(book.bookId),
      parentId: String(d4.lessonId),
      title: '太深',
    });
    expect(fifth.status).toBe(400);
    expect(fifth.body.msg).toBe('上级课程（parentId）：课程最多4级，“认读字”下不能再添加');
    const noTitle = await post(admin, 'addLesson', { bookId: String(book.bookId), title: ' ' });
    expect(noTitle.body.msg).toMatch(/课程名称（title）/);

    let before = await updated(book.bookId);
    const renamed = await post<AdminLesson>(admin, 'saveLesson', {
      lessonId: String(l2.lessonId),
      title: '2 新课文',
      lessonNo: 'T910112',
    });
    expect(renamed.body.data).toMatchObject({ title: '2 新课文', lessonNo: 'T910112' });
    expect(await updated(book.bookId)).toBeGreaterThan(before);
    const codeTaken = await post(admin, 'saveLesson', {
      lessonId: String(l1.lessonId),
      title: '1 课文',
      lessonNo: '100500101',
    });
    expect(codeTaken.status).toBe(409);
    expect(codeTaken.body.msg).toBe('课程编码（lessonNo）100500101 已属于图书 927');

    // Reorder among siblings.
    before = await updated(book.bookId);
    await post(admin, 'moveLesson', {
      lessonId: String(l2.lessonId),
      parentId: String(u1.lessonId),
      index: '0',
    });
    expect(shape(await tree(admin, book.bookId))).toEqual([
      [
        '第一单元',
        [
          ['2 新课文', []],
          ['1 课文', [['生字词', [['认读字', []]]]]],
        ],
      ],
      ['第二单元', []],
    ]);
    expect(await updated(book.bookId)).toBeGreaterThan(before);
    // Up a level (subtree follows, depths change) and down again.
    await post(admin, 'moveLesson', { lessonId: String(w.lessonId), index: '1' });
    let lessons = await tree(admin, book.bookId);
    expect(shape(lessons)).toEqual([
      [
        '第一单元',
        [
          ['2 新课文', []],
          ['1 课文', []],
        ],
      ],
      ['生字词', [['认读字', []]]],
      ['第二单元', []],
    ]);
    expect(lessons[1]?.depth).toBe(1);
    expect(lessons[1]?.children[0]?.depth).toBe(2);
    await post(admin, 'moveLesson', {
      lessonId: String(w.lessonId),
      parentId: String(u2.lessonId),
      index: '0',
    });
    lessons = await tree(admin, book.bookId);
    expect(lessons[1]?.children[0]).toMatchObject({ title: '生字词', depth: 2 });
    expect(lessons[1]?.children[0]?.children[0]).toMatchObject({ title: '认读字', depth: 3 });

    // Refused moves leave the tree as it was: too deep, into itself, unknown parent.
    const snapshot = await db()
      .selectFrom('lessons')
      .selectAll()
      .where('book_id', '=', book.bookId)
      .orderBy('id')
      .execute();
    const date = await updated(book.bookId);
    const deep = await post(admin, 'moveLesson', {
      lessonId: String(u2.lessonId),
      parentId: String(l2.lessonId),
      index: '0',
    });
    expect(deep.status).toBe(400);
    expect(deep.body.msg).toMatch(/^上级课程（parentId）：课程最多4级，“第二单元”移到这里会有第\d级$/);
    const self = await post(admin, 'moveLesson', {
      lessonId: String(u2.lessonId),
      parentId: String(d4.lessonId),
      index: '0',
    });
    expect(self.body.msg).toBe('上级课程（parentId）：不能移到它自己或它的下级里');
    const other = await post(admin, 'moveLesson', {
      lessonId: String(u2.lessonId),
      parentId: '99999999',
      index: '0',
    });
    expect(other.status).toBe(404);
    const badIndex = await post(admin, 'moveLesson', { lessonId: String(u2.lessonId), index: '-1' });
    expect(badIndex.body.msg).toMatch(/位置（index）/);
    // Nothing was written: the same rows, the same date.
    const after = await db()
      .selectFrom('lessons')
      .selectAll()
      .where('book_id', '=', book.bookId)
      .orderBy('id')
      .execute();
    expect(after.map((l) => [l.id, l.parent_id, l.depth, l.sort])).toEqual(
      snapshot.map((l) => [l.id, l.parent_id, l.depth, l.sort]),
    );
    expect(await updated(book.bookId)).toBe(date);
  });

  it('saves, reorders and deletes items; deleting a lesson takes its sublessons, items and codes', async () => {
    const admin = await t().login('admin');
    const book = await newBook(admin, 'T9201');
    const unit = await addLesson(admin, book.bookId, '第一单元');
    const lesson = await addLesson(admin, book.bookId, '1 春晓', unit.lessonId);
    const save = (form: Record<string, string>) =>
      post<AdminItem>(admin, 'saveItem', { lessonId: String(lesson.lessonId), ...form });
    const a = await save({
      type: 't',
      title: '课文朗读',
      path: '/media/audio/yw-chunxiao.mp3',
      duration: '8.5',
    });
    expect(a.status, a.body.msg).toBe(200);
    expect(a.body.data).toMatchObject({ type: 't', duration: 8.5, sort: 1 });
    const b = await save({ type: 's', title: '名师讲解', path: '/media/video/v-yuwen.mp4', duration: '6' });
    // Bad input names the field.
    expect((await save({ type: 'x', title: 'a', path: '/media/a.mp3' })).body.msg).toMatch(
      /资源类型（type）/,
    );
    expect((await save({ type: 't', title: 'a', path: '' })).body.msg).toMatch(/（path）/);
    expect((await save({ type: 's', title: 'a', path: '/media/audio/a.mp3' })).body.msg).toBe(
      '媒体地址（path）：视频类资源（s、y、7）须上传视频',
    );
    expect((await save({ type: 't', title: 'a', path: '/media/a.mp3', duration: '-1' })).body.msg).toMatch(
      /时长（duration）/,
    );
    // The pupils see the lesson (its type from the first item) and both items, in order.
    let info = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/T9201');
    const node = info.body.data.lessonList[0]?.children[0];
    expect(node).toMatchObject({ title: '1 春晓', type: 't' });
    expect(node?.timuList.map((x) => x.title)).toEqual(['课文朗读', '名师讲解']);
    // Reorder, edit.
    const moved = await post<AdminItem[]>(admin, 'moveItem', {
      itemId: String(b.body.data.itemId),
      index: '0',
    });
    expect(moved.body.data.map((i) => i.title)).toEqual(['名师讲解', '课文朗读']);
    const renamed = await save({
      itemId: String(a.body.data.itemId),
      type: 't',
      title: '朗读',
      path: '/media/audio/yw-chunxiao.mp3',
    });
    expect(renamed.body.data.title).toBe('朗读');
    const renew = await t().call<BkInfoRenew>('GET', '/api/bookmain/getBookChange/T9201');
    info = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/T9201');
    expect(info.body.data.bkInfoRenew.updateDate).toBe(renew.body.data.updateDate);
    expect(info.body.data.lessonList[0]?.children[0]?.timuList.map((x) => x.title)).toEqual([
      '名师讲解',
      '朗读',
    ]);
    // Delete one item, then the unit with everything below it.
    expect((await post(admin, 'deleteItem', { itemId: String(b.body.data.itemId) })).status).toBe(200);
    expect((await post(admin, 'deleteItem', { itemId: String(b.body.data.itemId) })).status).toBe(404);
    await post(admin, 'saveLesson', {
      lessonId: String(lesson.lessonId),
      title: '1 春晓',
      lessonNo: 'T920111',
    });
    const gone = await post(admin, 'deleteLesson', { lessonId: String(unit.lessonId) });
    expect(gone.body.msg).toBe('已删除');
    expect(await tree(admin, book.bookId)).toEqual([]);
    expect(await db().selectFrom('items').select('id').where('book_id', '=', book.bookId).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom('codes').select('id').where('code', '=', 'T920111').execute()).toEqual([]);
  });

  it('lists and edits codes and serves a printable QR sheet', async () => {
    const admin = await t().login('admin');
    const book = await newBook(admin, 'T9301');
    const unit = await addLesson(admin, book.bookId, '第一单元');
    await post(admin, 'saveLesson', {
      lessonId: String(unit.lessonId),
      title: '第一单元',
      lessonNo: 'T930101',
    });
    const before = await updated(book.bookId);
    const added = await post<AdminCode>(admin, 'addCode', { bookId: String(book.bookId), code: 'bkT9301' });
    expect(added.body.data).toMatchObject({ code: 'bkT9301', kind: 'book' });
    expect(added.body.data.url).toMatch(/\/r\?TkBookInfo=bkT9301$/);
    expect(await updated(book.bookId)).toBeGreaterThan(before);
    expect((await post(admin, 'addCode', { bookId: String(book.bookId), code: 'bkT9301' })).body.msg).toBe(
      '编码（code）bkT9301 已是这本书的编码',
    );
    expect((await post(admin, 'addCode', { bookId: String(book.bookId), code: '100500101' })).body.msg).toBe(
      '编码（code）100500101 已是图书 927 的课程编码',
    );
    expect((await post(admin, 'addCode', { bookId: String(book.bookId), code: 'a b' })).body.msg).toMatch(
      /编码（code）/,
    );
    // The new book code resolves for the pupils.
    const scanned = await t().call<{ bookNo: string }[]>('GET', '/api/book/getbookQrcodeInfo/bkT9301');
    expect(scanned.body.data.map((b) => b.bookNo)).toEqual(['T9301']);
    const codes = await get<AdminCode[]>(admin, 'getCodeList', { bookId: String(book.bookId) });
    expect(codes.body.data.map((c) => [c.code, c.kind, c.label])).toEqual([
      ['bkT9301', 'book', ''],
      ['T930101', 'lesson', '第一单元'],
    ]);
    const sheet = await t().call('GET', '/api/admin/catalogue/getQrSheet', {
      token: admin,
      query: { bookId: String(book.bookId) },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/text\/html/);
    expect(sheet.text).toContain('测试图书T9301（T9301）二维码');
    expect(sheet.text.match(/<svg/g)).toHaveLength(2);
    expect(sheet.text).toContain('T930101');
    expect((await get(admin, 'getQrSheet', { bookId: '99999999' })).status).toBe(404);
    const del = await post(admin, 'deleteCode', { codeId: String(added.body.data.codeId) });
    expect(del.status).toBe(200);
    expect((await post(admin, 'deleteCode', { codeId: String(added.body.data.codeId) })).status).toBe(404);
  });
});
