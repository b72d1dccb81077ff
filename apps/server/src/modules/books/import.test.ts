import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BkInfoRenew, BookInfo, LessonNode } from '@jc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalogueFile } from '../../cli/import-catalogue.js';
import { openDatabase } from '../../db/index.js';
import { dialects, useTestApp } from '../../test/app.js';
import { parseCatalogueCsv, parseCatalogueJson } from './catalogue-file.js';
import { book, json, refusal } from './catalogue.fixtures.js';

const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const EXAMPLE_JSON = join(repo, 'docs/catalogue-example.json');
const EXAMPLE_CSV = join(repo, 'docs/catalogue-example.csv');
const tmp = mkdtempSync(join(tmpdir(), 'cat-import-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const depth = (nodes: LessonNode[], d = 1): number =>
  Math.max(0, ...nodes.map((n) => Math.max(d, depth(n.children, d + 1))));
const header =
  'bookNo,bookTitle,subject,grade,cebie,lessonPath,lessonNo,itemType,itemTitle,itemPath,itemDuration';

describe('catalogue files', () => {
  it('reads the JSON example with defaults', () => {
    const cat = parseCatalogueJson(
      json([
        book({ lessons: [{ title: '第一课', items: [{ type: 't', title: '朗读', path: '/media/a.mp3' }] }] }),
      ]),
    );
    expect(cat.books[0]).toMatchObject({
      bookNo: 'T1',
      subTitle: '',
      buttons: 's-视频,t-音频,d-下载,kf-客服',
      addFriend: { isVideo: false, percent: 0, qrId: null },
      qrCodes: [],
    });
    expect(cat.books[0]?.lessons[0]).toMatchObject({ type: '', lessonNo: '', children: [] });
    expect(cat.books[0]?.lessons[0]?.items[0]).toEqual({
      type: 't',
      title: '朗读',
      path: '/media/a.mp3',
      cover: '',
      duration: 0,
    });
  });

  it('builds lesson trees from CSV rows (quotes, CRLF, a BOM, repeated book fields left empty)', () => {
    const csv =
      '\ufeff' +
      [
        header,
        'C1,测试书,数学,一年级,上册,"单元一 > 第1课",C100,s,"讲解, 一",/media/v.mp4,6',
        'C1,,,,,单元一 > 第1课,,t,"朗读 ""一""",/media/a.mp3,7.5',
        'C1,,,,,单元一 > 第2课 > 练习 > 例1,,k,例1,/media/a.mp3,',
        'C1,,,,,单元二,,,,,',
      ].join('\r\n');
    const cat = parseCatalogueCsv(csv);
    const b = cat.books[0];
    expect(cat.books).toHaveLength(1);
    expect(b?.lessons.map((l) => l.title)).toEqual(['单元一', '单元二']);
    const l1 = b?.lessons[0]?.children[0];
    expect(l1?.lessonNo).toBe('C100');
    expect(l1?.items.map((i) => [i.type, i.title, i.duration])).toEqual([
      ['s', '讲解, 一', 6],
      ['t', '朗读 "一"', 7.5],
    ]);
    expect(b?.lessons[0]?.children[1]?.children[0]?.children[0]?.title).toBe('例1');
  });

  it.each([
    ['not JSON', '{', /^导入失败：文件不是有效的JSON/],
    ['no books', json([]), /^导入失败：books（图书列表）：文件中没有图书$/],
    [
      'a missing title',
      json([book({ title: undefined })]),
      /^导入失败：books\[0\]\.title（标题）：请填写书名$/,
    ],
    [
      'a bad book number',
      json([book({ bookNo: '9 27' })]),
      /^导入失败：books\[0\]\.bookNo（书号）：书号不正确$/,
    ],
    [
      'a bad item type',
      json([book({ lessons: [{ title: 'a', items: [{ type: 'x', title: 'b', path: '/media/a.mp3' }] }] })]),
      /^导入失败：books\[0\]\.lessons\[0\]\.items\[0\]\.type（类型）：须为 s、t、y、k、7 之一$/,
    ],
    [
      'a bad media path',
      json([book({ lessons: [{ title: 'a', items: [{ type: 's', title: 'b', path: 'c:/v.mp4' }] }] })]),
      /items\[0\]\.path（媒体地址）：媒体地址须以 \/media\/、\/uploads\/ 或 http\(s\):\/\/ 开头$/,
    ],
    [
      'five levels',
      json([
        book({
          lessons: [
            {
              title: '1',
              children: [
                {
                  title: '2',
                  children: [{ title: '3', children: [{ title: '4', children: [{ title: '5' }] }] }],
                },
              ],
            },
          ],
        }),
      ]),
      /^导入失败：books\[0\]\.lessons\[0\]\.children\[0\]\.children\[0\]\.children\[0\]\.children\[0\]（目录）：目录最多4级$/,
    ],
    [
      'a repeated book number',
      json([book(), book()]),
      /^导入失败：books\[1\]（书号）：书号 T1 与 books\[0\] 重复$/,
    ],
    [
      'a repeated lesson code',
      json([
        book({
          lessons: [
            { title: 'a', lessonNo: 'X1' },
            { title: 'b', lessonNo: 'X1' },
          ],
        }),
      ]),
      /课程编码 X1 与 books\[0\]\.lessons\[0\] 重复$/,
    ],
  ])('refuses JSON with %s', (_name, source, msg) => {
    expect(refusal(() => parseCatalogueJson(source))).toMatch(msg);
  });

  it.each([
    ['an unknown column', 'bookNo,lessonPath,colour\nC1,a,red', /^导入失败：第1行（表头）：未知的列“colour”/],
    ['no lessonPath column', 'bookNo,bookTitle\nC1,书', /^导入失败：第1行（表头）：缺少列 lessonPath$/],
    [
      'a bad item type on row 3',
      `${header}\nC1,书,语文,一年级,上册,a,,s,讲解,/media/v.mp4,6\nC1,,,,,a,,v,讲解,/media/v.mp4,6`,
      /^导入失败：第3行 itemType（资源类型）：须为 s、t、y、k、7 之一，或留空$/,
    ],
    [
      'an item without a path',
      `${header}\nC1,书,语文,一年级,上册,a,,s,讲解,,6`,
      /^导入失败：第2行 itemPath（媒体地址）：请填写媒体地址$/,
    ],
    [
      'a contradicting book field',
      `${header}\nC1,书,语文,一年级,上册,a,,,,,\nC1,书,数学,,,b,,,,,`,
      /^导入失败：第3行 subject（学科）：与本书第一行（第2行）的“语文”不一致$/,
    ],
    [
      'a missing book title',
      `${header}\nC1,,语文,一年级,上册,a,,,,,`,
      /^导入失败：第2行 bookTitle（书名）：请填写书名$/,
    ],
    [
      'a negative duration',
      `${header}\nC1,书,语文,一年级,上册,a,,s,讲解,/media/v.mp4,-1`,
      /^导入失败：第2行 itemDuration（时长（秒））：时长不能为负$/,
    ],
    [
      'five levels',
      `${header}\nC1,书,语文,一年级,上册,1>2>3>4>5,,,,,`,
      /^导入失败：第2行 lessonPath（目录路径）：目录最多4级$/,
    ],
    ['an open quote', `${header}\nC1,"书,语文`, /引号没有闭合$/],
  ])('refuses CSV with %s', (_name, source, msg) => {
    expect(refusal(() => parseCatalogueCsv(source))).toMatch(msg);
  });
});

describe.each(dialects)('import-catalogue on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const write = (name: string, content: string) => {
    const file = join(tmp, `${dialect}-${name}`);
    writeFileSync(file, content);
    return file;
  };
  const count = async (bookNo: string) =>
    Number(
      (
        await t()
          .app.db.selectFrom('books')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('book_no', '=', bookNo)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('imports the JSON and CSV examples, served by the API', async () => {
    expect(await importCatalogueFile(t().app.store, EXAMPLE_JSON)).toEqual({
      books: 1,
      lessons: 6,
      items: 4,
      codes: 3,
    });
    expect(await importCatalogueFile(t().app.store, EXAMPLE_CSV)).toEqual({
      books: 1,
      lessons: 8,
      items: 4,
      codes: 2,
    });
    const json = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/EX1001');
    expect(json.status).toBe(200);
    expect(json.body.data.bkInfo).toMatchObject({
      subject: '语文',
      grade: '三年级',
      addFriendInfo: { percent: 50, qrId: 1 },
    });
    expect(depth(json.body.data.lessonList)).toBe(4);
    const csv = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/EX2001');
    expect(depth(csv.body.data.lessonList)).toBe(4);
    expect(csv.body.data.lessonList[0]?.children[0]?.timuList.map((i) => i.type)).toEqual(['s', '7']);
    const qr = await t().call('GET', '/api/book/getQrcodeInfoRenew', { query: { lessonno: 'EX200102' } });
    expect(qr.status).toBe(200);
    for (const [txm, bookNo] of [
      ['9787500010012', 'EX1001'],
      ['9787500020011', 'EX2001'],
    ] as const) {
      const byTxm = await t().call<{ bookNo: string }[]>('GET', '/api/bookmain/getBookByTXM', {
        query: { txm },
      });
      expect(byTxm.body.data.map((b) => b.bookNo)).toEqual([bookNo]);
    }
  });

  it('replaces the tree of a re-imported book and moves its update date', async () => {
    const before = await t().call<BkInfoRenew>('GET', '/api/bookmain/getBookChange/EX1001');
    await t().call('GET', '/api/bookmain/getBookInfo/EX1001');
    const changed = json([
      book({
        bookNo: 'EX1001',
        title: '语文 三年级上册（修订）',
        grade: '三年级',
        lessons: [
          {
            title: '唯一一课',
            lessonNo: 'EX100101',
            items: [{ type: 's', title: '讲解', path: '/media/video/v-yuwen.mp4' }],
          },
        ],
      }),
    ]);
    expect(await importCatalogueFile(t().app.store, write('changed.json', changed))).toMatchObject({
      books: 1,
      lessons: 1,
    });
    const after = await t().call<BkInfoRenew>('GET', '/api/bookmain/getBookChange/EX1001');
    expect(after.body.data.updateDate > before.body.data.updateDate).toBe(true);
    const info = await t().call<BookInfo>('GET', '/api/bookmain/getBookInfo/EX1001');
    expect(info.body.data.bkInfo.title).toBe('语文 三年级上册（修订）');
    expect(info.body.data.lessonList.map((l) => l.title)).toEqual(['唯一一课']);
    const codes = await t()
      .app.db.selectFrom('codes')
      .select('code')
      .where('code', 'like', 'EX1001%')
      .execute();
    expect(codes.map((c) => c.code)).toEqual(['EX100101']);
  });

  it('refuses the whole file, writing nothing, on an unknown subject or a code of another book', async () => {
    const bad = write(
      'bad-subject.json',
      json([book({ bookNo: 'OK1' }), book({ bookNo: 'BAD1', subject: '物理' })]),
    );
    await expect(importCatalogueFile(t().app.store, bad)).rejects.toThrow(
      /^导入失败：books\[1\] subject（学科）：没有“物理”，可用的有：语文、数学、英语$/,
    );
    expect(await count('OK1')).toBe(0);
    const clash = write('clash.csv', `${header}\nOK2,书,语文,一年级,上册,a,100500101,,,,`);
    await expect(importCatalogueFile(t().app.store, clash)).rejects.toThrow(
      /^导入失败：第2行（课程编码）：课程编码 100500101 已属于图书 927$/,
    );
    expect(await count('OK2')).toBe(0);
    await expect(importCatalogueFile(t().app.store, join(tmp, 'missing.json'))).rejects.toThrow(
      /^导入失败：无法读取文件/,
    );
  });
});

describe('import-catalogue command', () => {
  it('loads a file into a fresh store and refuses a bad one with exit code 1', async () => {
    const run = promisify(execFile);
    const dataDir = join(tmp, 'fresh');
    const cli = fileURLToPath(new URL('../../cli/import-catalogue.ts', import.meta.url));
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' };
    const tsx = ['--conditions=source', '--import', 'tsx', cli];
    const ok = await run(process.execPath, [...tsx, EXAMPLE_CSV], { env, cwd: repo });
    expect(ok.stdout).toMatch(/^导入完成：1 本书，8 个目录，4 个资源，2 个编码/);
    const store = openDatabase({ kind: 'sqlite', file: join(dataDir, 'app.db') });
    try {
      const books = await store.db.selectFrom('books').select('book_no').execute();
      expect(books.map((b) => b.book_no)).toEqual(['EX2001']);
      // No demo accounts in a store made by the importer.
      expect(await store.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await store.close();
    }
    const bad = join(tmp, 'bad.csv');
    writeFileSync(bad, `${header}\nC9,书,语文,一年级,上册,a,,x,讲解,/media/v.mp4,6`);
    const failed = await run(process.execPath, [...tsx, bad], { env, cwd: repo }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^导入失败：第2行 itemType（资源类型）：须为 s、t、y、k、7 之一/);
  });
});
