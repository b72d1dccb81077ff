import type {
  AdminArticleSubmission,
  ArticleCategory,
  ArticleContest,
  ArticleSubmission,
} from '@jc/contract';
import { expect } from 'vitest';
import { formatTime } from '../../shared/time.js';
import { apiCalls } from '../../test/api.js';
import type { TestApp } from '../../test/app.js';
import { picture, upload, type FilePartSeed } from '../checkin/checkin.fixtures.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** `YYYY-MM-DD HH:mm` in Asia/Shanghai, as an operator types a window. */
export const shanghai = (ms: number) => formatTime(ms).slice(0, 16);

let colour = 0;
/** A small JPEG of a colour of its own. */
export const jpeg = async (): Promise<FilePartSeed> => {
  colour += 1;
  const hex = `#${(colour * 2654435761).toString(16).padStart(6, '0').slice(-6)}`;
  return { name: `p${colour}.jpg`, data: await picture(hex), type: 'image/jpeg' };
};

/**
 * Essay contests on a test's app: submit or edit an essay (`commit`) with a form of its own (`essay`),
 * an operator's token, a contest of its own (`makeContest`) and an award.
 */
export function essayCalls(t: () => TestApp) {
  const { get, post } = apiCalls(t);
  const commit = (token: string | undefined, fields: Record<string, string>, files: FilePartSeed[] = []) =>
    upload<ArticleSubmission>(t(), 'activity/article/commitArticleInfoAndFile', token, fields, files);
  const essay = (contestId: number, extra: Record<string, string> = {}) => ({
    contestId: String(contestId),
    title: '我的小作文',
    text: '今天天气很好，我和同学们一起去公园玩，看到了很多美丽的花。',
    ...extra,
  });
  const adminToken = () => t().login('admin');
  let categoryId = 0;
  /** A contest of its own through the admin API, its window given in hours from now. */
  const makeContest = async (fromHours: number, toHours: number, maxPerUser = 1) => {
    const admin = await adminToken();
    if (!categoryId) {
      const cats = await get<ArticleCategory[]>('admin/article/getCategoryList', undefined, admin);
      categoryId = cats.body.data[0]?.id ?? 0;
    }
    const now = Date.now();
    const res = await post<ArticleContest>(
      'admin/article/saveContest',
      {
        title: `测试征文${fromHours}`,
        rules: '写一篇关于校园生活的作文，三百字以上。',
        month: shanghai(now).slice(0, 7),
        categoryIds: String(categoryId),
        startsAt: shanghai(now + fromHours * HOUR),
        endsAt: shanghai(now + toHours * HOUR),
        maxPerUser: String(maxPerUser),
      },
      admin,
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const award = async (id: number, fields: Record<string, string>) =>
    post<AdminArticleSubmission>('admin/article/award', { id: String(id), ...fields }, await adminToken());
  return { commit, essay, adminToken, makeContest, award };
}
