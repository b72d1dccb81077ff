import { shiftDate, type DailyKind } from '@jc/contract';
import { sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { ModuleSeed } from '../../db/seed.js';
import { formatDate } from '../../shared/time.js';
import { DEMO_AUDIO, DEMO_VIDEO } from '../books/index.js';

type AudioName = keyof typeof DEMO_AUDIO;

/** One demo piece; `grade` is a grade dictionary name, omitted = every grade. */
export interface DailySeed {
  kind: DailyKind;
  grade?: string;
  title: string;
  author?: string;
  tip?: string;
  paragraphs: string[];
  words?: string[];
  extra?: { label: string; paragraphs: string[]; folded?: boolean };
  /** A demo audio file whose recording matches the text (or its beginning). */
  audio?: AudioName;
  video?: keyof typeof DEMO_VIDEO;
  /** A demo picture (`/media/…`). */
  cover?: string;
  /** Days after the seed's day when the piece joins the rotation (a piece prepared ahead). */
  publishIn?: number;
  /** false: kept, out of the rotation (an operator took it out). */
  enabled?: boolean;
}

const poem = (
  title: string,
  author: string,
  lines: string[],
  meaning: string,
  more: Partial<DailySeed> = {},
): DailySeed => ({
  kind: 'chendu',
  title,
  author,
  tip: '大声读三遍，试着背一背',
  paragraphs: lines,
  extra: { label: '诗意', paragraphs: [meaning] },
  ...more,
});

/**
 * Demo daily pieces: public-domain classical poems, and short texts, puzzles, dialogues and phonics
 * lists written for this demo. Audio only where a demo recording says the same words.
 */
export const DAILY_SEED: DailySeed[] = [
  // ---- 晨读 (语文): classical poems
  poem(
    '咏鹅',
    '【唐】骆宾王',
    ['鹅，鹅，鹅，', '曲项向天歌。', '白毛浮绿水，', '红掌拨清波。'],
    '鹅呀鹅，弯着脖子朝天高声歌唱。白色的羽毛漂在碧绿的水面上，红红的脚掌拨动着清清的水波。',
    { grade: '一年级' },
  ),
  poem(
    '春晓',
    '【唐】孟浩然',
    ['春眠不觉晓，', '处处闻啼鸟。', '夜来风雨声，', '花落知多少。'],
    '春天夜里睡得真香，不知不觉天就亮了，到处都能听到小鸟的叫声。想起昨夜的风声和雨声，不知道吹落了多少花儿。',
    { grade: '一年级', audio: 'yw-chunxiao' },
  ),
  poem(
    '静夜思',
    '【唐】李白',
    ['床前明月光，', '疑是地上霜。', '举头望明月，', '低头思故乡。'],
    '明亮的月光洒在床前，好像地上铺了一层白霜。抬起头看看天上的明月，低下头不由得想起了远方的家乡。',
    { grade: '一年级', audio: 'yw-jingyesi' },
  ),
  poem(
    '悯农（其二）',
    '【唐】李绅',
    ['锄禾日当午，', '汗滴禾下土。', '谁知盘中餐，', '粒粒皆辛苦。'],
    '正午太阳火辣辣的，农民伯伯还在田里锄草，汗水一滴滴落进禾苗下的泥土里。谁知道盘子里的饭菜，每一粒都是辛辛苦苦种出来的呢？',
    { grade: '二年级' },
  ),
  poem(
    '登鹳雀楼',
    '【唐】王之涣',
    ['白日依山尽，', '黄河入海流。', '欲穷千里目，', '更上一层楼。'],
    '太阳靠着西边的山慢慢落下，黄河向着大海滚滚流去。要想看到千里之外的风景，就要再登上一层楼。',
    { grade: '二年级' },
  ),
  poem(
    '画',
    '【唐】王维',
    ['远看山有色，', '近听水无声。', '春去花还在，', '人来鸟不惊。'],
    '远远看去，山的颜色很鲜明；走近了听，流水却没有声音。春天过去了，花儿还开着；人走近了，鸟儿也不害怕。原来这是一幅画呀！',
  ),
  poem(
    '江雪',
    '【唐】柳宗元',
    ['千山鸟飞绝，', '万径人踪灭。', '孤舟蓑笠翁，', '独钓寒江雪。'],
    '群山里看不见一只飞鸟，条条小路上也没有人的脚印。只有一位披着蓑衣、戴着斗笠的老翁，坐在小船上，独自在飘雪的寒冷江面上钓鱼。',
  ),

  // Prepared ahead: joins the rotation in three days (the console shows it as 待发布).
  poem(
    '咏柳',
    '【唐】贺知章',
    ['碧玉妆成一树高，', '万条垂下绿丝绦。', '不知细叶谁裁出，', '二月春风似剪刀。'],
    '高高的柳树像用碧玉装扮成的，垂下的柳枝像千万条绿色的丝带。这细细的柳叶是谁裁出来的呢？原来是二月里像剪刀一样的春风。',
    { grade: '二年级', publishIn: 3, cover: '/media/articles/cover-spring.jpg' },
  ),

  // ---- 词语听写 (语文)
  {
    kind: 'ciyutx',
    grade: '一年级',
    title: '秋天的词语',
    tip: '先听一遍短文，再遮住词语，一个一个写下来',
    paragraphs: ['天气凉了，树叶黄了，一片片叶子从树上落下来。'],
    words: ['秋天', '天气', '凉了', '树叶', '一片', '落下来'],
    audio: 'yw-qiutian',
  },
  {
    kind: 'ciyutx',
    title: '春天的词语',
    cover: '/media/articles/cover-spring.jpg',
    tip: '每个词语读两遍，写完后对照检查',
    paragraphs: ['春风轻轻地吹，柳树发芽了，燕子飞回来了，花朵都笑开了。'],
    words: ['春风', '柳树', '发芽', '燕子', '花朵', '飞回来'],
  },
  {
    kind: 'ciyutx',
    title: '月亮和星星',
    tip: '每个词语读两遍，写完后对照检查',
    paragraphs: ['弯弯的月亮挂在蓝天上，星星一闪一闪地眨着眼睛。'],
    words: ['月亮', '星星', '弯弯', '蓝天', '一闪一闪', '眼睛'],
  },
  {
    kind: 'ciyutx',
    grade: '二年级',
    title: '家里的词语',
    tip: '每个词语读两遍，写完后对照检查',
    paragraphs: ['星期天，我和爸爸妈妈一起打扫房间，奶奶在厨房里做饭。'],
    words: ['星期天', '爸爸', '妈妈', '打扫', '房间', '厨房'],
  },
  {
    kind: 'ciyutx',
    title: '学校里的词语',
    tip: '每个词语读两遍，写完后对照检查',
    paragraphs: ['上课铃响了，同学们走进教室，老师笑着说：“今天我们去操场上体育课。”'],
    words: ['上课', '同学', '教室', '老师', '操场', '体育'],
  },

  // ---- 阅读 (语文): short texts written for the demo
  {
    kind: 'yuedu',
    grade: '一年级',
    title: '秋天到了',
    cover: '/media/articles/cover-autumn.jpg',
    tip: '读一读，想一想',
    paragraphs: [
      '天气凉了，树叶黄了，一片片叶子从树上落下来。',
      '小松鼠忙着把松果搬回树洞，小燕子排成一队往南飞。田野里，稻子弯着腰，好像在向农民伯伯点头。',
      '秋天是一个收获的季节，我喜欢秋天！',
    ],
    extra: {
      label: '阅读小问答',
      paragraphs: [
        '1. 秋天来了，树叶有什么变化？',
        '答：树叶黄了，一片片从树上落下来。',
        '2. 小松鼠在忙什么？',
        '答：把松果搬回树洞。',
      ],
      folded: true,
    },
    audio: 'yw-qiutian',
  },
  {
    kind: 'yuedu',
    title: '小蚂蚁搬家',
    tip: '读一读，想一想',
    paragraphs: [
      '天空飘来一大片乌云，小蚂蚁们排着长长的队伍，急急忙忙地往高处爬。',
      '蜗牛慢吞吞地问：“你们要去哪儿呀？”领头的小蚂蚁说：“快要下雨了，我们搬到高处去，家就不会被水淹了。”',
      '没过多久，哗啦啦的大雨果然下起来了。',
    ],
    extra: {
      label: '阅读小问答',
      paragraphs: ['小蚂蚁为什么要搬家？', '答：快要下雨了，搬到高处家就不会被水淹。'],
      folded: true,
    },
  },
  {
    kind: 'yuedu',
    title: '雨后的彩虹',
    tip: '读一读，想一想',
    paragraphs: [
      '一场大雨过后，太阳公公又露出了笑脸。',
      '天边出现了一座七彩的桥：红、橙、黄、绿、青、蓝、紫，一层挨着一层，漂亮极了。',
      '小朋友们跑到院子里，指着天空高兴地喊：“快看，彩虹！”',
    ],
    extra: {
      label: '阅读小问答',
      paragraphs: ['彩虹有哪几种颜色？', '答：红、橙、黄、绿、青、蓝、紫。'],
      folded: true,
    },
  },
  {
    kind: 'yuedu',
    title: '爷爷的菜园',
    tip: '读一读，想一想',
    paragraphs: [
      '爷爷家门前有一个小菜园。',
      '绿油油的青菜排得整整齐齐，红红的西红柿挂在枝头，长长的豆角像一根根绿色的面条。',
      '每天傍晚，我都和爷爷一起给菜浇水。爷爷说：“你用心照顾它们，它们就会长得好。”',
    ],
    extra: {
      label: '阅读小问答',
      paragraphs: ['菜园里有哪些蔬菜？', '答：青菜、西红柿和豆角。'],
      folded: true,
    },
  },
  {
    kind: 'yuedu',
    grade: '三年级',
    title: '小河边的早晨',
    tip: '读一读，找出你喜欢的句子',
    paragraphs: [
      '清晨，薄薄的雾像一层白纱，轻轻地盖在小河上。',
      '太阳慢慢升起来，雾散了，河水亮闪闪的，像撒了一把碎金子。几只白鹭站在浅滩上，一动不动，好像在思考什么问题。',
      '岸边的柳树垂下长长的枝条，在水面上画出一圈圈波纹。早起的人们沿着河边散步，小河也醒了，哗哗地唱起歌来。',
    ],
    extra: {
      label: '阅读小问答',
      paragraphs: ['作者把河面上的雾比作什么？', '答：一层白纱。'],
      folded: true,
    },
  },

  // ---- 写作 (语文): a prompt and a model paragraph
  {
    kind: 'xiezuo',
    title: '我的好朋友',
    tip: '先说一说，再写一写',
    paragraphs: [
      '你的好朋友是谁？他（她）长什么样子？你们一起做过什么有趣的事？',
      '要求：写清楚好朋友的样子和一件事，写 3 到 5 句话。',
    ],
    extra: {
      label: '范文',
      paragraphs: [
        '我的好朋友叫小雨。她有一双大大的眼睛，笑起来脸上有两个小酒窝。有一次我的铅笔断了，她马上把自己的铅笔借给我。我觉得有这样的好朋友真开心！',
      ],
    },
  },
  {
    kind: 'xiezuo',
    title: '我喜欢的小动物',
    tip: '先观察，再动笔',
    paragraphs: [
      '你喜欢什么小动物？它长什么样？它有什么有趣的本领？',
      '要求：按“外形—本领—喜欢”的顺序写，写 4 到 6 句话。',
    ],
    extra: {
      label: '范文',
      paragraphs: [
        '我家有一只小花猫，它全身白白的，背上有几块黄色的花纹。它的眼睛在白天眯成一条线，到了晚上就变得又圆又亮。小花猫最会捉老鼠了，一有动静，它就悄悄地扑过去。我喜欢我的小花猫！',
      ],
    },
  },
  {
    kind: 'xiezuo',
    title: '一次有趣的游戏',
    tip: '想一想游戏的经过',
    paragraphs: [
      '你玩过哪些有趣的游戏？选一次写下来。',
      '要求：写清楚游戏前、游戏中、游戏后，写出自己的心情。',
    ],
    extra: {
      label: '范文',
      paragraphs: [
        '下课了，我们在操场上玩“老鹰捉小鸡”。我当鸡妈妈，张开双臂护着身后的“小鸡”。“老鹰”左冲右突，我也跟着左挡右拦，身后的同学笑成一团。最后，一只“小鸡”也没被捉到，我们都累得满头大汗，可心里乐开了花。',
      ],
    },
  },
  {
    kind: 'xiezuo',
    grade: '三年级',
    title: '美丽的秋天',
    tip: '用上你积累的好词好句',
    paragraphs: [
      '秋天有哪些美丽的景色？请选一两处写一写。',
      '要求：用上一个比喻句，写一段不少于 100 字的话。',
    ],
    extra: {
      label: '范文',
      paragraphs: [
        '秋天来了，公园里的枫叶红了，像一团团燃烧的火焰。银杏树的叶子变黄了，一阵风吹过，叶子打着旋儿落下来，好像一只只金色的蝴蝶在空中跳舞。草地上铺满了落叶，踩上去沙沙作响。菊花也开了，有黄的、白的、紫的，一朵朵挤在一起，散发着淡淡的清香。秋天真美啊！',
      ],
    },
  },

  // ---- 预习课堂 (语文): preview steps and new characters of a lesson
  {
    kind: 'yuxikt',
    grade: '一年级',
    title: '识字《天地人》预习',
    tip: '看视频，认一认这几个字',
    paragraphs: [
      '第一步：看视频，跟着读一读“天、地、人、你、我、他”。',
      '第二步：指一指，说一说：头上是天，脚下是地，我们都是人。',
      '第三步：和爸爸妈妈玩“指字认读”的游戏。',
    ],
    words: ['天', '地', '人', '你', '我', '他'],
    video: 'v-yuwen',
  },
  {
    kind: 'yuxikt',
    grade: '一年级',
    title: '《静夜思》预习',
    tip: '听一听，读准字音',
    paragraphs: [
      '第一步：听朗读，注意“床、霜、乡”的读音。',
      '第二步：自己读三遍，读出停顿：床前/明月光，疑是/地上霜。',
      '第三步：想一想，诗人看到月亮时想起了什么？',
    ],
    words: ['床', '前', '光', '举', '头', '望', '低', '故', '乡'],
    audio: 'yw-jingyesi',
  },
  {
    kind: 'yuxikt',
    grade: '一年级',
    title: '《秋天》预习',
    tip: '听一听，圈出生字',
    paragraphs: [
      '第一步：听课文开头，跟着读一读。',
      '第二步：读课文，圈出生字，每个字读三遍。',
      '第三步：说一说，你眼中的秋天是什么样子的？',
    ],
    words: ['秋', '气', '了', '树', '叶', '片', '大', '飞', '会', '个'],
    audio: 'yw-qiutian',
  },
  {
    kind: 'yuxikt',
    title: '《登鹳雀楼》预习',
    tip: '读准字音，了解诗意',
    paragraphs: [
      '第一步：读准“鹳”“穷”的读音，把诗读通顺。',
      '第二步：借助插图，说说诗人站在楼上看到了什么。',
      '第三步：想一想“更上一层楼”告诉我们什么道理。',
    ],
    words: ['依', '尽', '黄', '河', '入', '海', '欲', '穷', '层'],
  },

  // ---- 思维提升 (数学): puzzles with folded answers
  {
    kind: 'siweits',
    grade: '一年级',
    title: '小兔分萝卜',
    tip: '先听一听十以内的加法，再动脑筋',
    paragraphs: ['小兔有 3 根胡萝卜，兔妈妈又给了它 4 根。小兔吃掉了 2 根，还剩几根？'],
    extra: {
      label: '答案',
      paragraphs: ['3 + 4 = 7（根），7 − 2 = 5（根）。', '还剩 5 根胡萝卜。'],
      folded: true,
    },
    audio: 'sx-jiafa',
  },
  {
    kind: 'siweits',
    title: '数一数三角形',
    tip: '看视频认识图形，再数一数',
    paragraphs: [
      '在一个正方形里画出两条对角线，图中一共有几个三角形？',
      '提示：不要漏掉由两个小三角形拼成的大三角形。',
    ],
    extra: {
      label: '答案',
      paragraphs: [
        '小三角形有 4 个；每两个相邻的小三角形拼成一个大三角形，又有 4 个。',
        '一共有 4 + 4 = 8 个三角形。',
      ],
      folded: true,
    },
    video: 'v-shuxue',
  },
  {
    kind: 'siweits',
    title: '排队问题',
    tip: '画一画，再算一算',
    paragraphs: ['小朋友们排成一队做操，小明前面有 4 人，后面有 5 人。这一队一共有多少人？'],
    extra: {
      label: '答案',
      paragraphs: ['别忘了算上小明自己：4 + 1 + 5 = 10（人）。', '这一队一共有 10 人。'],
      folded: true,
    },
  },
  {
    kind: 'siweits',
    grade: '二年级',
    title: '找规律填数',
    tip: '先背一背乘法口诀，再找规律',
    paragraphs: ['找规律，在括号里填上合适的数：', '2、4、6、8、（ ）、12'],
    extra: {
      label: '答案',
      paragraphs: [
        '每个数都比前一个数多 2，8 + 2 = 10，括号里填 10。',
        '这一串数正好是 2 的乘法口诀：一二得二、二二得四……二五一十、二六十二。',
      ],
      folded: true,
    },
    audio: 'sx-koujue',
  },
  {
    kind: 'siweits',
    grade: '三年级',
    title: '鸡兔同笼',
    tip: '试试“假设法”',
    paragraphs: ['笼子里有鸡和兔一共 5 只，数一数脚，一共有 14 只。鸡和兔各有几只？'],
    extra: {
      label: '答案',
      paragraphs: [
        '假设 5 只都是鸡，应该有 5 × 2 = 10 只脚，比实际少了 14 − 10 = 4 只。',
        '每把一只鸡换成兔，脚就多 2 只，所以兔有 4 ÷ 2 = 2 只，鸡有 5 − 2 = 3 只。',
      ],
      folded: true,
    },
  },

  // Taken out of the rotation by an operator (the console shows it as 已停用).
  {
    kind: 'siweits',
    title: '数一数正方形',
    tip: '先数小的，再数大的',
    paragraphs: ['把一个正方形平均分成 4 个小正方形，图中一共有几个正方形？'],
    extra: { label: '答案', paragraphs: ['小正方形 4 个，加上大正方形 1 个，一共 5 个。'], folded: true },
    enabled: false,
  },

  // ---- 英语听力 (英语): short dialogues
  {
    kind: 'yingyutl',
    title: 'Unit 1 Hello!',
    tip: '听录音，跟读每一句',
    paragraphs: ["Sarah: Hello! I'm Sarah.", 'Teacher: Good morning, class.', 'Sarah: Nice to meet you.'],
    extra: {
      label: '参考译文',
      paragraphs: ['萨拉：你好！我是萨拉。', '老师：早上好，同学们。', '萨拉：很高兴认识你。'],
      folded: true,
    },
    audio: 'en-hello',
  },
  {
    kind: 'yingyutl',
    title: 'Colours',
    tip: '听录音，说出你听到的颜色',
    paragraphs: ['Red, yellow, green and blue.', 'Look, I see a red balloon.'],
    extra: {
      label: '参考译文',
      paragraphs: ['红色、黄色、绿色和蓝色。', '看，我看见一个红色的气球。'],
      folded: true,
    },
    audio: 'en-colours',
  },
  {
    kind: 'yingyutl',
    title: 'At the Zoo',
    tip: '分角色读一读',
    paragraphs: [
      "Amy: What's this?",
      "Tom: It's a panda. It's black and white.",
      "Amy: Wow! It's so cute.",
      'Tom: Look at the monkey. It has a long tail.',
    ],
    extra: {
      label: '参考译文',
      paragraphs: [
        '埃米：这是什么？',
        '汤姆：这是一只熊猫，它是黑白相间的。',
        '埃米：哇！它真可爱。',
        '汤姆：看那只猴子，它有一条长尾巴。',
      ],
      folded: true,
    },
  },
  {
    kind: 'yingyutl',
    grade: '三年级',
    title: 'My Family',
    cover: '/media/articles/cover-family.jpg',
    tip: '分角色读一读',
    paragraphs: [
      "Mike: Who's that man?",
      "Lily: He's my father.",
      "Mike: Who's that woman?",
      "Lily: She's my mother. I love my family.",
    ],
    extra: {
      label: '参考译文',
      paragraphs: [
        '迈克：那个男人是谁？',
        '莉莉：他是我的爸爸。',
        '迈克：那个女人是谁？',
        '莉莉：她是我的妈妈。我爱我的家人。',
      ],
      folded: true,
    },
  },
  {
    kind: 'yingyutl',
    title: 'Lunch Time',
    tip: '分角色读一读',
    paragraphs: [
      "Mum: It's time for lunch.",
      "Ben: What's for lunch, Mum?",
      'Mum: Rice, fish and some vegetables.',
      "Ben: Yummy! I'm hungry.",
    ],
    extra: {
      label: '参考译文',
      paragraphs: [
        '妈妈：该吃午饭了。',
        '本：妈妈，午饭吃什么？',
        '妈妈：米饭、鱼和一些蔬菜。',
        '本：真好吃！我饿了。',
      ],
      folded: true,
    },
  },

  // ---- 自然拼读 (英语): short vowels with word lists and a chant
  {
    kind: 'ziranpd',
    title: '短元音 a /æ/',
    tip: '拼一拼，读一读',
    paragraphs: [
      '字母 a 在单词中间常读 /æ/：嘴巴张大，嘴角向两边拉开。',
      'Chant: A cat in a hat has a bag and a map.',
    ],
    words: ['cat', 'hat', 'bag', 'map', 'dad', 'fan'],
  },
  {
    kind: 'ziranpd',
    title: '短元音 e /e/',
    tip: '拼一拼，读一读',
    paragraphs: ['字母 e 在单词中间常读 /e/：嘴巴半开，舌尖抵住下齿。', 'Chant: Ten red hens get in a bed.'],
    words: ['bed', 'red', 'pen', 'ten', 'hen', 'leg'],
  },
  {
    kind: 'ziranpd',
    title: '短元音 i /ɪ/',
    tip: '拼一拼，读一读',
    paragraphs: [
      '字母 i 在单词中间常读 /ɪ/：嘴巴微微张开，发音短促。',
      'Chant: Six big pigs sit in the mud.',
    ],
    words: ['pig', 'big', 'six', 'sit', 'fish', 'milk'],
  },
  {
    kind: 'ziranpd',
    title: '短元音 o /ɒ/',
    tip: '拼一拼，读一读',
    paragraphs: [
      '字母 o 在单词中间常读 /ɒ/：嘴巴张圆，声音短短的。',
      'Chant: A fox and a dog sit on a hot box.',
    ],
    words: ['dog', 'box', 'hot', 'fox', 'pot', 'stop'],
  },
  {
    kind: 'ziranpd',
    title: '短元音 u /ʌ/',
    tip: '拼一拼，读一读',
    paragraphs: [
      '字母 u 在单词中间常读 /ʌ/：嘴巴自然张开，像轻轻地“啊”一声。',
      'Chant: A duck runs to the bus in the sun.',
    ],
    words: ['sun', 'bus', 'cup', 'duck', 'run', 'fun'],
  },
];

/**
 * Fills an empty daily_pieces table with DAILY_SEED (PostgreSQL locks the table so two starting
 * processes cannot both seed; the seed runner's transaction holds the lock). Needs the grade dictionaries; without them it does nothing.
 */
export async function seedDaily(
  trx: Transaction<Database>,
  dialect: Dialect,
  now = Date.now(),
): Promise<{ seeded: boolean; pieces: number }> {
  if (dialect === 'postgres') await sql`lock table daily_pieces in exclusive mode`.execute(trx);
  const existing = await trx
    .selectFrom('daily_pieces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false, pieces: 0 };
  const grades = await trx
    .selectFrom('dictionaries')
    .select(['id', 'name'])
    .where('dic_type', '=', 'grade')
    .execute();
  if (grades.length === 0) return { seeded: false, pieces: 0 };
  const gradeId = (name: string) => {
    const g = grades.find((r) => r.name === name);
    if (!g) throw new Error(`daily seed: no grade ${name}`);
    return g.id;
  };

  const sortInKind = new Map<string, number>();
  const rows = DAILY_SEED.map((p) => {
    const sort = (sortInKind.get(p.kind) ?? 0) + 1;
    sortInKind.set(p.kind, sort);
    const audio = p.audio ? DEMO_AUDIO[p.audio] : null;
    return {
      kind: p.kind,
      grade_id: p.grade ? gradeId(p.grade) : null,
      title: p.title,
      author: p.author ?? '',
      tip: p.tip ?? '',
      body: p.paragraphs.join('\n'),
      words: (p.words ?? []).join('\n'),
      extra_label: p.extra?.label ?? '',
      extra_body: (p.extra?.paragraphs ?? []).join('\n'),
      extra_folded: p.extra?.folded ? (1 as const) : (0 as const),
      audio: audio?.path ?? '',
      audio_ms: audio ? Math.round(audio.seconds * 1000) : 0,
      video: p.video ? DEMO_VIDEO[p.video].path : '',
      cover: p.cover ?? '',
      sort,
      enabled: p.enabled === false ? (0 as const) : (1 as const),
      publish_date: p.publishIn ? shiftDate(formatDate(now), p.publishIn) : null,
      created_at: now,
    };
  });
  await trx.insertInto('daily_pieces').values(rows).execute();
  return { seeded: true, pieces: rows.length };
}

/** Demo seeding only; the pieces name grade dictionaries. */
export const dailySeed: ModuleSeed = {
  after: ['dictionary'],
  async run({ trx, dialect, demo, now }) {
    if (!demo) return null;
    const r = await seedDaily(trx, dialect, now);
    return r.seeded ? { pieces: r.pieces } : null;
  },
};
