import type { DicGroup } from '@jc/contract';
import { sql } from 'kysely';
import type { ModuleSeed } from '../../db/seed.js';

/** One dictionary row of the seed; children nest one level (none of the seed groups need more yet). */
export interface DicSeed {
  name: string;
  urlAddress?: string;
  desc?: string;
  remark?: string;
  icon?: string;
  qrId?: number | null;
  /** Seeded off (the console shows it as 停用). */
  disabled?: boolean;
  /** A schedule relative to the seeding day, in days (negative: before it). */
  startsInDays?: number;
  endsInDays?: number;
}

const media = (path: string) => `/media/${path}`;

/** Dictionary groups of spec section 3, in display order. */
export const DICTIONARY_SEED: Record<DicGroup, DicSeed[]> = {
  grade: [
    { name: '一年级' },
    { name: '二年级' },
    { name: '三年级' },
    { name: '四年级' },
    { name: '五年级' },
    { name: '六年级' },
    // C1..C3 open the e-sample-book page after the choice (contract SAMPLE_BOOK_GRADES).
    { name: 'C1', remark: '电子样书' },
    { name: 'C2', remark: '电子样书' },
    { name: 'C3', remark: '电子样书' },
  ],
  cebie: [{ name: '上册' }, { name: '下册' }],
  // urlAddress: "selected,unselected" tab colours.
  subject: [
    { name: '语文', urlAddress: '#C8302A,#5F6B7A' },
    { name: '数学', urlAddress: '#1B6BD1,#5F6B7A' },
    { name: '英语', urlAddress: '#1A7F45,#5F6B7A' },
  ],
  mainbanner: [
    {
      name: '晨读晚听 每天十分钟',
      icon: media('dic/banner-chendu.svg'),
      urlAddress: '/pages/book/readingListening',
    },
    {
      name: '有奖征文 火热进行中',
      icon: media('dic/banner-zhengwen.svg'),
      urlAddress: '/pages/book/solicitingArticle',
    },
    {
      name: '积分商城 好礼兑换',
      icon: media('dic/banner-shop.svg'),
      urlAddress: '/pages/shopping/index',
      startsInDays: -1,
      endsInDays: 365,
    },
    // The schedule's other states, seen only in the console: one to come, one past, one switched off.
    {
      name: '暑期阅读挑战 即将开始',
      icon: media('dic/banner-chendu.svg'),
      urlAddress: '/pages/book/readingListening',
      startsInDays: 30,
      endsInDays: 60,
    },
    {
      name: '寒假打卡 已结束',
      icon: media('dic/banner-zhengwen.svg'),
      urlAddress: '/pages/clock/index',
      startsInDays: -60,
      endsInDays: -30,
    },
    {
      name: '积分翻倍周（停用）',
      icon: media('dic/banner-shop.svg'),
      urlAddress: '/pages/shopping/index',
      disabled: true,
    },
  ],
  mainBuoy: [
    { name: '打卡营', icon: media('dic/buoy-daka.svg'), urlAddress: '/pages/clock/index' },
    {
      name: '联系客服',
      icon: media('dic/buoy-kefu.svg'),
      urlAddress: '/pages/other/customerconsultation?type=kefu_1',
    },
  ],
  mainMenu: [
    { name: '电子样书', icon: media('dic/menu-yangshu.svg'), urlAddress: '/pages/book/sampleBook' },
    { name: '晨读晚听', icon: media('dic/menu-chendu.svg'), urlAddress: '/pages/book/readingListening' },
    { name: '答案查询', icon: media('dic/menu-answer.svg'), urlAddress: '/pages/book/searchAnswer' },
    { name: '资源下载', icon: media('dic/menu-download.svg'), urlAddress: '/pages/book/resourcesDownload' },
    { name: '有奖征文', icon: media('dic/menu-zhengwen.svg'), urlAddress: '/pages/book/solicitingArticle' },
    { name: '积分商城', icon: media('dic/menu-shop.svg'), urlAddress: '/pages/shopping/index' },
  ],
  // The first ad's desc decides the frequency: anything but 'everyTime' shows once a day.
  mainAd: [
    {
      name: '新学期打卡营开营',
      icon: media('dic/ad-daka.svg'),
      urlAddress: '/pages/clock/index',
      desc: 'daily',
    },
  ],
  mainFutiao: [
    {
      name: '添加老师微信 领取学习资料',
      icon: media('dic/futiao-kefu.svg'),
      urlAddress: '/pages/other/customerconsultation?type=kefu_ks',
    },
  ],
};

/** Season texts of the home page (dictionary info). */
export const SEASON_SEED = {
  season_top: '春风十里 读书正当时',
  season_bottom: '每天听一课，进步看得见',
};

/**
 * The dictionaries and the season texts (settings) of a new store, whether or not demo seeding is on.
 * A store that has dictionaries is left alone; on PostgreSQL the table is locked first, so of two
 * processes starting on one empty database only one seeds (the other waits, then finds it filled).
 */
export const dictionarySeed: ModuleSeed = {
  async run({ trx, dialect }) {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const at = (days: number | undefined) => (days === undefined ? null : now + days * day);
    if (dialect === 'postgres') await sql`lock table dictionaries in exclusive mode`.execute(trx);
    const existing = await trx
      .selectFrom('dictionaries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return null;
    let rows = 0;
    for (const [group, entries] of Object.entries(DICTIONARY_SEED) as [DicGroup, DicSeed[]][]) {
      if (entries.length === 0) continue;
      await trx
        .insertInto('dictionaries')
        .values(
          entries.map((e, i) => ({
            dic_type: group,
            parent_id: null,
            name: e.name,
            url_address: e.urlAddress ?? '',
            desc: e.desc ?? '',
            remark: e.remark ?? '',
            icon: e.icon ?? '',
            qr_id: e.qrId ?? null,
            sort: i + 1,
            enabled: e.disabled ? (0 as const) : (1 as const),
            starts_at: at(e.startsInDays),
            ends_at: at(e.endsInDays),
          })),
        )
        .execute();
      rows += entries.length;
    }
    await trx
      .insertInto('settings')
      .values(Object.entries(SEASON_SEED).map(([key, value]) => ({ key, value })))
      .execute();
    return { dictionaries: rows };
  },
};
