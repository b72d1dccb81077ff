import type { AppMenuItem } from '@jc/contract';
import type { ModuleSeed } from '../../db/seed.js';

const media = (path: string) => `/media/${path}`;

/** App function menus of menu/GetAppMenuList. */
export const APP_MENU_SEED: Omit<AppMenuItem, 'id'>[] = [
  {
    name: '电子样书',
    icon: media('dic/menu-yangshu.svg'),
    urlAddress: '/pages/book/sampleBook',
    position: 'home',
    needLogin: false,
    sort: 1,
  },
  {
    name: '晨读晚听',
    icon: media('dic/menu-chendu.svg'),
    urlAddress: '/pages/book/readingListening',
    position: 'home',
    needLogin: false,
    sort: 2,
  },
  {
    name: '答案查询',
    icon: media('dic/menu-answer.svg'),
    urlAddress: '/pages/book/searchAnswer',
    position: 'home',
    needLogin: true,
    sort: 3,
  },
  {
    name: '资源下载',
    icon: media('dic/menu-download.svg'),
    urlAddress: '/pages/book/resourcesDownload',
    position: 'home',
    needLogin: false,
    sort: 4,
  },
  {
    name: '有奖征文',
    icon: media('dic/menu-zhengwen.svg'),
    urlAddress: '/pages/book/solicitingArticle',
    position: 'home',
    needLogin: false,
    sort: 5,
  },
  {
    name: '积分商城',
    icon: media('dic/menu-shop.svg'),
    urlAddress: '/pages/shopping/index',
    position: 'home',
    needLogin: false,
    sort: 6,
  },
  {
    name: '作业批改',
    icon: media('dic/menu-correct.svg'),
    urlAddress: '/pages/user/workCorrection',
    position: 'extend',
    needLogin: true,
    sort: 1,
  },
  {
    name: '纠错奖励',
    icon: media('dic/menu-reward.svg'),
    urlAddress: '/pages/user/rewardList',
    position: 'extend',
    needLogin: true,
    sort: 2,
  },
  {
    name: '听力下载',
    icon: media('dic/menu-listening.svg'),
    urlAddress: '/pages/book/listeningDownload',
    position: 'extend',
    needLogin: false,
    sort: 3,
  },
  {
    name: '知识点',
    icon: media('dic/menu-knowledge.svg'),
    urlAddress: '/pages/other/knowledge',
    position: 'extend',
    needLogin: false,
    sort: 4,
  },
  {
    name: '我的订单',
    icon: media('dic/my-order.svg'),
    urlAddress: '/pages/shopping/orderList',
    position: 'my',
    needLogin: true,
    sort: 1,
  },
  {
    name: '我的积分',
    icon: media('dic/my-points.svg'),
    urlAddress: '/pages/shopping/integrationIndex',
    position: 'my',
    needLogin: true,
    sort: 2,
  },
  {
    name: '收货地址',
    icon: media('dic/my-address.svg'),
    urlAddress: '/pages/user/addressList',
    position: 'my',
    needLogin: true,
    sort: 3,
  },
  {
    name: '浏览记录',
    icon: media('dic/my-history.svg'),
    urlAddress: '/pages/user/browseRecording',
    position: 'my',
    needLogin: true,
    sort: 4,
  },
  {
    name: '意见反馈',
    icon: media('dic/my-feedback.svg'),
    urlAddress: '/pages/user/feedback',
    position: 'my',
    needLogin: true,
    sort: 5,
  },
  {
    name: '关于我们',
    icon: media('dic/my-about.svg'),
    urlAddress: '/pages/user/aboutUs',
    position: 'my',
    needLogin: false,
    sort: 6,
  },
];

/** The app menus of a new store (the run whose dictionary seed filled the dictionaries). */
export const menuSeed: ModuleSeed = {
  after: ['dictionary'],
  async run({ trx, seeded }) {
    if (!seeded.has('dictionary')) return null;
    await trx
      .insertInto('app_menus')
      .values(
        APP_MENU_SEED.map((m) => ({
          name: m.name,
          icon: m.icon,
          url_address: m.urlAddress,
          position: m.position,
          need_login: m.needLogin ? (1 as const) : (0 as const),
          sort: m.sort,
          enabled: 1 as const,
        })),
      )
      .execute();
    return { menus: APP_MENU_SEED.length };
  },
};
