import type { AppMenuItem, DicGroup } from '@jc/contract';

/** One dictionary row of the seed; children nest one level (none of the seed groups need more yet). */
export interface DicSeed {
  name: string;
  urlAddress?: string;
  desc?: string;
  remark?: string;
  icon?: string;
  qrId?: number | null;
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
    { name: '语文', urlAddress: '#E8453C,#9A9A9A' },
    { name: '数学', urlAddress: '#2F80ED,#9A9A9A' },
    { name: '英语', urlAddress: '#27AE60,#9A9A9A' },
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
