import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FeedbackCategory } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { storeUpload } from '../uploads/index.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface FeedbackSeed {
  who: string;
  category: FeedbackCategory;
  content: string;
  contact?: string;
  /** Demo media under assets/media/checkin sent as the feedback's pictures. */
  pictures?: string[];
  daysAgo: number;
  /** An operator's reply, hours after the feedback; none: still pending. */
  reply?: { text: string; afterHours: number };
}

/** Feedback of the demo users, of every category and status (docs/feedback.md). */
export const FEEDBACK_SEED: FeedbackSeed[] = [
  {
    who: 'student',
    category: '内容纠错',
    content: '三年级上册语文第5课的课文朗读音频，第二段“秋天的雨”读成了“秋天的风”，请核对一下。',
    pictures: ['work-qiutian.jpg'],
    daysAgo: 12,
    reply: {
      text: '感谢指正！已核对原音频，确为录制错误，新的朗读音频已于今天上线，请更新后收听。',
      afterHours: 20,
    },
  },
  {
    who: 'teacher',
    category: '产品建议',
    content: '希望打卡营可以按班级导出学生的打卡次数，方便老师每周表扬。',
    contact: '13800001234',
    daysAgo: 9,
    reply: {
      text: '王老师您好，按班级导出的功能已列入下个版本的计划，上线后会在“关于我们”的更新说明里告知。',
      afterHours: 30,
    },
  },
  {
    who: 'xiaohong',
    category: '功能异常',
    content: '扫书后面的二维码有时候要等很久才出来，家里网络是正常的。',
    daysAgo: 6,
    reply: {
      text: '已排查到部分老款手机对焦较慢，建议在光线充足处、手机离二维码15厘米左右扫码。我们也在继续优化。',
      afterHours: 5,
    },
  },
  {
    who: 'lele',
    category: '内容纠错',
    content: '数学二年级上册的答案里，第18页第3题的答案好像写错了，应该是36不是34。',
    pictures: ['work-chengfa.jpg', 'work-kousuan.jpg'],
    daysAgo: 3,
  },
  {
    who: 'student',
    category: '其他',
    content: '积分商城的文具什么时候补货？想换那个恐龙铅笔盒。',
    daysAgo: 2,
  },
  {
    who: 'duoduo',
    category: '产品建议',
    content: '古诗朗读营可以加一个跟读对比的功能吗？想听听自己和老师读的有什么不一样。',
    pictures: ['work-jingyesi.jpg'],
    contact: 'duoduo_mama@example.com',
    daysAgo: 1,
  },
  {
    who: 'haohao',
    category: '功能异常',
    content: '录音打卡的时候接了个电话，回来录音就没了，能不能自动保存草稿？',
    daysAgo: 0,
  },
];

async function seedFeedback({
  trx,
  dialect,
  now,
  files,
}: SeedContext): Promise<Record<string, number> | null> {
  if (dialect === 'postgres') await sql`lock table feedback in exclusive mode`.execute(trx);
  if (await trx.selectFrom('feedback').select('id').limit(1).executeTakeFirst()) return null;
  const users = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'account'])
        .where(
          'account',
          'in',
          FEEDBACK_SEED.map((f) => f.who),
        )
        .execute()
    ).map((u) => [u.account, u.id]),
  );
  let rows = 0;
  let pictures = 0;
  for (const f of FEEDBACK_SEED) {
    const userId = users.get(f.who);
    if (userId === undefined) continue;
    const at = now - f.daysAgo * DAY - 3 * HOUR;
    const { id } = await trx
      .insertInto('feedback')
      .values({
        user_id: userId,
        category: f.category,
        content: f.content,
        contact: f.contact ?? '',
        status: f.reply ? 'replied' : 'pending',
        reply: f.reply?.text ?? '',
        created_at: at,
        replied_at: f.reply ? at + f.reply.afterHours * HOUR : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows++;
    if (!files) continue;
    for (const [position, name] of (f.pictures ?? []).entries()) {
      const data = await readFile(join(files.mediaDir, 'checkin', name)).catch(() => null);
      if (!data) continue;
      const up = await storeUpload(trx, files.store, files.limits, { userId, kind: 'image', data }, at).catch(
        () => null,
      );
      if (!up) continue;
      await trx
        .insertInto('feedback_pictures')
        .values({ feedback_id: id, upload_id: up.id, position })
        .execute();
      pictures++;
    }
  }
  return rows > 0 ? { feedback: rows, feedback_pictures: pictures } : null;
}

/** Demo feedback from the demo accounts and pupils (the check-in seed makes the pupils). */
export const feedbackSeed: ModuleSeed = {
  after: ['account', 'checkin'],
  run: async (ctx) => (ctx.demo ? seedFeedback(ctx) : null),
};
