/**
 * The route table of spec section 2. Every page of the product, with its nav title (Chinese) and
 * whether it draws its own nav bar. The web app registers a route only once its page exists; the
 * rest fall through to the app's 404 page.
 */
export interface PageRoute {
  /** Full path, history mode, base '/'. */
  path: string;
  title: string;
  customNav?: boolean;
  /** Bottom tab index for the four home tabs. */
  tab?: 0 | 1 | 2 | 3;
}

const page = (group: string, name: string, title: string, extra: Omit<PageRoute, 'path' | 'title'> = {}) => ({
  path: `/pages/${group}/${name}`,
  title,
  ...extra,
});

export const PAGES = {
  adPage: { path: '/', title: '广告', customNav: true },
  adPageFull: page('index', 'adPage', '广告', { customNav: true }),
  home: page('index', 'home', '首页', { customNav: true, tab: 0 }),
  clockTab: page('index', 'clock', '打卡营', { tab: 1 }),
  teacherResources: page('index', 'teacherResources', '教师专区', { customNav: true, tab: 2 }),
  my: page('index', 'my', '我的', { tab: 3 }),
  /** The teacher application's share landing (docs/teacher.md, "The apply page"). */
  apply: page('index', 'apply', '教师认证申请'),

  clockIndex: page('clock', 'index', '打卡营', { customNav: true }),
  clockPublish: page('clock', 'publish', '发布打卡'),
  clockRankings: page('clock', 'rankings', '排行榜'),
  clockService: page('clock', 'service', '客服'),
  clockDakaDetails: page('clock', 'dakaDetails', '打卡详情'),
  clockUserPage: page('clock', 'userPage', '个人主页'),
  clockPoster: page('clock', 'poster', '打卡海报'),
  clockHistory: page('clock', 'history', '打卡记录'),
  clockHistoryDetails: page('clock', 'historyDetails', '打卡记录详情'),

  shoppingIndex: page('shopping', 'index', '积分商城'),
  shoppingSearch: page('shopping', 'search', '搜索商品'),
  shoppingDetail: page('shopping', 'detail', '商品详情'),
  shoppingOrderDetails: page('shopping', 'orderDetails', '订单详情'),
  shoppingOrderList: page('shopping', 'orderList', '我的订单'),
  shoppingSubmitOrder: page('shopping', 'submitOrder', '提交订单'),
  shoppingCar: page('shopping', 'shoppingCar', '购物车'),
  integrationIndex: page('shopping', 'integrationIndex', '我的积分', { customNav: true }),
  integrationList: page('shopping', 'integrationList', '积分明细'),
  shoppingTop: page('shopping', 'shoppingTop', '兑换风云榜'),

  bookDetails: page('book', 'bookDetails', '播放详情'),
  answer: page('book', 'answer', '答案'),
  readWrite: page('book', 'readWrite', '读写'),
  sampleBook: page('book', 'sampleBook', '电子样书'),
  readingListening: page('book', 'readingListening', '晨读晚听'),
  solicitingArticle: page('book', 'solicitingArticle', '有奖征文'),
  solicitingArticleOne: page('book', 'solicitingArticleOne', '征文详情'),
  bookIndex: page('book', 'bookIndex', '图书目录'),
  sampleBookInfo: page('book', 'sampleBookInfo', '样书详情'),
  resourcesDownload: page('book', 'resourcesDownload', '资源下载'),
  bookSearch: page('book', 'bookSearch', '搜索', { customNav: true }),
  chendu: page('book', 'chendu', '晨读'),
  musicPlayer: page('book', 'musicPlayer', '音频播放', { customNav: true }),
  solicitingSubmit: page('book', 'solicitingSubmit', '提交征文'),
  solicitingList: page('book', 'solicitingList', '征文列表'),
  solicitingDetails: page('book', 'solicitingDetails', '征文详情'),
  musicEmpty: page('book', 'musicEmpty', '音频'),
  listeningDownload: page('book', 'listeningDownload', '听力下载'),
  searchAnswer: page('book', 'searchAnswer', '搜索答案', { customNav: true }),

  attestation: page('teacher', 'attestation', '教师认证'),
  teacherDownload: page('teacher', 'teacherDownload', '资源下载'),
  sampleRecording: page('teacher', 'sampleRecording', '样书申请记录'),
  downloadDetails: page('teacher', 'downloadDetails', '下载详情'),
  downloadAllDetails: page('teacher', 'downloadAllDetails', '全部资源'),
  integralUpload: page('teacher', 'integralUpload', '积分上传'),
  bookFavorites: page('teacher', 'bookFavorites', '我的收藏'),
  sampleBookReceive: page('teacher', 'sampleBookReceive', '样书领取'),
  submitReceive: page('teacher', 'submitReceive', '提交领取'),

  pdfView: page('other', 'pdfView', '文档'),
  webView: page('other', 'webView', '网页'),
  toWxMp: page('other', 'toWxMp', '打开小程序'),
  knowledge: page('other', 'knowledge', '知识点'),
  chooseSubjectPdf: page('other', 'chooseSubjectPdf', '选择学科'),
  customerconsultation: page('other', 'customerconsultation', '客服咨询'),
  customerconsultationTwo: page('other', 'customerconsultationTwo', '客服咨询'),
  serviceWeb: page('other', 'serviceWeb', '服务'),
  writer: page('other', 'writer', '作者'),
  toWxCustomer: page('other', 'toWxCustomer', '联系客服'),
  webApp: page('other', 'webApp', '应用', { customNav: true }),
  tjfxData: page('other', 'tjfxData', '统计分析'),
  tjfxTrend: page('other', 'tjfxTrend', '趋势'),
  tjfxMore: page('other', 'tjfxMore', '更多统计'),

  accountLogin: page('login', 'accountLogin', '登录', { customNav: true }),

  accountInstall: page('user', 'accountInstall', '账号设置'),
  addressList: page('user', 'addressList', '收货地址'),
  changeAddress: page('user', 'changeAddress', '编辑地址'),
  changeAccount: page('user', 'changeAccount', '切换账号'),
  browseRecording: page('user', 'browseRecording', '浏览记录'),
  aboutUs: page('user', 'aboutUs', '关于我们'),
  feedback: page('user', 'feedback', '意见反馈'),
  rewardList: page('user', 'rewardList', '纠错奖励'),
  rewardDetails: page('user', 'rewardDetails', '奖励详情'),
  workCorrection: page('user', 'workCorrection', '作业批改'),
  correctList: page('user', 'correctList', '批改记录'),
  rewardQuery: page('user', 'rewardQuery', '奖励查询'),
  certificateDownload: page('user', 'certificateDownload', '证书下载'),
  zhifuPwd: page('user', 'zhifuPwd', '支付密码'),
  /** The scanner (QR codes and book barcodes), opened by the home page's scan button; docs/scan.md. */
  camera: page('user', 'camera', '扫一扫', { customNav: true }),
  searchTopics: page('user', 'searchTopics', '搜题'),
  /** This project's page: study reminders (remindmsg/…), reached from the settings; docs/reminders.md. */
  reminders: page('user', 'reminders', '学习提醒'),
  /** This project's page: the weekly learning report (myInfo/getWeeklyReport), from the my page; docs/report.md. */
  weeklyReport: page('user', 'weeklyReport', '学习周报'),

  schoolArchivesIndex: page('schoolArchives', 'index', '学校信息'),
  schoolInfo: page('schoolArchives', 'schoolInfo', '学校详情'),
  changeSchool: page('schoolArchives', 'changeSchool', '编辑学校'),
  gradeInfo: page('schoolArchives', 'gradeInfo', '年级班级'),
  teacherInfo: page('schoolArchives', 'teacherInfo', '教师信息'),
  jingpinInfo: page('schoolArchives', 'jingpinInfo', '竞品信息'),
  qudaoInfo: page('schoolArchives', 'qudaoInfo', '渠道信息'),
  saleInfo: page('schoolArchives', 'saleInfo', '销售信息'),
  bookstores: page('schoolArchives', 'bookstores', '书店'),
  storesInfo: page('schoolArchives', 'storesInfo', '书店详情'),
  fahuoInfo: page('schoolArchives', 'fahuoInfo', '发货记录'),
  kucunInfo: page('schoolArchives', 'kucunInfo', '库存记录'),
  changeStores: page('schoolArchives', 'changeStores', '编辑书店'),

  chooseLocation: { path: '/choose-location', title: '选择位置' },
  openLocation: { path: '/open-location', title: '查看位置' },
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof PAGES;

export const TAB_PAGES = [PAGES.home, PAGES.clockTab, PAGES.teacherResources, PAGES.my] as const;

/** Entry addresses of the spec that the server must answer with the app (history fallback). */
export const ENTRY_PREFIXES = ['/r', '/twoCode.app', '/marketing/', '/book', '/ebk'] as const;

/** Every page path, for the server's history fallback. */
export const ALL_PAGE_PATHS: readonly string[] = Object.values(PAGES).map((p) => p.path);
