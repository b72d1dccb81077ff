import { PAGES, type DicEntry, type Role, type UserInfo } from '@jc/contract';

/** One entry of the my page: where it goes, and who may see it (everyone when `roles` is absent). */
export interface MyEntry {
  key: string;
  text: string;
  path: string;
  roles?: readonly Role[];
}

/** The customer-service desk of the my page (spec: customerconsultation?type=kefu_1). */
export const KEFU_PATH = `${PAGES.customerconsultation.path}?type=kefu_1`;

/**
 * The my page's entries, in order. Only pages that exist are listed: an entry to a 404 is worse than
 * none. The teacher area (教师认证, 我的收藏, 样书领取…), the school archives and statistics for staff and
 * the console for admins join here, with their `roles`, when their pages land.
 */
export const FEATURE_ENTRIES: readonly MyEntry[] = [
  { key: 'shop', text: '积分商城', path: PAGES.shoppingIndex.path },
  { key: 'orders', text: '我的订单', path: PAGES.shoppingOrderList.path },
  { key: 'clock', text: '打卡营', path: PAGES.clockTab.path },
  { key: 'report', text: '学习周报', path: PAGES.weeklyReport.path },
  { key: 'browse', text: '浏览记录', path: PAGES.browseRecording.path },
  { key: 'address', text: '收货地址', path: PAGES.addressList.path },
  { key: 'scan', text: '扫一扫', path: PAGES.camera.path },
  { key: 'homework', text: '作业批改', path: PAGES.workCorrection.path },
  { key: 'topics', text: '拍照搜题', path: PAGES.searchTopics.path },
  { key: 'essays', text: '我的投稿', path: PAGES.solicitingList.path },
  { key: 'rewards', text: '纠错奖励', path: PAGES.rewardList.path },
  { key: 'listening', text: '听力下载', path: PAGES.listeningDownload.path },
  { key: 'paypwd', text: '支付密码', path: PAGES.zhifuPwd.path },
  // Field staff and admins: the school archives.
  { key: 'archives', text: '学校档案', path: PAGES.schoolArchivesIndex.path, roles: ['staff', 'admin'] },
  // Field staff and admins: the bookshops of features/bookstores.
  { key: 'bookstores', text: '书店', path: PAGES.bookstores.path, roles: ['staff', 'admin'] },
  // Field staff and admins: the statistics of features/stats.
  { key: 'stats', text: '统计分析', path: PAGES.tjfxData.path, roles: ['staff', 'admin'] },
];

export const SERVICE_ENTRIES: readonly MyEntry[] = [
  { key: 'settings', text: '账号设置', path: PAGES.accountInstall.path },
  { key: 'feedback', text: '意见反馈', path: PAGES.feedback.path },
  { key: 'kefu', text: '联系客服', path: KEFU_PATH },
  { key: 'about', text: '关于我们', path: PAGES.aboutUs.path },
];

/** The entries a user with these roles may use. */
export function entriesFor(entries: readonly MyEntry[], roles: readonly string[]): MyEntry[] {
  return entries.filter((e) => !e.roles || e.roles.some((role) => roles.includes(role)));
}

/** '三年级 · 上册', or '' when nothing is chosen or the dictionaries no longer list the ids. */
export function gradeText(
  user: Pick<UserInfo, 'gradeId' | 'cebieId'>,
  grades: readonly DicEntry[] | undefined,
  cebies: readonly DicEntry[] | undefined,
): string {
  const grade = grades?.find((g) => g.id === user.gradeId)?.name;
  const cebie = cebies?.find((c) => c.id === user.cebieId)?.name;
  return grade && cebie ? `${grade} · ${cebie}` : (grade ?? '');
}

/** A phone shown on the settings page: 138****8000, or '' when none is bound. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** The first message of a contract schema's refusal, or null when the value passes. */
export function firstIssue(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? '输入不正确');
}
