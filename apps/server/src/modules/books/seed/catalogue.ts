import { SAMPLE_LESSON_AUDIO, SAMPLE_LESSON_VIDEO, SPECIAL_BOOK_NO } from '@jc/contract';
import { sql, type Transaction } from 'kysely';
import type { Catalogue, CatalogueBook, CatalogueItem, CatalogueLesson } from '../catalogue-file.js';
import { writeCatalogue } from '../catalogue-writer.js';
import type { Dialect } from '../../../db/index.js';
import type { Database } from '../../../db/schema.js';
import { demoBarcode } from './barcodes.js';
import { DEMO_AUDIO, DEMO_PDF, DEMO_VIDEO } from './media.js';

/**
 * The demo catalogue: 语文, 数学 and 英语 for 一年级 to 六年级, 上册 and 下册 (36 books), with lesson
 * trees (4 levels in every 语文 book's first lesson), items of every type, codes, hot words, ads,
 * e-books, downloads and answers. Media files are shared between items (assets/media).
 */

const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
const CEBIES = ['上册', '下册'];
const UNIT_NAMES = ['第一单元', '第二单元', '第三单元', '第四单元', '第五单元', '第六单元', '第七单元'];

/** 语文 (部编版): per book, units of lesson titles; a unit's first entry may name the unit. */
const YUWEN: string[][][] = [
  [
    ['识字', '天地人', '金木水火土', '口耳目', '日月水火'],
    ['汉语拼音', 'a o e', 'i u ü y w', 'b p m f', 'd t n l'],
    ['课文', '秋天', '小小的船', '江南', '四季'],
    ['课文', '影子', '比尾巴', '青蛙写诗', '雨点儿'],
  ],
  [
    ['识字', '春夏秋冬', '姓氏歌', '小青蛙', '猜字谜'],
    ['课文', '吃水不忘挖井人', '我多想去看看', '一个接一个', '四个太阳'],
    ['课文', '小公鸡和小鸭子', '树和喜鹊', '怎么都快乐'],
    ['课文', '静夜思', '夜色', '端午粽', '彩虹'],
  ],
  [
    ['课文', '小蝌蚪找妈妈', '我是什么', '植物妈妈有办法'],
    ['识字', '场景歌', '树之歌', '拍手歌', '田家四季歌'],
    ['课文', '曹冲称象', '玲玲的画', '一封信', '妈妈睡了'],
    ['课文', '古诗二首', '黄山奇石', '日月潭', '葡萄沟'],
  ],
  [
    ['课文', '古诗二首', '找春天', '开满鲜花的小路', '邓小平爷爷植树'],
    ['课文', '雷锋叔叔，你在哪里', '千人糕', '一匹出色的马'],
    ['识字', '神州谣', '传统节日', '“贝”的故事', '中国美食'],
    ['课文', '彩色的梦', '枫树上的喜鹊', '沙滩上的童话', '我是一只小虫子'],
  ],
  [
    ['课文', '大青树下的小学', '花的学校', '不懂就要问'],
    ['课文', '古诗三首', '铺满金色巴掌的水泥道', '秋天的雨', '听听，秋的声音'],
    ['童话', '去年的树', '那一定会很好', '在牛肚子里旅行', '一块奶酪'],
    ['预测', '总也倒不了的老屋', '胡萝卜先生的长胡子', '小狗学叫'],
  ],
  [
    ['课文', '古诗三首', '燕子', '荷花', '昆虫备忘录'],
    ['寓言', '守株待兔', '陶罐和铁罐', '鹿角和鹿腿', '池子与河流'],
    ['传统文化', '纸的发明', '赵州桥', '一幅名扬中外的画'],
    ['观察', '花钟', '蜜蜂', '小虾'],
  ],
  [
    ['自然之美', '观潮', '走月亮', '现代诗二首', '繁星'],
    ['提问', '一个豆荚里的五粒豆', '蝙蝠和雷达', '呼风唤雨的世纪'],
    ['连续观察', '古诗三首', '爬山虎的脚', '蟋蟀的住宅'],
    ['神话', '盘古开天地', '精卫填海', '普罗米修斯', '女娲补天'],
  ],
  [
    ['田园生活', '古诗词三首', '乡下人家', '天窗', '三月桃花水'],
    ['科普', '琥珀', '飞向蓝天的恐龙', '纳米技术就在我们身边'],
    ['现代诗', '短诗三首', '绿', '白桦'],
    ['动物朋友', '猫', '母鸡', '白鹅'],
  ],
  [
    ['万物有灵', '白鹭', '落花生', '桂花雨', '珍珠鸟'],
    ['民间故事', '猎人海力布', '牛郎织女（一）', '牛郎织女（二）'],
    ['爱国情怀', '古诗三首', '少年中国说', '圆明园的毁灭', '小岛'],
    ['四时景物', '四季之美', '鸟的天堂', '月迹'],
  ],
  [
    ['童年往事', '古诗三首', '祖父的园子', '月是故乡明', '梅花魂'],
    ['古典名著', '草船借箭', '景阳冈', '猴王出世', '红楼春趣'],
    ['思维的火花', '自相矛盾', '田忌赛马', '跳水'],
    ['异域风情', '威尼斯的小艇', '牧场之国', '金字塔'],
  ],
  [
    ['触摸自然', '草原', '丁香结', '古诗词三首', '花之歌'],
    ['重温革命岁月', '七律·长征', '狼牙山五壮士', '开国大典', '灯光'],
    ['小说', '桥', '穷人', '在柏林'],
    ['阅读策略', '竹节人', '宇宙生命之谜', '故宫博物院'],
  ],
  [
    ['民风民俗', '北京的春节', '腊八粥', '古诗三首', '藏戏'],
    ['外国名著', '鲁滨逊漂流记（节选）', '骑鹅旅行记（节选）', '汤姆·索亚历险记（节选）'],
    ['理想信念', '马诗', '石灰吟', '竹石', '十六年前的回忆'],
    ['革命精神', '为人民服务', '董存瑞舍身炸碉堡', '金色的鱼钩'],
  ],
];

/** 数学 (人教版): the units of each book. */
const SHUXUE: string[][] = [
  ['准备课', '位置', '1~5的认识和加减法', '认识图形（一）', '6~10的认识和加减法', '20以内的进位加法'],
  ['认识图形（二）', '20以内的退位减法', '分类与整理', '100以内数的认识', '认识人民币'],
  ['长度单位', '100以内的加法和减法（二）', '角的初步认识', '表内乘法（一）', '观察物体（一）', '认识时间'],
  ['数据收集整理', '表内除法（一）', '图形的运动（一）', '表内除法（二）', '混合运算', '有余数的除法'],
  ['时、分、秒', '万以内的加法和减法（一）', '测量', '倍的认识', '多位数乘一位数', '长方形和正方形'],
  ['位置与方向（一）', '除数是一位数的除法', '复式统计表', '两位数乘两位数', '面积', '年、月、日'],
  ['大数的认识', '公顷和平方千米', '角的度量', '三位数乘两位数', '平行四边形和梯形', '条形统计图'],
  ['四则运算', '观察物体（二）', '运算定律', '小数的意义和性质', '三角形', '平均数与条形统计图'],
  ['小数乘法', '位置', '小数除法', '可能性', '简易方程', '多边形的面积'],
  ['观察物体（三）', '因数与倍数', '长方体和正方体', '分数的意义和性质', '分数的加法和减法', '折线统计图'],
  ['分数乘法', '位置与方向（二）', '分数除法', '比', '圆', '百分数（一）'],
  ['负数', '百分数（二）', '圆柱与圆锥', '比例', '数学广角——鸽巢问题', '整理和复习'],
];

/** 英语 (一年级起点 for grades 1–2, PEP from grade 3): the units of each book. */
const YINGYU: string[][] = [
  ['Unit 1 School', 'Unit 2 Face', 'Unit 3 Animals', 'Unit 4 Numbers', 'Unit 5 Colours', 'Unit 6 Fruit'],
  ['Unit 1 Classroom', 'Unit 2 Room', 'Unit 3 Toys', 'Unit 4 Food', 'Unit 5 Drinks', 'Unit 6 Weather'],
  [
    'Unit 1 My Family',
    'Unit 2 Boys and Girls',
    'Unit 3 My Friends',
    'Unit 4 In the Community',
    'Unit 5 Day and Night',
  ],
  ['Unit 1 Playtime', 'Unit 2 Weather', 'Unit 3 Seasons', 'Unit 4 Clothes', 'Unit 5 My Day'],
  [
    'Unit 1 Hello!',
    'Unit 2 Colours',
    'Unit 3 Look at me!',
    'Unit 4 We love animals',
    "Unit 5 Let's eat!",
    'Unit 6 Happy birthday!',
  ],
  [
    'Unit 1 Welcome back to school!',
    'Unit 2 My family',
    'Unit 3 At the zoo',
    'Unit 4 Where is my car?',
    'Unit 5 Do you like pears?',
    'Unit 6 How many?',
  ],
  [
    'Unit 1 My classroom',
    'Unit 2 My schoolbag',
    'Unit 3 My friends',
    'Unit 4 My home',
    "Unit 5 Dinner's ready",
    'Unit 6 Meet my family!',
  ],
  [
    'Unit 1 My school',
    'Unit 2 What time is it?',
    'Unit 3 Weather',
    'Unit 4 At the farm',
    'Unit 5 My clothes',
    'Unit 6 Shopping',
  ],
  [
    "Unit 1 What's he like?",
    'Unit 2 My week',
    'Unit 3 What would you like?',
    'Unit 4 What can you do?',
    'Unit 5 There is a big bed',
    'Unit 6 In a nature park',
  ],
  [
    'Unit 1 My day',
    'Unit 2 My favourite season',
    'Unit 3 My school calendar',
    'Unit 4 When is the art show?',
    'Unit 5 Whose dog is it?',
    'Unit 6 Work quietly!',
  ],
  [
    'Unit 1 How can I get there?',
    'Unit 2 Ways to go to school',
    'Unit 3 My weekend plan',
    'Unit 4 I have a pen pal',
    'Unit 5 What does he do?',
    'Unit 6 How do you feel?',
  ],
  ['Unit 1 How tall are you?', 'Unit 2 Last weekend', 'Unit 3 Where did you go?', 'Unit 4 Then and now'],
];

const YW_AUDIO = [
  DEMO_AUDIO['yw-chunxiao'],
  DEMO_AUDIO['yw-jingyesi'],
  DEMO_AUDIO['yw-qiutian'],
  DEMO_AUDIO['yw-xiaochuan'],
];
const SX_AUDIO = [DEMO_AUDIO['sx-jiafa'], DEMO_AUDIO['sx-koujue']];
const EN_AUDIO = [DEMO_AUDIO['en-hello'], DEMO_AUDIO['en-colours']];

const item = (
  type: CatalogueItem['type'],
  title: string,
  media: { path: string; seconds: number },
  cover = '',
): CatalogueItem => ({ type, title, path: media.path, cover, duration: media.seconds });

const lesson = (title: string, extra: Partial<CatalogueLesson> = {}): CatalogueLesson => ({
  title,
  type: '',
  lessonNo: '',
  items: [],
  children: [],
  ...extra,
});

/** Book numbers: subject digit, grade digit, volume digit (语文一年级上册 is the special book 927). */
export const demoBookNo = (s: number, g: number, c: number): string =>
  s === 0 && g === 0 && c === 0 ? SPECIAL_BOOK_NO : `${s + 1}${g + 1}${c + 1}`;

function yuwenLessons(book: number, cover: string, bookNo: string): CatalogueLesson[] {
  const units = YUWEN[book] ?? [];
  const video = bookNo === SPECIAL_BOOK_NO ? DEMO_VIDEO['v-927'] : DEMO_VIDEO['v-yuwen'];
  const out = units.map(([kind, ...titles], u) =>
    lesson(`${UNIT_NAMES[u]} ${kind}`, {
      children: titles.map((title, l) => {
        const audio = YW_AUDIO[(u + l) % YW_AUDIO.length] ?? DEMO_AUDIO['yw-chunxiao'];
        const code =
          bookNo === SPECIAL_BOOK_NO && u === 0 && l === 0
            ? SAMPLE_LESSON_VIDEO
            : `${bookNo}${u + 1}${l + 1}`;
        const leaf = lesson(`${l + 1} ${title}`, {
          type: 's',
          lessonNo: code,
          items: [
            item('s', `《${title}》名师讲解`, video, cover),
            item('t', `《${title}》课文朗读`, audio, cover),
          ],
        });
        if (l === 0) {
          // The first lesson of each unit goes two levels deeper: 生字词 → one node per practice part.
          leaf.children = [
            lesson('生字词', {
              type: 'y',
              children: [
                lesson('认读字', {
                  type: 'y',
                  items: [item('y', `《${title}》认读字跟读`, DEMO_VIDEO['v-yuwen'], cover)],
                }),
                lesson('书写指导', {
                  type: '7',
                  items: [item('7', `《${title}》生字书写`, DEMO_VIDEO['v-yuwen'], cover)],
                }),
                // A deep leaf without items: the client toasts "no resource to play".
                lesson('拓展练习'),
              ],
            }),
            lesson('朗读训练', { type: 'k', items: [item('k', `《${title}》分角色朗读`, audio, cover)] }),
          ];
        }
        return leaf;
      }),
    }),
  );
  // A top-level leaf without items: "resource uploading".
  out.push(lesson('期末复习（资源上传中）'));
  return out;
}

function shuxueLessons(book: number, cover: string, bookNo: string): CatalogueLesson[] {
  return (SHUXUE[book] ?? []).map((unit, u) =>
    lesson(`${UNIT_NAMES[u]} ${unit}`, {
      children: [
        lesson('知识点讲解', {
          type: 's',
          lessonNo: `${bookNo}${u + 1}1`,
          items: [item('s', `${unit}：知识点讲解`, DEMO_VIDEO['v-shuxue'], cover)],
        }),
        lesson('例题精讲', {
          type: '7',
          lessonNo: `${bookNo}${u + 1}2`,
          items: [item('7', `${unit}：例题精讲`, DEMO_VIDEO['v-shuxue'], cover)],
        }),
        lesson('口算天天练', {
          type: 'k',
          items: [
            item('k', `${unit}：口算天天练`, SX_AUDIO[u % SX_AUDIO.length] ?? DEMO_AUDIO['sx-jiafa'], cover),
          ],
        }),
      ],
    }),
  );
}

function yingyuLessons(book: number, cover: string, bookNo: string): CatalogueLesson[] {
  return (YINGYU[book] ?? []).map((unit, u) => {
    const talk = EN_AUDIO[u % EN_AUDIO.length] ?? DEMO_AUDIO['en-hello'];
    const sample = bookNo === demoBookNo(2, 2, 0) && u === 0;
    return lesson(unit, {
      children: [
        lesson("Part A Let's talk", {
          type: 't',
          lessonNo: sample ? SAMPLE_LESSON_AUDIO : `${bookNo}${u + 1}1`,
          items: [
            item('t', `${unit} Let's talk 课文录音`, talk, cover),
            item('s', `${unit} Let's talk 情景动画`, DEMO_VIDEO['v-yingyu'], cover),
          ],
        }),
        lesson("Part A Let's learn", {
          type: 't',
          lessonNo: `${bookNo}${u + 1}2`,
          items: [
            item('t', `${unit} Let's learn 单词跟读`, EN_AUDIO[(u + 1) % EN_AUDIO.length] ?? talk, cover),
          ],
        }),
        lesson('Part B Read and write', {
          type: 'k',
          items: [item('k', `${unit} 听力练习`, talk, cover)],
        }),
      ],
    });
  });
}

const SUBJECTS = [
  { name: '语文', key: 'yuwen', area: '部编版', lessons: yuwenLessons },
  { name: '数学', key: 'shuxue', area: '人教版', lessons: shuxueLessons },
  { name: '英语', key: 'yingyu', area: '人教PEP版', lessons: yingyuLessons },
] as const;

export function demoCatalogue(): Catalogue {
  const books: CatalogueBook[] = [];
  SUBJECTS.forEach((s, si) => {
    GRADES.forEach((grade, g) => {
      CEBIES.forEach((cebie, c) => {
        const bookNo = demoBookNo(si, g, c);
        const cover = `/media/covers/cover-${s.key}-${g + 1}${c === 0 ? 'a' : 'b'}.svg`;
        const special = bookNo === SPECIAL_BOOK_NO;
        books.push({
          bookNo,
          title: `${s.name} ${grade}${cebie}`,
          subTitle: special ? '名师同步视频课 · 扫码即学' : `${s.area}同步学习资源`,
          subject: s.name,
          grade,
          cebie,
          bookarea: s.area,
          cover,
          buttons: s.key === 'yingyu' ? 't-音频,s-视频,d-下载,kf-客服' : 's-视频,t-音频,d-下载,kf-客服',
          txm: demoBarcode(bookNo),
          sort: g * 2 + c + 1,
          // 927 prompts at 30 % of a video; 数学一年级上册 right after load (percent 0).
          addFriend: special
            ? { isVideo: true, percent: 30, qrId: 1 }
            : s.key === 'shuxue' && g === 0 && c === 0
              ? { isVideo: true, percent: 0, qrId: 2 }
              : { isVideo: false, percent: 0, qrId: null },
          qrCodes: [`bk${bookNo}`],
          lessons: s.lessons(g * 2 + c, cover, bookNo),
        });
      });
    });
  });
  return { books };
}

const HOT_WORDS = ['春晓', '静夜思', '乘法口诀', '秋天', 'Hello', '认识图形', '小数乘法', '古诗三首'];

/**
 * Seeds the demo catalogue into a store whose books table is empty (PostgreSQL locks the table so two
 * starting processes cannot both seed). Needs the dictionaries (the catalogue module's seed).
 */
export async function seedCatalogue(
  trx: Transaction<Database>,
  dialect: Dialect,
  now = Date.now(),
): Promise<{ seeded: boolean; books: number }> {
  if (dialect === 'postgres') await sql`lock table books in exclusive mode`.execute(trx);
  const existing = await trx
    .selectFrom('books')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false, books: 0 };
  const dicCount = await trx
    .selectFrom('dictionaries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dic_type', '=', 'subject')
    .executeTakeFirstOrThrow();
  if (Number(dicCount.n) === 0) return { seeded: false, books: 0 };

  const written = await writeCatalogue(trx, demoCatalogue(), now);
  const books = await trx
    .selectFrom('books')
    .select(['id', 'book_no', 'subject_id', 'grade_id', 'cebie_id', 'title'])
    .execute();
  const byNo = new Map(books.map((b) => [b.book_no, b]));
  const subjects = await trx
    .selectFrom('dictionaries')
    .select(['id', 'name'])
    .where('dic_type', '=', 'subject')
    .orderBy('sort')
    .execute();
  const subjectId = (name: string) => subjects.find((s) => s.name === name)?.id ?? null;

  // A code shared by two books (the client offers a choice by title).
  const yw1a = byNo.get(SPECIAL_BOOK_NO);
  const yw1b = byNo.get(demoBookNo(0, 0, 1));
  if (yw1a && yw1b) {
    await trx
      .insertInto('codes')
      .values(
        [yw1a, yw1b].map((b) => ({
          code: 'YW1',
          kind: 'book',
          book_id: b.id,
          lesson_id: null,
          resource_id: null,
        })),
      )
      .execute();
  }

  await trx
    .insertInto('hot_words')
    .values(HOT_WORDS.map((word, i) => ({ word, sort: i + 1, enabled: 1 as const })))
    .execute();

  const ad = (
    page: string,
    slot: string,
    subject: string | null,
    name: string,
    icon: string,
    urlAddress: string,
    desc: string,
    qrId: number | null,
    sort: number,
  ) => ({
    page,
    slot,
    subject_id: subject ? subjectId(subject) : null,
    name,
    icon: `/media/ads/${icon}`,
    url_address: urlAddress,
    desc,
    qr_id: qrId,
    sort,
    enabled: 1 as const,
  });
  await trx
    .insertInto('page_ads')
    .values([
      ad(
        'home',
        'popup',
        null,
        '新学期同步课程上线',
        'popup-home.svg',
        '/pages/book/bookDetails?bookNo=927',
        'daily',
        null,
        1,
      ),
      ad('bookDetails', 'popup', null, '添加班主任老师', 'popup-book.svg', '', 'daily', 1, 1),
      ad(
        'bookDetails',
        'top',
        '语文',
        '语文阅读打卡',
        'video-top-yuwen.svg',
        '/pages/clock/index',
        '',
        null,
        1,
      ),
      ad(
        'bookDetails',
        'top',
        '数学',
        '数学思维训练',
        'video-top-shuxue.svg',
        '/pages/book/readWrite?current=1',
        '',
        null,
        1,
      ),
      ad(
        'bookDetails',
        'top',
        '英语',
        '英语听力每日练',
        'video-top-yingyu.svg',
        '/pages/book/readingListening',
        '',
        null,
        1,
      ),
      ad(
        'bookDetails',
        'bottom',
        null,
        '积分兑换好礼',
        'video-bottom.svg',
        '/pages/shopping/index',
        '',
        null,
        1,
      ),
    ])
    .execute();
  // The operators' schedule (0034): one ad of each status besides the live ones above, none of them
  // shown to pupils now: a 语文 pop-up starting in 30 days, an ended 数学 one, and one switched off.
  const day = 24 * 3600_000;
  const seededAt = Date.now();
  await trx
    .insertInto('page_ads')
    .values([
      {
        ...ad(
          'home',
          'popup',
          '语文',
          '寒假阅读营报名',
          'popup-home.svg',
          '/pages/clock/index',
          'daily',
          null,
          2,
        ),
        starts_at: seededAt + 30 * day,
        ends_at: seededAt + 60 * day,
      },
      {
        ...ad('home', 'popup', '数学', '期中复习专题', 'popup-home.svg', '', 'everyTime', null, 3),
        starts_at: seededAt - 30 * day,
        ends_at: seededAt - 7 * day,
      },
      {
        ...ad('bookDetails', 'bottom', null, '暑期书单', 'video-bottom.svg', '', '', null, 2),
        enabled: 0 as const,
      },
    ])
    .execute();

  await trx
    .insertInto('qiwei_qrcodes')
    .values([
      {
        type: 'default',
        page_title: '添加班主任老师',
        qr_title: '扫码添加老师企业微信',
        qr_title2: '领取本册同步练习与答案',
        path: '/media/ads/qiwei-qr-1.svg',
        bottom_text: '长按识别二维码添加',
        can_close: 1,
      },
      {
        type: 'video',
        page_title: '观看完整视频',
        qr_title: '添加老师企业微信',
        qr_title2: '解锁全部名师视频课',
        path: '/media/ads/qiwei-qr-2.svg',
        bottom_text: '添加后点击“我已添加”',
        can_close: 0,
      },
    ])
    .execute();

  // E-books (sample books) by area, with their PDFs.
  const areas = await trx
    .insertInto('ebook_areas')
    .values([
      { name: '部编版', sort: 1 },
      { name: '人教版', sort: 2 },
      { name: '人教PEP版', sort: 3 },
    ])
    .returning(['id', 'name'])
    .execute();
  const areaId = (name: string) => areas.find((a) => a.name === name)?.id ?? 0;
  const ebookOf = [
    { area: '部编版', no: SPECIAL_BOOK_NO, pdf: DEMO_PDF['ebook-yuwen'] },
    { area: '人教版', no: demoBookNo(1, 0, 0), pdf: DEMO_PDF['ebook-shuxue'] },
    { area: '人教PEP版', no: demoBookNo(2, 2, 0), pdf: DEMO_PDF['ebook-yingyu'] },
  ];
  const ebookRows = ebookOf.flatMap((e, i) => {
    const b = byNo.get(e.no);
    if (!b) return [];
    return [
      {
        area_id: areaId(e.area),
        book_id: b.id,
        title: `${b.title}（电子样书）`,
        cover: '',
        subject_id: b.subject_id,
        grade_id: b.grade_id,
        cebie_id: b.cebie_id,
        pdf: e.pdf.path,
        pages: e.pdf.pages,
        sort: i + 1,
      },
    ];
  });
  await trx.insertInto('ebooks').values(ebookRows).execute();

  // Downloads for every book: a courseware PDF (课件) and the reading audio (资料), sizes from the
  // files; the 语文 and 数学 books of grades 1 and 2 also have a unit-test answer sheet (答案).
  const resources = books.flatMap((b) => {
    const key =
      b.book_no === SPECIAL_BOOK_NO || b.book_no.startsWith('1')
        ? 'yuwen'
        : b.book_no.startsWith('2')
          ? 'shuxue'
          : 'yingyu';
    const pdf = DEMO_PDF[`ebook-${key}` as const];
    const audio =
      key === 'yuwen'
        ? DEMO_AUDIO['yw-chunxiao']
        : key === 'shuxue'
          ? DEMO_AUDIO['sx-koujue']
          : DEMO_AUDIO['en-hello'];
    return [
      {
        book_id: b.id,
        title: `${b.title} 同步课件`,
        kind: 'pdf',
        category: 'kejian',
        path: pdf.path,
        size: pdf.bytes,
        sort: 1,
        created_at: now,
      },
      {
        book_id: b.id,
        title: `${b.title} 课文朗读音频`,
        kind: 'mp3',
        category: 'ziliao',
        path: audio.path,
        size: audio.bytes,
        sort: 2,
        created_at: now,
      },
      ...(/^(927|1[12]\d|2[12]\d)$/.test(b.book_no)
        ? [
            {
              book_id: b.id,
              title: `${b.title} 单元测试卷答案`,
              kind: 'pdf',
              category: 'daan',
              path: (key === 'shuxue' ? DEMO_PDF['answer-shuxue'] : DEMO_PDF['answer-yuwen']).path,
              size: (key === 'shuxue' ? DEMO_PDF['answer-shuxue'] : DEMO_PDF['answer-yuwen']).bytes,
              sort: 3,
              created_at: now,
            },
          ]
        : []),
    ];
  });
  for (let i = 0; i < resources.length; i += 100) {
    await trx
      .insertInto('resources')
      .values(resources.slice(i, i + 100))
      .execute();
  }

  // Answers for the 语文 and 数学 books of grades 1 and 2.
  const answerRows = books
    .filter((b) => /^(927|1[12]\d|2[12]\d)$/.test(b.book_no))
    .map((b) => {
      const pdf = b.book_no.startsWith('2') ? DEMO_PDF['answer-shuxue'] : DEMO_PDF['answer-yuwen'];
      return {
        book_id: b.id,
        title: `${b.title} 课后练习参考答案`,
        kind: 'pdf' as const,
        path: pdf.path,
        sort: 1,
      };
    });
  await trx.insertInto('answers').values(answerRows).execute();

  return { seeded: true, books: written.books };
}
