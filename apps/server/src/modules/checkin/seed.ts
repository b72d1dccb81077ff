import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed, SeedContext } from '../../db/seed.js';
import { hashPassword } from '../../shared/password.js';
import { grantPoints } from '../points/index.js';
import { storeUpload } from '../uploads/index.js';
import { insertUser } from '../users/index.js';
import { shanghaiToday, shiftDay } from './dates.js';
import { countPost } from './post-writes.js';
import { recomputeSummary } from './summary.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface TaskSeed {
  title: string;
  content: string;
}

const poem = (title: string, author: string, lines: string) => ({
  title: `朗读《${title}》`,
  content: `${author}《${title}》：${lines}\n请先听一遍范读，再大声朗读三遍，把最好的一遍录下来，或者把诗抄在田字格本上拍照打卡。`,
});

/** The running camp: texts and poems of the first-grade Chinese textbooks, one a day. */
const READING_TASKS: TaskSeed[] = [
  { title: '识字《天地人》', content: '认读“天、地、人、你、我、他”，每个字在田字格里写四遍，拍照打卡。' },
  {
    title: '朗读课文《秋天》',
    content: '朗读课文《秋天》：天气凉了，树叶黄了，一片片叶子从树上落下来……读准“片、大、飞、会、个”的字音。',
  },
  {
    title: '朗读课文《小小的船》',
    content:
      '朗读《小小的船》：弯弯的月儿小小的船，小小的船儿两头尖。我在小小的船里坐，只看见闪闪的星星蓝蓝的天。',
  },
  poem('春晓', '〔唐〕孟浩然', '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。'),
  poem('静夜思', '〔唐〕李白', '床前明月光，疑是地上霜。举头望明月，低头思故乡。'),
  poem('咏鹅', '〔唐〕骆宾王', '鹅，鹅，鹅，曲项向天歌。白毛浮绿水，红掌拨清波。'),
  poem('悯农（其二）', '〔唐〕李绅', '锄禾日当午，汗滴禾下土。谁知盘中餐，粒粒皆辛苦。'),
  {
    title: '写一篇小日记',
    content: '用三到五句话写一写今天读到的故事或看到的事，写上日期和天气，拍照打卡。',
  },
  poem('登鹳雀楼', '〔唐〕王之涣', '白日依山尽，黄河入海流。欲穷千里目，更上一层楼。'),
  poem(
    '江南',
    '汉乐府',
    '江南可采莲，莲叶何田田。鱼戏莲叶间。鱼戏莲叶东，鱼戏莲叶西，鱼戏莲叶南，鱼戏莲叶北。',
  ),
  poem('画', '〔唐〕王维', '远看山有色，近听水无声。春去花还在，人来鸟不惊。'),
  poem('小池', '〔宋〕杨万里', '泉眼无声惜细流，树阴照水爱晴柔。小荷才露尖尖角，早有蜻蜓立上头。'),
  poem('村居', '〔清〕高鼎', '草长莺飞二月天，拂堤杨柳醉春烟。儿童散学归来早，忙趁东风放纸鸢。'),
  poem('咏柳', '〔唐〕贺知章', '碧玉妆成一树高，万条垂下绿丝绦。不知细叶谁裁出，二月春风似剪刀。'),
  poem('望庐山瀑布', '〔唐〕李白', '日照香炉生紫烟，遥看瀑布挂前川。飞流直下三千尺，疑是银河落九天。'),
  poem('赠汪伦', '〔唐〕李白', '李白乘舟将欲行，忽闻岸上踏歌声。桃花潭水深千尺，不及汪伦送我情。'),
  poem('绝句', '〔唐〕杜甫', '两个黄鹂鸣翠柳，一行白鹭上青天。窗含西岭千秋雪，门泊东吴万里船。'),
  poem('山行', '〔唐〕杜牧', '远上寒山石径斜，白云生处有人家。停车坐爱枫林晚，霜叶红于二月花。'),
  poem('夜书所见', '〔宋〕叶绍翁', '萧萧梧叶送寒声，江上秋风动客情。知有儿童挑促织，夜深篱落一灯明。'),
  poem('所见', '〔清〕袁枚', '牧童骑黄牛，歌声振林樾。意欲捕鸣蝉，忽然闭口立。'),
  poem('江雪', '〔唐〕柳宗元', '千山鸟飞绝，万径人踪灭。孤舟蓑笠翁，独钓寒江雪。'),
];

/** The finished camp: a fortnight of mental arithmetic, multiplication and English read-along. */
const STUDY_TASKS: TaskSeed[] = [
  {
    title: '口算20题：10以内加减法',
    content: '5分钟内完成20道10以内加减法口算，请家长计时，把练习本拍照打卡。',
  },
  {
    title: '英语跟读：Hello!',
    content: '跟读 Unit 1 “Hello! / Good morning! / Nice to meet you.” 三遍，注意语调。',
  },
  { title: '口算20题：20以内进位加法', content: '如 9 + 6、8 + 7：先凑十再加，做完拍照打卡。' },
  { title: '乘法口诀：一到三', content: '背诵一到三的乘法口诀，并默写在方格本上。' },
  { title: '英语跟读：Colours', content: '跟读 red、yellow、blue、green，并说一句 “I see a red balloon.”' },
  { title: '口算20题：20以内退位减法', content: '如 15 - 9、13 - 6：破十法或想加算减，做完拍照打卡。' },
  { title: '乘法口诀：四', content: '背诵四的乘法口诀，同桌之间互相抽背。' },
  { title: '英语跟读：Numbers', content: '跟读 one 到 ten，边读边伸手指数一数。' },
  { title: '口算20题：整十数加减', content: '如 30 + 40、90 - 60，5分钟内完成。' },
  { title: '乘法口诀：五', content: '背诵五的乘法口诀，想一想：五个五个地数和口诀有什么关系？' },
  { title: '英语跟读：My family', content: '跟读 father、mother、brother、sister，介绍一位家人。' },
  { title: '口算20题：混合练习', content: '加减混合口算20题，检查后把错题订正在本子上。' },
  { title: '乘法口诀：复习一到五', content: '一到五的乘法口诀连起来背一遍，录音打卡。' },
  { title: '英语跟读：Goodbye!', content: '跟读 “Goodbye! See you tomorrow!” 给这两周的学习说再见。' },
];

/** The upcoming camp: an idiom story a day. */
const IDIOM_TASKS: TaskSeed[] = [
  '守株待兔',
  '亡羊补牢',
  '画蛇添足',
  '刻舟求剑',
  '揠苗助长',
  '井底之蛙',
  '狐假虎威',
  '自相矛盾',
  '掩耳盗铃',
  '叶公好龙',
  '滥竽充数',
  '杯弓蛇影',
  '三顾茅庐',
  '卧薪尝胆',
].map((idiom) => ({
  title: `成语故事《${idiom}》`,
  content: `读一读成语故事《${idiom}》，讲给家人听，再用“${idiom}”说一句话。`,
}));

/** Demo pupils beside the account seed's student (password demo123456, as every demo account). */
export const CHECKIN_DEMO_PUPILS = [
  { account: 'xiaohong', nickname: '小红' },
  { account: 'lele', nickname: '乐乐' },
  { account: 'duoduo', nickname: '朵朵' },
  { account: 'haohao', nickname: '浩浩' },
  { account: 'tiantian', nickname: '天天' },
  { account: 'keke', nickname: '可可' },
] as const;
type Who = 'student' | (typeof CHECKIN_DEMO_PUPILS)[number]['account'];

/** Which camp days each pupil checked in on (the running camp is on its day 10 today). */
const READING_DAYS: Record<Who, number[]> = {
  student: [1, 2, 3, 5, 6, 7, 8, 9], // streak 5 to yesterday: today is still open for the demo
  xiaohong: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  lele: [1, 2, 3, 5, 6, 7, 8, 9, 10],
  duoduo: [2, 3, 4, 7, 8], // broken streak
  haohao: [6, 7, 8, 9, 10],
  tiantian: [1, 2],
  keke: [9, 10],
};
const STUDY_DAYS: Record<Who, number[]> = {
  student: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14],
  xiaohong: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  lele: [1, 3, 4, 5],
  duoduo: [],
  haohao: [2, 5, 7, 10, 12, 13, 14],
  tiantian: [],
  keke: [1, 2, 3],
};

/** Media of some check-ins: [who, camp, day, files] (the files under MEDIA_DIR/checkin). */
const MEDIA: [Who, 'reading' | 'study', number, string[]][] = [
  ['xiaohong', 'reading', 1, ['work-shizi.jpg']],
  ['xiaohong', 'reading', 2, ['work-qiutian.jpg']],
  ['lele', 'reading', 2, ['reading-qiutian.mp3']],
  ['student', 'reading', 3, ['reading-xiaochuan.mp3']],
  ['xiaohong', 'reading', 3, ['video-xiaochuan.mp4']],
  ['duoduo', 'reading', 4, ['work-chunxiao.jpg']],
  ['xiaohong', 'reading', 4, ['reading-chunxiao.mp3']],
  ['lele', 'reading', 5, ['work-jingyesi.jpg']],
  ['student', 'reading', 5, ['reading-jingyesi.mp3']],
  ['xiaohong', 'reading', 8, ['work-riji.jpg']],
  ['xiaohong', 'study', 1, ['work-kousuan.jpg']],
  ['haohao', 'study', 5, ['work-english.jpg']],
  ['student', 'study', 4, ['work-chengfa.jpg']],
];

const TEXTS = [
  '今天的任务完成啦！读了三遍，越读越流利。',
  '妈妈说我这次读得很有感情，继续加油！',
  '有两个字写得不太好看，明天再练一练。',
  '坚持打卡第{n}天，一天都不想落下。',
  '和爸爸一起读的，他还给我讲了诗里的故事。',
  '今天有点累，但还是认真完成了。',
  '我会背啦！',
];
const COMMENTS = [
  '读得真好听！',
  '字写得真工整，向你学习！',
  '坚持就是胜利，加油！',
  '我也最喜欢这一首。',
  '好棒呀！',
  '声音真洪亮！',
];
const KIND_OF: Record<string, 'image' | 'audio' | 'video'> = { jpg: 'image', mp3: 'audio', mp4: 'video' };

interface CampSeed {
  key: 'reading' | 'study' | 'upcoming';
  title: string;
  kind: 'reading' | 'study';
  cover: string;
  intro: string;
  version: string;
  start: string;
  tasks: TaskSeed[];
  points: number;
  prizeDays: number;
  prizeText: string;
}

/**
 * Three camps (running since 9 days before today for 21 days, one finished, one to come) with a task a
 * day, six demo pupils beside the student with check-ins over past days (varied streaks), real photos
 * and recordings stored through the uploads module once, comments, likes and one hidden post. Points:
 * the pupils earn theirs through grantPoints; the student's demo history records its reward rows with
 * 0 points, so the account seed's 1200 (equal to the ledger) stands.
 */
async function seedCheckin(ctx: SeedContext): Promise<Record<string, number> | null> {
  const { trx, dialect, now, files } = ctx;
  if (dialect === 'postgres') await sql`lock table checkin_camps in exclusive mode`.execute(trx);
  if (await trx.selectFrom('checkin_camps').select('id').limit(1).executeTakeFirst()) return null;
  const today = shanghaiToday(now);
  const grades = await trx
    .selectFrom('dictionaries')
    .select(['id', 'name'])
    .where('dic_type', '=', 'grade')
    .orderBy('sort')
    .execute();
  const gradeIds = (names: string[]) =>
    grades
      .filter((g) => names.includes(g.name))
      .map((g) => g.id)
      .join(',');

  const camps: CampSeed[] = [
    {
      key: 'reading',
      title: '21天古诗文朗读营',
      kind: 'reading',
      cover: '/media/checkin/work-jingyesi.jpg',
      intro: '每天一首课本里的古诗或一篇课文：听范读、大声读、录下来或抄下来，21天养成朗读的好习惯。',
      version: 'rjb',
      start: shiftDay(today, -9),
      tasks: READING_TASKS,
      points: 5,
      prizeDays: 15,
      prizeText: '打卡满15天送《唐诗三百首注音版》一本',
    },
    {
      key: 'study',
      title: '两周口算与英语跟读营',
      kind: 'study',
      cover: '/media/checkin/work-kousuan.jpg',
      intro: '口算、乘法口诀和英语跟读轮流来，每天十分钟，两周打好基础。',
      version: 'bsd',
      start: shiftDay(today, -40),
      tasks: STUDY_TASKS,
      points: 10,
      prizeDays: 10,
      prizeText: '打卡满10天送学生保温杯一个',
    },
    {
      key: 'upcoming',
      title: '成语故事阅读营',
      kind: 'reading',
      cover: '/media/checkin/work-riji.jpg',
      intro: '每天读一个成语故事，讲给家人听，再用成语说一句话。',
      version: 'rjb',
      start: shiftDay(today, 5),
      tasks: IDIOM_TASKS,
      points: 5,
      prizeDays: 0,
      prizeText: '',
    },
  ];
  const campIds = new Map<string, { id: number; start: string; points: number; tasks: number[] }>();
  for (const c of camps) {
    const row = await trx
      .insertInto('checkin_camps')
      .values({
        title: c.title,
        kind: c.kind,
        cover: c.cover,
        intro: c.intro,
        version: c.version,
        start_date: c.start,
        end_date: shiftDay(c.start, c.tasks.length - 1),
        grade_ids: gradeIds(['一年级', '二年级']),
        points_per_checkin: c.points,
        prize_days: c.prizeDays,
        prize_text: c.prizeText,
        rules:
          '1. 报名后每天完成当天的任务并打卡，错过的任务在打卡营结束前都可以补打。\n2. 每个任务第一次打卡可获得积分。\n3. 请发布与任务相关的内容，违规内容会被隐藏。',
        service_qr: '/media/ads/qiwei-qr-1.svg',
        service_phone: '400-800-1234',
        enabled: 1,
        enrolled_count: 0,
        checkin_count: 0,
        task_count: c.tasks.length,
        created_at: now - 50 * DAY,
        updated_at: now - 50 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tasks: number[] = [];
    for (const [i, t] of c.tasks.entries()) {
      const task = await trx
        .insertInto('checkin_tasks')
        .values({
          camp_id: row.id,
          day_index: i + 1,
          title: t.title,
          content: t.content,
          picture: '',
          audio: '',
          checkin_count: 0,
          created_at: now - 50 * DAY,
          updated_at: now - 50 * DAY,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tasks.push(task.id);
    }
    campIds.set(c.key, { id: row.id, start: c.start, points: c.points, tasks });
  }

  const student = await trx
    .selectFrom('users')
    .select('id')
    .where('account', '=', 'student')
    .executeTakeFirst();
  if (!student) return { camps: camps.length };

  // The demo pupils, made the way the account seed makes its accounts.
  const users = new Map<Who, number>([['student', student.id]]);
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const p of CHECKIN_DEMO_PUPILS) {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('account', '=', p.account)
      .executeTakeFirst();
    const id =
      taken?.id ??
      (await insertUser(trx, {
        account: p.account,
        phone: null,
        password_hash: hash,
        pay_pwd_hash: null,
        answer_pwd_hash: null,
        nickname: p.nickname,
        avatar: '',
        grade_id: grades[0]?.id ?? null,
        cebie_id: null,
        is_teacher: 0,
        is_staff: 0,
        is_admin: 0,
        created_at: now - 60 * DAY,
        updated_at: now - 60 * DAY,
        cancelled_at: null,
      }));
    users.set(p.account, id);
  }

  // The media, stored once each through the uploads module (real uploads with thumbnails).
  const uploads = new Map<string, number>();
  if (files) {
    // Side by side: the pictures' re-encoding runs in sharp's threads.
    const stored = await Promise.all(
      MEDIA.flatMap(([who, , , names]) =>
        names.map(async (name) => {
          const data = await readFile(join(files.mediaDir, 'checkin', name)).catch(() => null);
          const kind = KIND_OF[name.split('.').pop() ?? ''];
          if (!data || !kind) return null;
          // A file the store refuses (a deployment with smaller limits) leaves its check-in without it.
          const up = await storeUpload(
            trx,
            files.store,
            files.limits,
            { userId: users.get(who) ?? 0, kind, data },
            now - 20 * DAY,
          ).catch(() => null);
          return up ? ([name, up.id] as const) : null;
        }),
      ),
    );
    for (const s of stored) if (s) uploads.set(s[0], s[1]);
  }

  let posts = 0;
  const postIds: { id: number; author: number; camp: number }[] = [];
  for (const [key, plan] of [
    ['reading', READING_DAYS],
    ['study', STUDY_DAYS],
  ] as const) {
    const camp = campIds.get(key);
    if (!camp) continue;
    for (const [who, days] of Object.entries(plan) as [Who, number[]][]) {
      const userId = users.get(who) ?? 0;
      const joined = now - (daysAgo(camp.start, today) + 1) * DAY;
      await trx
        .insertInto('checkin_enrolments')
        .values({
          camp_id: camp.id,
          user_id: userId,
          grade_id: null,
          days: 0,
          days_at: joined,
          streak: 0,
          streak_at: joined,
          last_day: null,
          likes_received: 0,
          likes_at: joined,
          checkin_count: 0,
          created_at: joined,
        })
        .execute();
      await trx
        .updateTable('checkin_camps')
        .set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1) }))
        .where('id', '=', camp.id)
        .execute();
      for (const [n, dayIndex] of days.entries()) {
        const day = shiftDay(camp.start, dayIndex - 1);
        const taskId = camp.tasks[dayIndex - 1] ?? 0;
        // Evenings in Shanghai (19:00–21:00), a little apart per pupil; today's before the seed's time.
        const evening = Date.parse(`${day}T19:00:00+08:00`) + ((userId * 7 + dayIndex * 13) % 120) * 60_000;
        const dayStart = Date.parse(`${day}T00:00:00+08:00`);
        const at =
          evening < now ? evening : dayStart + Math.floor((now - dayStart) * (0.3 + (userId % 6) / 10));
        const media = MEDIA.find((m) => m[0] === who && m[1] === key && m[2] === dayIndex)?.[3] ?? [];
        const fileIds = media.flatMap((name) => uploads.get(name) ?? []);
        const kind = media[0] ? (KIND_OF[media[0].split('.').pop() ?? ''] ?? 'image') : 'text';
        const hidden = who === 'tiantian' && dayIndex === 2 && key === 'reading';
        const text = hidden
          ? '加微信领取全套练习资料，名额有限！'
          : (TEXTS[(userId + dayIndex) % TEXTS.length] ?? '').replace('{n}', String(n + 1));
        const post = await trx
          .insertInto('checkin_posts')
          .values({
            camp_id: camp.id,
            task_id: taskId,
            user_id: userId,
            day,
            content: text,
            media: fileIds.length ? kind : 'text',
            like_count: 0,
            comment_count: 0,
            hidden: hidden ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        posts++;
        if (fileIds.length)
          await trx
            .insertInto('checkin_post_files')
            .values(fileIds.map((upload_id, position) => ({ post_id: post.id, upload_id, position })))
            .execute();
        if (!hidden) await countPost(trx, camp.id, taskId, day, 1);
        const points = who === 'student' ? 0 : camp.points;
        await trx
          .insertInto('checkin_rewards')
          .values({ task_id: taskId, user_id: userId, post_id: post.id, points, created_at: at })
          .execute();
        if (points > 0)
          await grantPoints(trx, { userId, points, reason: 'checkin', ref: `checkin:${post.id}`, at });
        postIds.push({ id: post.id, author: userId, camp: camp.id });
      }
      await trx
        .updateTable('checkin_enrolments')
        .set({ checkin_count: days.length })
        .where('camp_id', '=', camp.id)
        .where('user_id', '=', userId)
        .execute();
      await recomputeSummary(trx, camp.id, userId);
    }
  }

  // Likes and comments from classmates: a deterministic spread, more on the posts with media.
  const everyone = [...users.values()];
  let likes = 0;
  let comments = 0;
  for (const [i, p] of postIds.entries()) {
    const post = await trx
      .selectFrom('checkin_posts')
      .select(['created_at', 'hidden'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    if (post.hidden) continue;
    const hasMedia = await trx
      .selectFrom('checkin_post_files')
      .select('post_id')
      .where('post_id', '=', p.id)
      .executeTakeFirst();
    const likers = everyone.filter(
      (u, j) => u !== p.author && (hasMedia ? j % 5 !== i % 5 : (i + j) % 3 === 0),
    );
    for (const [j, u] of likers.entries()) {
      const at = Math.min(now, post.created_at + (j + 1) * 7 * 60_000);
      await trx.insertInto('checkin_likes').values({ post_id: p.id, user_id: u, created_at: at }).execute();
      likes++;
    }
    const commenters = hasMedia ? likers.slice(0, 3) : likers.slice(0, i % 2);
    for (const [j, u] of commenters.entries()) {
      await trx
        .insertInto('checkin_comments')
        .values({
          post_id: p.id,
          user_id: u,
          content: COMMENTS[(i + j) % COMMENTS.length] ?? '',
          created_at: Math.min(now, post.created_at + (j + 1) * 11 * 60_000),
        })
        .execute();
      comments++;
    }
    const lastLike = Math.min(now, post.created_at + likers.length * 7 * 60_000);
    await trx
      .updateTable('checkin_posts')
      .set({ like_count: likers.length, comment_count: commenters.length })
      .where('id', '=', p.id)
      .execute();
    if (likers.length)
      await trx
        .updateTable('checkin_enrolments')
        .set((eb) => ({
          likes_received: eb('likes_received', '+', likers.length),
          likes_at: sql<number>`case when likes_at > ${lastLike} then likes_at else ${lastLike} end`,
        }))
        .where('camp_id', '=', p.camp)
        .where('user_id', '=', p.author)
        .execute();
  }
  return {
    camps: camps.length,
    pupils: CHECKIN_DEMO_PUPILS.length,
    checkins: posts,
    uploads: uploads.size,
    likes,
    comments,
  };
}

const daysAgo = (day: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY);

/** Demo seeding only; after the accounts (the student checks in too). */
export const checkinSeed: ModuleSeed = {
  after: ['account'],
  run: async (ctx) => (ctx.demo ? seedCheckin(ctx) : null),
};
