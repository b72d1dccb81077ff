import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { grantPoints } from '../points/index.js';
import { storeUpload } from '../uploads/index.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ReportSeed {
  who: string;
  bookNo: string;
  page: number;
  category: string;
  text: string;
  /** Pictures under assets/media/rewards. */
  photos: string[];
  daysAgo: number;
  decision?: { status: 'accepted' | 'rejected'; afterHours: number; points?: number; reason?: string };
}

/** Reports by several pupils in every status; `student` has one of each. */
export const REPORT_SEED: ReportSeed[] = [
  {
    who: 'student',
    bookNo: '131',
    page: 12,
    category: '错别字',
    text: '《秋天的雨》第六行“银否树”应为“银杏树”。',
    photos: ['typo-yuwen.jpg'],
    // The shop seed's points history already has this reward (140 points, ref error:1, 16 days ago).
    daysAgo: 17,
    decision: { status: 'accepted', afterHours: 20, points: 140 },
  },
  {
    who: 'student',
    bookNo: '332',
    page: 31,
    category: '图片错误',
    text: '第31页 This is a cat 旁边的插图画的是一只狗。',
    photos: ['picture-yingyu.jpg'],
    daysAgo: 5,
    decision: {
      status: 'rejected',
      afterHours: 30,
      reason: '经核对，该页插图为一只猫，照片中的图是其他版本，未发现错误',
    },
  },
  {
    who: 'student',
    bookNo: '221',
    page: 45,
    category: '答案错误',
    text: '练习四参考答案第2题 8×7 应该等于56，书上写成了54。',
    photos: ['answer-shuxue.jpg'],
    daysAgo: 1,
  },
  {
    who: 'xiaohong',
    bookNo: '112',
    page: 28,
    category: '标点错误',
    text: '《静夜思》第一句末尾应是逗号，书上印成了句号。',
    photos: ['punct-yuwen.jpg'],
    daysAgo: 12,
    decision: { status: 'accepted', afterHours: 18, points: 20 },
  },
  {
    who: 'lele',
    bookNo: '141',
    page: 7,
    category: '知识性错误',
    text: '地球绕太阳转一圈大约需要一年，不是一个月。',
    photos: ['fact-kexue.jpg'],
    daysAgo: 2,
  },
  {
    who: 'duoduo',
    bookNo: '221',
    page: 45,
    category: '答案错误',
    text: '第45页第4题 6×9 的答案好像不对。',
    photos: [],
    daysAgo: 6,
    decision: { status: 'rejected', afterHours: 10, reason: '6×9=54，答案正确，谢谢你的认真' },
  },
  {
    who: 'haohao',
    bookNo: '131',
    page: 12,
    category: '错别字',
    text: '第12页“银否树”写错了，应为“银杏树”。',
    photos: [],
    daysAgo: 8,
    decision: { status: 'rejected', afterHours: 6, reason: '该错误已由其他同学先行报告并采纳' },
  },
];

async function seedRewards({
  trx,
  dialect,
  now,
  files,
}: SeedContext): Promise<Record<string, number> | null> {
  if (dialect === 'postgres') await sql`lock table reward_reports in exclusive mode`.execute(trx);
  if (await trx.selectFrom('reward_reports').select('id').limit(1).executeTakeFirst()) return null;
  const users = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'account'])
        .where(
          'account',
          'in',
          REPORT_SEED.map((r) => r.who),
        )
        .execute()
    ).map((u) => [u.account, u.id]),
  );
  const books = new Set((await trx.selectFrom('books').select('book_no').execute()).map((b) => b.book_no));
  const cats = new Map(
    (await trx.selectFrom('reward_categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
  );

  let reports = 0;
  let photos = 0;
  for (const r of REPORT_SEED) {
    const userId = users.get(r.who);
    const categoryId = cats.get(r.category);
    if (userId === undefined || categoryId === undefined || !books.has(r.bookNo)) continue;
    const at = now - r.daysAgo * DAY - 3 * HOUR;
    const decidedAt = r.decision ? at + r.decision.afterHours * HOUR : null;
    const points = r.decision?.status === 'accepted' ? (r.decision.points ?? 20) : 0;
    const { id } = await trx
      .insertInto('reward_reports')
      .values({
        user_id: userId,
        book_no: r.bookNo,
        page: r.page,
        category_id: categoryId,
        text: r.text,
        status: r.decision?.status ?? 'pending',
        points,
        reject_reason: r.decision?.reason ?? '',
        created_at: at,
        decided_at: decidedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    reports++;
    for (const [position, name] of r.photos.entries()) {
      if (!files) break;
      const data = await readFile(join(files.mediaDir, 'rewards', name)).catch(() => null);
      if (!data) continue;
      // A file the store refuses (smaller limits) leaves its report without it.
      const up = await storeUpload(trx, files.store, files.limits, { userId, kind: 'image', data }, at).catch(
        () => null,
      );
      if (!up) continue;
      await trx.insertInto('reward_photos').values({ report_id: id, upload_id: up.id, position }).execute();
      photos++;
    }
    const granted = await trx
      .selectFrom('points_ledger')
      .select('id')
      .where('user_id', '=', userId)
      .where('ref', '=', `error:${id}`)
      .executeTakeFirst();
    if (points > 0 && decidedAt !== null && !granted)
      await grantPoints(trx, { userId, points, reason: 'error_reward', ref: `error:${id}`, at: decidedAt });
  }
  // The student's form opens on the book of the last report.
  const student = users.get('student');
  const cat = cats.get('答案错误');
  if (student !== undefined && cat !== undefined && books.has('221'))
    await trx
      .insertInto('reward_selects')
      .values({ user_id: student, book_no: '221', category_id: cat, updated_at: now - DAY })
      .execute();
  return reports > 0 ? { reward_reports: reports, reward_photos: photos } : null;
}

/** The demo content-error reports (docs/rewards.md). */
export const rewardSeed: ModuleSeed = {
  after: ['books', 'account', 'shop', 'checkin'],
  run: async (ctx) => (ctx.demo ? seedRewards(ctx) : null),
};
