import { readFileSync } from 'node:fs';
import { Code, type BookInfo, type CatalogueImportReport } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { dialects, useTestApp } from '../../test/app.js';
import { upload } from '../checkin/checkin.fixtures.js';
import { problemOf } from './import.js';

const EXAMPLE_CSV = readFileSync(new URL('../../../../../docs/catalogue-example.csv', import.meta.url));
const EXAMPLE_JSON = readFileSync(new URL('../../../../../docs/catalogue-example.json', import.meta.url));

const header =
  'bookNo,bookTitle,subject,grade,cebie,lessonPath,lessonNo,itemType,itemTitle,itemPath,itemDuration';
const good = [
  header,
  'IM1,导入测试书,数学,一年级,上册,单元一 > 第1课,IM101,s,讲解,/media/video/v-shuxue.mp4,6',
  'IM1,,,,,单元一 > 第2课,,t,朗读,/media/audio/sx-jiafa.mp3,7',
  'IM2,导入测试书二,语文,二年级,下册,第一单元,,t,朗读,/media/audio/yw-qiutian.mp3,5',
];
/** Row 3 has a bad media path, row 4 an unknown item type, row 5 a subject the dictionary lacks. */
const bad = [
  ...good.slice(0, 2),
  'IM1,,,,,单元一 > 第2课,,t,朗读,ftp://x.mp3,7',
  'IM2,导入测试书二,语文,二年级,下册,第一单元,,x,朗读,/media/audio/yw-qiutian.mp3,5',
  'IM3,导入测试书三,物理,二年级,下册,第一单元,,,,,',
];

describe('import problems', () => {
  it('splits the reader’s refusals into row, field and reason', () => {
    expect(problemOf('导入失败：第5行 itemPath（媒体地址）：媒体地址须以 /media/ 开头')).toEqual({
      row: '第5行',
      field: 'itemPath（媒体地址）',
      reason: '媒体地址须以 /media/ 开头',
    });
    expect(problemOf('导入失败：books[0].lessons[2].items[1].type（类型）：须为 s 之一')).toEqual({
      row: 'books[0].lessons[2].items[1]',
      field: 'type（类型）',
      reason: '须为 s 之一',
    });
    expect(problemOf('导入失败：第1行（表头）：缺少列 bookNo')).toEqual({
      row: '第1行',
      field: '表头',
      reason: '缺少列 bookNo',
    });
    expect(problemOf('导入失败：文件中没有图书')).toEqual({ row: '', field: '', reason: '文件中没有图书' });
  });
});

describe.each(dialects)('catalogue import from the console on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;
  const send = (
    call: 'checkCatalogue' | 'importCatalogue',
    token: string | undefined,
    name: string,
    data: Buffer | string,
  ) =>
    upload<CatalogueImportReport>(t(), `admin/catalogue/${call}`, token, { fileName: name }, [
      { name, data: Buffer.isBuffer(data) ? data : Buffer.from(data), type: 'text/csv' },
    ]);
  const books = async () =>
    Number(
      (
        await db()
          .selectFrom('books')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses pupils, teachers and staff (403, 700) and callers without a token', async () => {
    const tokens = await Promise.all(['student', 'teacher', 'staff'].map((a) => t().login(a)));
    for (const call of ['checkCatalogue', 'importCatalogue'] as const) {
      for (const token of tokens) {
        const r = await send(call, token, 'a.csv', good.join('\n'));
        expect(r.status).toBe(403);
        expect(r.body.code).toBe(Code.forbiddenRole);
      }
      expect((await send(call, undefined, 'a.csv', good.join('\n'))).body.code).toBe(Code.noToken);
    }
  });

  it('checks a file with bad rows: every row’s problem, nothing written; the import is refused as a whole', async () => {
    const admin = await t().login('admin');
    const n = await books();
    const check = await send('checkCatalogue', admin, 'bad.csv', bad.join('\n'));
    expect(check.status, check.body.msg).toBe(200);
    const report = check.body.data;
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      {
        row: '第3行',
        field: 'itemPath（媒体地址）',
        reason: '媒体地址须以 /media/、/uploads/ 或 http(s):// 开头',
      },
      {
        row: '第4行',
        field: 'itemType（资源类型）',
        reason: expect.stringMatching(/须为 s、t、y、k、7 之一/),
      },
      {
        row: '第5行',
        field: 'subject（学科）',
        reason: expect.stringMatching(/没有“物理”，可用的有：.*语文/),
      },
    ]);
    expect(await books()).toBe(n);
    const refused = await send('importCatalogue', admin, 'bad.csv', bad.join('\n'));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      '导入失败：第3行 itemPath（媒体地址）：媒体地址须以 /media/、/uploads/ 或 http(s):// 开头（共3处问题，请先检查）',
    );
    expect(await books()).toBe(n);
    expect(
      await db().selectFrom('books').select('id').where('book_no', 'in', ['IM1', 'IM2', 'IM3']).execute(),
    ).toEqual([]);
  });

  it('reports a lesson code and a barcode of another book, and a file that cannot be read', async () => {
    const admin = await t().login('admin');
    const clash = [
      'bookNo,bookTitle,subject,grade,cebie,txm,lessonPath,lessonNo',
      'IM9,书,数学,一年级,上册,9787500009276,单元,100500101',
    ].join('\n');
    const r = await send('checkCatalogue', admin, 'clash.csv', clash);
    expect(r.body.data.problems).toEqual([
      { row: '第2行', field: 'lessonNo（课程编码）', reason: '课程编码 100500101 已属于图书 927' },
      { row: '第2行', field: 'txm（条形码）', reason: '条形码 9787500009276 已属于图书 927' },
    ]);
    const header = await send('checkCatalogue', admin, 'h.csv', 'bookNo,title\nX,Y');
    expect(header.body.data.problems).toEqual([
      { row: '第1行', field: '表头', reason: expect.stringMatching(/缺少列 lessonPath/) },
    ]);
    const json = await send('checkCatalogue', admin, 'x.json', '{"books": [');
    expect(json.body.data.ok).toBe(false);
    expect(json.body.data.problems[0]?.reason).toMatch(/文件不是有效的JSON/);
    const name = await send('checkCatalogue', admin, 'x.txt', 'a');
    expect(name.status).toBe(400);
    expect(name.body.msg).toBe('文件名（fileName）须以 .json 或 .csv 结尾');
  });

  it('reports each bad book of a JSON file with its position', async () => {
    const admin = await t().login('admin');
    const file = JSON.parse(EXAMPLE_JSON.toString('utf8')) as { books: Record<string, unknown>[] };
    const first = file.books[0] ?? {};
    const broken = {
      books: [
        { ...first, bookNo: 'J1', txm: '', qrCodes: [], lessons: [], subject: '' },
        { ...first, bookNo: 'J2', txm: '', qrCodes: [], lessons: [] },
        {
          ...first,
          bookNo: 'J3',
          txm: '',
          qrCodes: [],
          lessons: [{ title: '一', items: [{ type: 'q', title: 'a', path: '/media/a' }] }],
        },
      ],
    };
    const r = await send('checkCatalogue', admin, 'b.json', JSON.stringify(broken));
    expect(r.body.data.problems).toEqual([
      { row: 'books[0]', field: 'subject（学科）', reason: '请填写学科' },
      { row: 'books[2].lessons[0].items[0]', field: 'type（类型）', reason: expect.stringMatching(/须为/) },
    ]);
    expect(r.body.data.books.map((b) => b.bookNo)).toEqual(['J2']);
  });

  it('imports the fixed file in one go: the books show on the pupils’ side; importing again replaces them', async () => {
    const admin = await t().login('admin');
    const check = await send('checkCatalogue', admin, 'good.csv', good.join('\n'));
    expect(check.body.data).toMatchObject({
      ok: true,
      problems: [],
      totals: { books: 2, lessons: 4, items: 3, codes: 1 },
      imported: false,
    });
    expect(check.body.data.books[0]).toMatchObject({ bookNo: 'IM1', action: 'new', lessons: 3, items: 2 });
    const done = await send('importCatalogue', admin, 'good.csv', good.join('\n'));
    expect(done.status, done.body.msg).toBe(200);
    expect(done.body).toMatchObject({ msg: '导入完成：2 本书', data: { imported: true } });
    const pupils = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/IM1');
    expect(pupils.body.data.bkInfo.title).toBe('导入测试书');
    expect(pupils.body.data.lessonList[0]?.children.map((l) => l.title)).toEqual(['第1课', '第2课']);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target_kind', 'target_id', 'after_json'])
      .where('call', '=', 'admin/catalogue/importCatalogue')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_kind: 'catalogue_import', target_id: 'good.csv' });
    expect(JSON.parse(audit.after_json ?? 'null')).toMatchObject({ books: ['IM1', 'IM2'] });

    const again = await send('checkCatalogue', admin, 'good.csv', good.slice(0, 2).join('\n'));
    expect(again.body.data.books).toEqual([
      expect.objectContaining({
        bookNo: 'IM1',
        action: 'replace',
        lessons: 2,
        items: 1,
        lessonsBefore: 3,
        itemsBefore: 2,
      }),
    ]);
    // The documented examples import as they are.
    expect((await send('importCatalogue', admin, 'catalogue-example.csv', EXAMPLE_CSV)).status).toBe(200);
    expect((await send('importCatalogue', admin, 'catalogue-example.json', EXAMPLE_JSON)).status).toBe(200);
  });
});
