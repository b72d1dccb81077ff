import type { Paged, YangshuBook, YangshuQuota } from '@jc/contract';
import { apiCalls } from '../../test/api.js';
import type { TestApp } from '../../test/app.js';
import { makeShopUser, type ShopUser } from '../shop/shop.fixtures.js';

/** Sample books on a test's app: a fresh teacher, the offers a caller sees, and their term quota. */
export function sampleBookCalls(t: () => TestApp) {
  const { get } = apiCalls(t);
  const db = () => t().app.db;

  /** A pupil made a certified teacher (the role is read per request), with an address. */
  const makeTeacher = async (): Promise<ShopUser> => {
    const u = await makeShopUser(db());
    await db().updateTable('users').set({ is_teacher: 1 }).where('id', '=', u.id).execute();
    return u;
  };
  const offers = async (token: string, q: Record<string, string> = {}) =>
    (await get<Paged<YangshuBook>>('yangshu/getYangshuList', { pageSize: '50', ...q }, token)).body.data;
  const quota = async (token: string) =>
    (await get<YangshuQuota>('yangshu/getQuota', undefined, token)).body.data;
  return { makeTeacher, offers, quota };
}
