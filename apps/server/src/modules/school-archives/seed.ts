import { sql } from 'kysely';
import type { ModuleSeed } from '../../db/seed.js';
import { formatDate } from '../../shared/time.js';
import { recordChange } from './archive-use.js';

const DAY = 24 * 3600_000;

interface SchoolSeed {
  name: string;
  area: string;
  address: string;
  kind: 'public' | 'private';
  pupils: number;
  principal: string;
  contact: string;
  phone: string;
  lng: number;
  lat: number;
  /** Who registered it and covers it: the demo staff of its city. */
  owner: 'staff' | 'zhaoyewu';
  covered: boolean;
}

/** A dozen schools in 杭州 (`staff`), four in 苏州 (`zhaoyewu`). Positions are near the real places. */
export const SCHOOL_SEED: SchoolSeed[] = [
  {
    name: '杭州市学军小学',
    area: '330106',
    address: '西湖区文三路求智巷8号',
    kind: 'public',
    pupils: 2380,
    principal: '汪培新',
    contact: '陈晓岚',
    phone: '0571-87961234',
    lng: 120.1362,
    lat: 30.2745,
    owner: 'staff',
    covered: true,
  },
  {
    name: '杭州市文新小学',
    area: '330106',
    address: '西湖区文新路398号',
    kind: 'public',
    pupils: 1860,
    principal: '李红英',
    contact: '周立群',
    phone: '0571-88912345',
    lng: 120.1088,
    lat: 30.2893,
    owner: 'staff',
    covered: true,
  },
  {
    name: '杭州绿城育华小学',
    area: '330106',
    address: '西湖区文二西路518号',
    kind: 'private',
    pupils: 1240,
    principal: '王建平',
    contact: '沈佳怡',
    phone: '0571-85227766',
    lng: 120.0981,
    lat: 30.2722,
    owner: 'staff',
    covered: false,
  },
  {
    name: '杭州市天长小学',
    area: '330102',
    address: '上城区天长巷10号',
    kind: 'public',
    pupils: 1520,
    principal: '楼朝辉',
    contact: '许文静',
    phone: '0571-87065432',
    lng: 120.1706,
    lat: 30.2483,
    owner: 'staff',
    covered: true,
  },
  {
    name: '杭州市胜利实验学校',
    area: '330102',
    address: '上城区秋涛北路78号',
    kind: 'public',
    pupils: 2050,
    principal: '何东涛',
    contact: '吴晓燕',
    phone: '0571-86431122',
    lng: 120.1897,
    lat: 30.2528,
    owner: 'staff',
    covered: false,
  },
  {
    name: '杭州崇文实验学校',
    area: '330102',
    address: '上城区钱江新城富春路86号',
    kind: 'private',
    pupils: 1680,
    principal: '黄静',
    contact: '朱海燕',
    phone: '13857112345',
    lng: 120.2051,
    lat: 30.2631,
    owner: 'staff',
    covered: false,
  },
  {
    name: '杭州市卖鱼桥小学',
    area: '330105',
    address: '拱墅区湖墅南路305号',
    kind: 'public',
    pupils: 1760,
    principal: '洪东明',
    contact: '叶文婷',
    phone: '0571-88087766',
    lng: 120.144,
    lat: 30.309,
    owner: 'staff',
    covered: true,
  },
  {
    name: '杭州市长寿桥小学',
    area: '330105',
    address: '拱墅区长寿桥路1号',
    kind: 'public',
    pupils: 1120,
    principal: '施建华',
    contact: '郑小红',
    phone: '0571-85157788',
    lng: 120.152,
    lat: 30.296,
    owner: 'staff',
    covered: false,
  },
  {
    name: '杭州市江南实验学校',
    area: '330108',
    address: '滨江区滨文路280号',
    kind: 'public',
    pupils: 2600,
    principal: '孙雪梅',
    contact: '方立新',
    phone: '0571-86690011',
    lng: 120.211,
    lat: 30.208,
    owner: 'staff',
    covered: true,
  },
  {
    name: '杭州市滨和小学',
    area: '330108',
    address: '滨江区滨和路1088号',
    kind: 'public',
    pupils: 1430,
    principal: '邵晓华',
    contact: '蒋丽',
    phone: '0571-86672233',
    lng: 120.2,
    lat: 30.19,
    owner: 'staff',
    covered: false,
  },
  {
    name: '杭州市萧山区银河实验小学',
    area: '330109',
    address: '萧山区工人路188号',
    kind: 'public',
    pupils: 2210,
    principal: '楼建忠',
    contact: '汤建英',
    phone: '0571-82621100',
    lng: 120.264,
    lat: 30.17,
    owner: 'staff',
    covered: false,
  },
  {
    name: '杭州市余杭区海创小学',
    area: '330110',
    address: '余杭区文一西路1388号',
    kind: 'public',
    pupils: 1350,
    principal: '章丽萍',
    contact: '潘晓东',
    phone: '13958012345',
    lng: 120.008,
    lat: 30.283,
    owner: 'staff',
    covered: false,
  },
  {
    name: '苏州市实验小学校',
    area: '320508',
    address: '姑苏区道前街33号',
    kind: 'public',
    pupils: 2100,
    principal: '顾建英',
    contact: '陆晓东',
    phone: '0512-65221234',
    lng: 120.629,
    lat: 31.305,
    owner: 'zhaoyewu',
    covered: true,
  },
  {
    name: '苏州市吴中区苏苑实验小学',
    area: '320506',
    address: '吴中区苏苑街道迎春路1号',
    kind: 'public',
    pupils: 1650,
    principal: '钱文华',
    contact: '张敏',
    phone: '0512-65261188',
    lng: 120.628,
    lat: 31.27,
    owner: 'zhaoyewu',
    covered: true,
  },
  {
    name: '苏州市相城区陆慕实验小学',
    area: '320507',
    address: '相城区元和街道陆慕老街68号',
    kind: 'public',
    pupils: 1280,
    principal: '沈国强',
    contact: '王丽',
    phone: '0512-65791234',
    lng: 120.64,
    lat: 31.37,
    owner: 'zhaoyewu',
    covered: false,
  },
  {
    name: '苏州外国语学校',
    area: '320505',
    address: '虎丘区青城山路56号',
    kind: 'private',
    pupils: 1900,
    principal: '曹志芳',
    contact: '吴佳',
    phone: '13912712345',
    lng: 120.56,
    lat: 31.28,
    owner: 'zhaoyewu',
    covered: false,
  },
];

const SURNAMES =
  '王李张刘陈杨黄赵周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段漕钱汤尹黎易常武乔贺赖龚文';
const GIVEN = [
  '晓燕',
  '建华',
  '丽娟',
  '志强',
  '文静',
  '海燕',
  '红梅',
  '立新',
  '雪梅',
  '俊杰',
  '佳怡',
  '明辉',
  '雅琴',
  '国庆',
  '秀英',
  '春燕',
];
const TEACHER_SUBJECTS = ['语文', '数学', '英语', '科学'];
const POSTS = ['教导主任', '教研组长', '班主任', '任课教师', '任课教师', '年级组长'];
const COMPETITORS: [string, string, string, number][] = [
  ['语文', '人教版', '人教版小学语文同步练习册', 1280],
  ['数学', '北师大版', '北师大版数学新课堂同步训练', 1560],
  ['英语', '人教版', 'PEP小学英语同步精练', 1450],
  ['数学', '苏教版', '苏教版数学课课练', 1390],
  ['科学', '教科版', '科学学习活动手册', 980],
  ['语文', '北师大版', '小学语文阅读训练100篇', 2200],
];
const CHANNELS: [string, string][] = [
  ['xinhua', '新华书店'],
  ['school', '学校统一征订'],
  ['retail', '博库书城'],
  ['online', '天猫旗舰店'],
];

/** A fixed pseudo-random sequence, so every seeded store is the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Demo schools with grades, classes, teachers, competitors, channels, coverage and 90 days of sales. */
export const schoolArchiveSeed: ModuleSeed = {
  after: ['account', 'books', 'area'],
  async run({ trx, demo, now, dialect }) {
    if (!demo) return null;
    if (dialect === 'postgres') await sql`lock table schools in exclusive mode`.execute(trx);
    if (await trx.selectFrom('schools').select('id').limit(1).executeTakeFirst()) return null;
    const users = await trx
      .selectFrom('users')
      .select(['id', 'account'])
      .where('account', 'in', ['staff', 'zhaoyewu', 'admin'])
      .execute();
    const idOf = new Map(users.map((u) => [u.account, u.id]));
    const fallback = idOf.get('admin') ?? idOf.get('staff');
    if (fallback === undefined) return null;
    const books = await trx.selectFrom('books').select('book_no').orderBy('book_no').limit(12).execute();
    const random = rng(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const counts = {
      schools: 0,
      grades: 0,
      classes: 0,
      teachers: 0,
      jingpins: 0,
      qudaos: 0,
      sales: 0,
      coverage: 0,
    };

    /** Every seeded record has its create row, so its history shows who made it. */
    const created = (
      kind: 'school' | 'grade' | 'teacher' | 'jingpin' | 'qudao' | 'sale' | 'fushe',
      recordId: number,
      areaCode: string,
      userId: number,
      at: number,
    ) => recordChange(trx, { kind, recordId, areaCode, userId, action: 'create', fields: [], at });

    for (const [i, s] of SCHOOL_SEED.entries()) {
      const by = idOf.get(s.owner) ?? fallback;
      const made = now - (100 - i) * DAY;
      const stamp = { created_by: by, created_at: made, updated_by: by, updated_at: made };
      const { id: schoolId } = await trx
        .insertInto('schools')
        .values({
          name: s.name,
          area_code: s.area,
          address: s.address,
          kind: s.kind,
          pupils: s.pupils,
          principal: s.principal,
          contact: s.contact,
          phone: s.phone,
          lng: s.lng,
          lat: s.lat,
          remark: '',
          ...stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      counts.schools++;
      await created('school', schoolId, s.area, by, made);
      if (s.covered && idOf.has(s.owner)) {
        await trx
          .insertInto('school_coverage')
          .values({ user_id: by, school_id: schoolId, created_at: made + DAY })
          .execute();
        await created('fushe', schoolId, s.area, by, made + DAY);
        counts.coverage++;
      }
      const perGrade = Math.round(s.pupils / 6);
      for (let grade = 1; grade <= 6; grade++) {
        const { id: gradeId } = await trx
          .insertInto('school_grades')
          .values({ school_id: schoolId, grade, pupils: perGrade, ...stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        counts.grades++;
        await created('grade', gradeId, s.area, by, made);
        const classes = Math.max(3, Math.round(perGrade / 45));
        await trx
          .insertInto('school_classes')
          .values(
            Array.from({ length: classes }, (_, k) => ({
              grade_id: gradeId,
              name: `${k + 1}班`,
              sort: k + 1,
            })),
          )
          .execute();
        counts.classes += classes;
      }
      const teachers = 4 + (i % 3);
      for (let k = 0; k < teachers; k++) {
        const n = (i * 7 + k * 3) % SURNAMES.length;
        const { id: teacherId } = await trx
          .insertInto('school_teachers')
          .values({
            school_id: schoolId,
            name: `${SURNAMES[n] ?? '王'}${pick(GIVEN)}`,
            subject: TEACHER_SUBJECTS[k % TEACHER_SUBJECTS.length] ?? '语文',
            grade: 1 + ((i + k) % 6),
            phone: `13${5 + (k % 4)}${String(57100000 + i * 1000 + k * 37).padStart(8, '0')}`,
            post: POSTS[k % POSTS.length] ?? '任课教师',
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        counts.teachers++;
        await created('teacher', teacherId, s.area, by, made);
      }
      for (let k = 0; k < 2 + (i % 2); k++) {
        const [subject, publisher, product, price] =
          COMPETITORS[(i + k * 2) % COMPETITORS.length] ?? COMPETITORS[0]!;
        const { id: jingpinId } = await trx
          .insertInto('school_jingpins')
          .values({
            school_id: schoolId,
            subject,
            grade: 1 + ((i + k) % 6),
            publisher,
            product,
            price_fen: price,
            quantity: 80 + Math.floor(random() * 300),
            remark: k === 0 ? '家长自愿订购' : '',
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        counts.jingpins++;
        await created('jingpin', jingpinId, s.area, by, made);
      }
      for (let k = 0; k < 1 + (i % 2); k++) {
        const [kind, label] = CHANNELS[(i + k) % CHANNELS.length] ?? CHANNELS[0]!;
        const city = s.area.startsWith('3205') ? '苏州' : '杭州';
        const { id: qudaoId } = await trx
          .insertInto('school_qudaos')
          .values({
            school_id: schoolId,
            kind,
            name: kind === 'xinhua' ? `${city}市新华书店` : kind === 'school' ? `${s.name}教务处` : label,
            contact: `${SURNAMES[(i + k * 5) % SURNAMES.length] ?? '王'}${pick(GIVEN)}`,
            phone: s.phone,
            remark: '',
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        counts.qudaos++;
        await created('qudao', qudaoId, s.area, by, made);
      }
      if (books.length === 0) continue;
      for (let day = 89; day >= 0; day--) {
        if (random() > 0.18) continue;
        const at = now - day * DAY;
        const quantity = 10 + Math.floor(random() * 90);
        const priceFen = 1200 + Math.floor(random() * 14) * 100;
        const { id: saleId } = await trx
          .insertInto('school_sales')
          .values({
            school_id: schoolId,
            area_code: s.area,
            book_no: pick(books).book_no,
            quantity,
            amount_fen: quantity * priceFen,
            sold_on: formatDate(at),
            remark: '',
            created_by: by,
            created_at: at,
            updated_by: by,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        counts.sales++;
        await created('sale', saleId, s.area, by, at);
      }
    }
    return counts;
  },
};
