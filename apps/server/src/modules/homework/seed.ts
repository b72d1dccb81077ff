import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { storeUpload } from '../uploads/index.js';
import { countMarks, markLines, type TextLine } from './arithmetic.js';
import { FAIL_REASON_NO_LINES } from './queue.js';
import { searchNormalise } from './topics.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Questions of the demo books' exercises (搜题): book title, lesson, page, question, worked answer. */
export const EXERCISE_SEED: [book: string, lesson: string, page: number, text: string, answer: string][] = [
  ['数学 一年级上册', '1~5的认识和加减法', 28, '3+2=', '3+2=5'],
  ['数学 一年级上册', '1~5的认识和加减法', 30, '5-1=', '5-1=4'],
  ['数学 一年级上册', '6~10的认识和加减法', 52, '6+3=', '6+3=9'],
  ['数学 一年级上册', '6~10的认识和加减法', 56, '10-4=', '10-4=6'],
  ['数学 一年级上册', '20以内的进位加法', 88, '9+5=', '9+5=14（凑十法：9+1=10，10+4=14）'],
  ['数学 一年级上册', '20以内的进位加法', 90, '8+7=', '8+7=15（凑十法：8+2=10，10+5=15）'],
  ['数学 一年级下册', '20以内的退位减法', 18, '15-9=', '15-9=6（破十法：10-9=1，1+5=6）'],
  ['数学 一年级下册', '100以内数的认识', 40, '35里面有几个十和几个一？', '35里面有3个十和5个一'],
  ['数学 一年级下册', '认识人民币', 52, '1元=( )角', '1元=10角'],
  ['数学 二年级上册', '100以内的加法和减法（二）', 15, '36+27=', '36+27=63'],
  ['数学 二年级上册', '100以内的加法和减法（二）', 20, '12+35=', '12+35=47'],
  ['数学 二年级上册', '100以内的加法和减法（二）', 24, '63-28=', '63-28=35'],
  ['数学 二年级上册', '100以内的加法和减法（二）', 26, '45+19=', '45+19=64'],
  ['数学 二年级上册', '表内乘法（一）', 60, '4×6=', '4×6=24（四六二十四）'],
  ['数学 二年级上册', '表内乘法（一）', 62, '3×5=', '3×5=15（三五十五）'],
  ['数学 二年级上册', '表内乘法（一）', 66, '一辆车坐5人，4辆车坐多少人？', '5×4=20（人） 答：4辆车坐20人。'],
  ['数学 二年级上册', '表内乘法（一）', 70, '9×6=', '9×6=54（六九五十四）'],
  ['数学 二年级上册', '表内乘法（一）', 72, '8×7=', '8×7=56（七八五十六）'],
  ['数学 二年级上册', '表内乘法（一）', 74, '7×7=', '7×7=49（七七四十九）'],
  ['数学 二年级下册', '表内除法（一）', 12, '18÷3=', '18÷3=6'],
  ['数学 二年级下册', '表内除法（二）', 40, '72÷8=', '72÷8=9（八九七十二）'],
  ['数学 二年级下册', '表内除法（二）', 42, '56÷7=', '56÷7=8（七八五十六）'],
  ['数学 二年级下册', '混合运算', 48, '36-4×5=', '36-4×5=36-20=16'],
  ['数学 二年级下册', '有余数的除法', 62, '23÷5=', '23÷5=4……3'],
  ['数学 三年级上册', '万以内的加法和减法（一）', 12, '340+250=', '340+250=590'],
  ['数学 三年级上册', '多位数乘一位数', 60, '123×3=', '123×3=369'],
  ['数学 三年级上册', '长方形和正方形', 80, '一个长方形长8厘米，宽5厘米，周长是多少？', '(8+5)×2=26（厘米）'],
  ['数学 三年级下册', '除数是一位数的除法', 20, '96÷3=', '96÷3=32'],
  ['数学 三年级下册', '两位数乘两位数', 50, '24×13=', '24×13=312'],
  ['数学 三年级下册', '面积', 62, '一个正方形边长6米，面积是多少？', '6×6=36（平方米）'],
  ['数学 四年级上册', '三位数乘两位数', 48, '145×12=', '145×12=1740'],
  ['数学 四年级下册', '运算定律', 20, '25×4×17=', '25×4×17=100×17=1700'],
  ['数学 五年级上册', '小数乘法', 8, '0.6×3=', '0.6×3=1.8'],
  ['数学 五年级上册', '简易方程', 66, '解方程：x+5=12', 'x+5=12，x=12-5，x=7'],
  ['数学 五年级下册', '分数的加法和减法', 98, '1/2+1/3=', '1/2+1/3=3/6+2/6=5/6'],
  ['数学 六年级上册', '圆', 60, '一个圆的半径是3厘米，面积是多少？', '3.14×3×3=28.26（平方厘米）'],
  ['数学 六年级下册', '比例', 40, '解比例：x:4=3:2', 'x=4×3÷2=6'],
  ['语文 一年级上册', '', 40, '“秋天”的“秋”是什么结构？', '左右结构，部首是“禾”'],
  [
    '语文 二年级上册',
    '',
    10,
    '《小蝌蚪找妈妈》中小蝌蚪先后遇到了谁？',
    '先遇到鲤鱼阿姨，后遇到乌龟，最后找到了青蛙妈妈',
  ],
  [
    '语文 三年级上册',
    '',
    22,
    '《秋天的雨》中秋天的雨是一把什么？',
    '秋天的雨，是一把钥匙，它带着清凉和温柔，轻轻地，轻轻地，趁你没留意，把秋天的大门打开了。',
  ],
  ['英语 三年级上册', 'Unit 1 Hello!', 4, 'Hello, I am Sarah. 翻译这句话', '你好，我是萨拉。'],
];

interface PageManifest {
  width: number;
  height: number;
  lines: TextLine[];
}

/** The demo corrections: pupils' pages done with marks, one pending (queued), one failed. */
export const CORRECTION_SEED: {
  who: string;
  page: string;
  daysAgo: number;
  status: 'done' | 'pending' | 'failed';
}[] = [
  { who: 'student', page: 'page-kousuan-1.jpg', daysAgo: 3, status: 'done' },
  { who: 'student', page: 'page-kousuan-3.jpg', daysAgo: 1, status: 'done' },
  { who: 'student', page: 'page-blurry.jpg', daysAgo: 0.5, status: 'failed' },
  { who: 'student', page: 'page-kousuan-2.jpg', daysAgo: 0.01, status: 'pending' },
  { who: 'xiaohong', page: 'page-kousuan-2.jpg', daysAgo: 2, status: 'done' },
  { who: 'lele', page: 'page-kousuan-3.jpg', daysAgo: 4, status: 'done' },
];

async function seedExercises({ trx, dialect }: SeedContext): Promise<number> {
  if (dialect === 'postgres') await sql`lock table exercises in exclusive mode`.execute(trx);
  if (await trx.selectFrom('exercises').select('id').limit(1).executeTakeFirst()) return 0;
  const books = new Map(
    (await trx.selectFrom('books').select(['book_no', 'title']).execute()).map((b) => [b.title, b.book_no]),
  );
  const rows = EXERCISE_SEED.flatMap(([book, lesson, page, text, answer]) => {
    const bookNo = books.get(book);
    return bookNo
      ? [{ book_no: bookNo, lesson_title: lesson, page, text, answer, search_text: searchNormalise(text) }]
      : [];
  });
  if (rows.length > 0) await trx.insertInto('exercises').values(rows).execute();
  return rows.length;
}

async function seedCorrections({ trx, dialect, now, files }: SeedContext): Promise<number> {
  if (!files) return 0;
  if (dialect === 'postgres') await sql`lock table homework_corrections in exclusive mode`.execute(trx);
  if (await trx.selectFrom('homework_corrections').select('id').limit(1).executeTakeFirst()) return 0;
  const dir = join(files.mediaDir, 'homework');
  const manifest = JSON.parse(await readFile(join(dir, 'pages.json'), 'utf8').catch(() => '{}')) as Record<
    string,
    PageManifest
  >;
  const users = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'account'])
        .where(
          'account',
          'in',
          CORRECTION_SEED.map((c) => c.who),
        )
        .execute()
    ).map((u) => [u.account, u.id]),
  );
  let made = 0;
  for (const c of CORRECTION_SEED) {
    const userId = users.get(c.who);
    const page = manifest[c.page];
    const data = await readFile(join(dir, c.page)).catch(() => null);
    if (userId === undefined || !page || !data) continue;
    const at = Math.round(now - c.daysAgo * DAY);
    const up = await storeUpload(trx, files.store, files.limits, { userId, kind: 'image', data }, at).catch(
      () => null,
    );
    if (!up) continue;
    // The marks as the engine gives them, from the page's known lines: no OCR in the seed.
    const marks = c.status === 'done' ? markLines(page.lines) : [];
    const counts = countMarks(marks);
    const finished = c.status === 'pending' ? null : at + 40_000;
    const { id } = await trx
      .insertInto('homework_corrections')
      .values({
        user_id: userId,
        upload_id: up.id,
        status: c.status,
        marks: JSON.stringify(marks),
        right_count: counts.right,
        wrong_count: counts.wrong,
        unreadable_count: counts.unreadable,
        fail_reason: c.status === 'failed' ? FAIL_REASON_NO_LINES : '',
        engine: c.status === 'pending' ? '' : 'tesseract',
        created_at: at,
        finished_at: finished,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('homework_jobs')
      .values({
        correction_id: id,
        status: c.status === 'pending' ? 'queued' : c.status,
        attempts: c.status === 'pending' ? 0 : 1,
        locked_at: null,
        // The demo's pending job waits a year: the demo shows a pending correction, not a finished one.
        run_after: c.status === 'pending' ? now + 365 * DAY : at,
        last_error: c.status === 'failed' ? 'no arithmetic lines' : '',
        created_at: at,
        updated_at: finished ?? at,
      })
      .execute();
    made++;
  }
  return made;
}

/** The exercises of the demo books and the demo pupils' corrected homework (docs/homework.md). */
export const homeworkSeed: ModuleSeed = {
  after: ['books', 'account'],
  run: async (ctx) => {
    const exercises = await seedExercises(ctx);
    const corrections = ctx.demo ? await seedCorrections(ctx) : 0;
    return exercises + corrections > 0 ? { exercises, homework_corrections: corrections } : null;
  },
};
