import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AWARD_POINTS_DEFAULT, type AwardLevel } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { formatDate } from '../../shared/time.js';
import { grantPoints } from '../points/index.js';
import { storeUpload } from '../uploads/index.js';
import { ANONYMOUS, issueCertificate } from './certificates.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const CATEGORY_SEED = ['记叙文', '童话', '诗歌', '读后感', '绘画配文'];

interface SubmissionSeed {
  who: string;
  title: string;
  text: string;
  /** Files under assets/media/articles (pictures, or a .pdf). */
  files: string[];
  daysAgo: number;
  decision?: { status: 'awarded'; level: AwardLevel } | { status: 'rejected'; reason: string };
}

interface ContestSeed {
  key: 'autumn' | 'fairy' | 'family' | 'spring';
  title: string;
  cover: string;
  rules: string;
  categories: string[];
  /** The window, in days from now (negative: past). */
  startDay: number;
  endDay: number;
  maxPerUser: number;
  submissions: SubmissionSeed[];
}

const RULES = (theme: string, words: string) =>
  [
    `一、征文主题：${theme}`,
    `二、参与对象：小学一至六年级同学，题目自拟，${words}。`,
    '三、投稿方式：在活动页点击“我要投稿”，填写标题和正文，可附上作文纸照片、配图或 PDF（最多5个附件）。',
    '四、评审：截止后由编辑老师评审，设一、二、三等奖和优秀奖，获奖作品发放积分和电子证书。',
    '五、要求：必须原创，不得抄袭；截止前可随时修改自己的作品。',
  ].join('\n');

/**
 * The demo contests: two open now (one with submissions from several pupils incl. `student`, one that
 * allows two each and where `student` has not yet written), one finished with awards in every level
 * (one to `student`, so `student` holds a certificate) and a rejected essay, and one upcoming.
 */
export const CONTEST_SEED: ContestSeed[] = [
  {
    key: 'autumn',
    title: '我眼中的秋天',
    cover: '/media/articles/cover-autumn.jpg',
    rules: RULES('写一写你看到、听到、闻到的秋天', '300至800字'),
    categories: ['记叙文', '绘画配文'],
    startDay: -10,
    endDay: 20,
    maxPerUser: 1,
    submissions: [
      {
        who: 'student',
        title: '秋天的银杏树',
        text: '我们学校门口有两棵高高的银杏树。秋天到了，银杏叶变成了金黄色，像一把把小扇子。风一吹，叶子就哗啦啦地落下来，好像下了一场金色的雨。我捡了几片最好看的叶子夹在书里，做成了书签。',
        files: ['essay-autumn-1.jpg', 'drawing-autumn.jpg'],
        daysAgo: 3,
      },
      {
        who: 'xiaohong',
        title: '秋天的果园',
        text: '周末，爷爷带我去果园摘苹果。红红的苹果挂满枝头，像一个个小灯笼。我踮起脚尖摘下一个，咬一口，又脆又甜。秋天真是一个丰收的季节！',
        files: ['essay-autumn-2.jpg', 'essay-autumn.pdf'],
        daysAgo: 5,
      },
      {
        who: 'haohao',
        title: '秋雨',
        text: '秋雨沙沙地下着，落在屋顶上，落在树叶上，也落在我的小雨伞上。雨停了，空气里都是泥土的香味。',
        files: [],
        daysAgo: 1,
      },
    ],
  },
  {
    key: 'fairy',
    title: '童话新编',
    cover: '/media/articles/cover-fairy.jpg',
    rules: RULES('给熟悉的童话换一个结局', '200字以上，可配插画'),
    categories: ['童话'],
    startDay: -4,
    endDay: 26,
    maxPerUser: 2,
    submissions: [
      {
        who: 'duoduo',
        title: '新龟兔赛跑',
        text: '第二次比赛，兔子再也没有睡觉，可是它发现乌龟落在了后面。兔子想了想，回头背起乌龟，一起冲过了终点。森林里的动物们都为它们鼓掌。',
        files: ['essay-fairy-1.jpg', 'drawing-rabbit.jpg'],
        daysAgo: 2,
      },
    ],
  },
  {
    key: 'family',
    title: '我的家人',
    cover: '/media/articles/cover-family.jpg',
    rules: RULES('用文字讲讲家里的温暖故事', '300字以上'),
    categories: ['记叙文', '诗歌'],
    startDay: -50,
    endDay: -20,
    maxPerUser: 1,
    submissions: [
      {
        who: 'student',
        title: '我和爸爸妈妈',
        text: '我家有三口人：爸爸、妈妈和我。爸爸是工程师，每天晚上都陪我下象棋；妈妈是护士，总是笑眯眯的。周末我们一起去公园放风筝，风筝飞得高高的，我们的笑声也飞得高高的。我爱我的家！',
        files: ['drawing-family.jpg'],
        daysAgo: 40,
        decision: { status: 'awarded', level: 'first' },
      },
      {
        who: 'lele',
        title: '我的妈妈',
        text: '我的妈妈有一双灵巧的手，她会做香喷喷的饭菜，还会给我扎漂亮的辫子。有一次我发烧了，妈妈整夜守在我身边。我爱我的妈妈！',
        files: ['essay-family-1.jpg'],
        daysAgo: 38,
        decision: { status: 'awarded', level: 'second' },
      },
      {
        who: 'tiantian',
        title: '爷爷的小菜园',
        text: '爷爷在楼下开了一块小菜园，种着青菜、番茄和黄瓜。放学后我常去帮爷爷浇水，看着小苗一天天长高，我心里美滋滋的。',
        files: [],
        daysAgo: 35,
        decision: { status: 'awarded', level: 'third' },
      },
      {
        who: 'xiaohong',
        title: '给妈妈的一首诗',
        text: '妈妈的手，\n像春天的风，\n轻轻拂过我的脸。\n妈妈的话，\n像夏天的雨，\n悄悄滋润我的心。',
        files: [],
        daysAgo: 30,
        decision: { status: 'awarded', level: 'excellent' },
      },
      {
        who: 'haohao',
        title: '我的爸爸',
        text: '我的爸爸很高很高。我的爸爸很厉害。我的爸爸很好。',
        files: [],
        daysAgo: 25,
        decision: {
          status: 'rejected',
          reason: '内容较短，未能写出具体事例，期待下次用一件小事写出家人的特点',
        },
      },
    ],
  },
  {
    key: 'spring',
    title: '春天的约定',
    cover: '/media/articles/cover-spring.jpg',
    rules: RULES('寒假读书笔记与春日随笔', '字数不限'),
    categories: ['读后感', '记叙文'],
    startDay: 15,
    endDay: 45,
    maxPerUser: 1,
    submissions: [],
  },
];

async function seedArticles({
  trx,
  dialect,
  now,
  files,
}: SeedContext): Promise<Record<string, number> | null> {
  if (dialect === 'postgres') await sql`lock table article_categories in exclusive mode`.execute(trx);
  if (await trx.selectFrom('article_categories').select('id').limit(1).executeTakeFirst()) return null;

  const categoryIds = new Map<string, number>();
  for (const name of CATEGORY_SEED) {
    const { id } = await trx
      .insertInto('article_categories')
      .values({ name, created_at: now - 60 * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(name, id);
  }
  const accounts = [...new Set(CONTEST_SEED.flatMap((c) => c.submissions.map((s) => s.who)))];
  const users = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'account', 'nickname'])
        .where('account', 'in', accounts)
        .execute()
    ).map((u) => [u.account, u]),
  );

  /** A shipped file through the one upload path; null without files or when the store refuses it. */
  const stored = async (userId: number, name: string, at: number) => {
    if (!files) return null;
    const data = await readFile(join(files.mediaDir, 'articles', name)).catch(() => null);
    if (!data) return null;
    const kind = name.endsWith('.pdf') ? 'document' : 'image';
    const up = await storeUpload(trx, files.store, files.limits, { userId, kind, data }, at).catch(
      () => null,
    );
    return up?.id ?? null;
  };

  let contests = 0;
  let submissions = 0;
  let fileCount = 0;
  let certificates = 0;
  for (const c of CONTEST_SEED) {
    const startsAt = now + c.startDay * DAY;
    const endsAt = now + c.endDay * DAY;
    // Whole hours in Shanghai, as an operator would type them.
    const round = (ms: number) => ms - (ms % HOUR);
    const { id: contestId } = await trx
      .insertInto('article_contests')
      .values({
        title: c.title,
        cover: c.cover,
        rules: c.rules,
        month: formatDate(Math.max(startsAt, Math.min(now, endsAt))).slice(0, 7),
        starts_at: round(startsAt),
        ends_at: round(endsAt),
        max_per_user: c.maxPerUser,
        created_at: startsAt - 5 * DAY,
        updated_at: startsAt - 5 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    contests++;
    await trx
      .insertInto('article_contest_categories')
      .values(
        c.categories
          .map((n) => categoryIds.get(n))
          .filter((id): id is number => id !== undefined)
          .map((category_id) => ({ contest_id: contestId, category_id })),
      )
      .execute();
    const seqOf = new Map<number, number>();
    for (const s of c.submissions) {
      const user = users.get(s.who);
      if (!user) continue;
      const at = now - s.daysAgo * DAY - 3 * HOUR;
      const decidedAt = s.decision ? endsAt + 2 * DAY : null;
      const level = s.decision?.status === 'awarded' ? s.decision.level : null;
      const points = level ? AWARD_POINTS_DEFAULT[level] : 0;
      const seq = (seqOf.get(user.id) ?? 0) + 1;
      seqOf.set(user.id, seq);
      const { id } = await trx
        .insertInto('article_submissions')
        .values({
          contest_id: contestId,
          user_id: user.id,
          seq,
          title: s.title,
          text: s.text,
          status: s.decision?.status ?? 'submitted',
          award_level: level ?? '',
          award_points: points,
          reject_reason: s.decision?.status === 'rejected' ? s.decision.reason : '',
          created_at: at,
          updated_at: at,
          decided_at: decidedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      submissions++;
      let position = 0;
      for (const name of s.files) {
        const uploadId = await stored(user.id, name, at);
        if (uploadId === null) continue;
        await trx
          .insertInto('article_submission_files')
          .values({ submission_id: id, upload_id: uploadId, position: position++ })
          .execute();
        fileCount++;
      }
      if (level && decidedAt !== null) {
        await grantPoints(trx, {
          userId: user.id,
          points,
          reason: 'essay_award',
          ref: `essay:${id}`,
          at: decidedAt,
        });
        await issueCertificate(trx, {
          submissionId: id,
          userId: user.id,
          holderName: user.nickname || ANONYMOUS,
          contestTitle: c.title,
          essayTitle: s.title,
          level,
          at: decidedAt,
        });
        certificates++;
      }
    }
  }
  return {
    article_categories: categoryIds.size,
    article_contests: contests,
    article_submissions: submissions,
    article_files: fileCount,
    article_certificates: certificates,
  };
}

/** The demo essay contests (docs/articles.md). */
export const articleSeed: ModuleSeed = {
  after: ['account', 'checkin'],
  run: async (ctx) => (ctx.demo ? seedArticles(ctx) : null),
};
