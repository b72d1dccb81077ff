import type { AddressInfo } from 'node:net';
import type { CheckinCounts, CheckinPost, Envelope } from '@jc/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../db/index.js';
import { makeNonce, useTestApp } from '../../test/app.js';
import { checkAllBalances } from '../../test/points.js';
import { makeShopUsers } from '../shop/shop.fixtures.js';
import { makeCamp, summaryOf } from './checkin.fixtures.js';

const N = 200;

/**
 * Likes and comments under load, against the real listening server: real sockets, a fresh nonce and a
 * real token per request, all fired at once. The counts kept on the post and the author's summary
 * must equal the rows.
 */
export function checkinConcurrencySuite(dialect: Dialect): void {
  describe(`check-in likes and comments under concurrency on ${dialect}`, () => {
    const t = useTestApp({ dialect });
    const db = () => t().app.db;
    let base = '';

    beforeAll(async () => {
      await t().app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
    });

    async function post<T>(path: string, token: string, body: Record<string, string>) {
      const res = await fetch(`${base}/api/${path}`, {
        method: 'POST',
        headers: {
          nonce: makeNonce(),
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(body).toString(),
      });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    }

    it(`${N} likes and ${N} comments at once on one post by ${N} users: counts exact; then ${N} unlikes and twice-likes`, async () => {
      const camp = await makeCamp(db());
      const [author, ...fans] = await makeShopUsers(db(), N + 1);
      if (!author) throw new Error('no author');
      expect(
        (await post('dakaying/commitDakaYingBaoming', author.token, { dakaId: String(camp.campId) })).status,
      ).toBe(200);
      const made = await post<CheckinPost>('dakaying/commitDakaInfoAndFile', author.token, {
        taskId: String(camp.taskIds[0]),
        content: '请大家点赞',
      });
      expect(made.status).toBe(200);
      const id = String(made.body.data.dakaInfoId);

      const results = await Promise.all(
        fans.flatMap((f, i) => [
          post<CheckinCounts>('dakaying/saveComment', f.token, { dakaInfoId: id, type: 'like' }),
          post<CheckinCounts>('dakaying/saveComment', f.token, { dakaInfoId: id, content: `第${i}条评论` }),
          // A second like of the same user at the same time: exactly one of the two wins.
          ...(i % 4 === 0
            ? [post<CheckinCounts>('dakaying/saveComment', f.token, { dakaInfoId: id, type: 'like' })]
            : []),
        ]),
      );
      const twice = N / 4;
      expect(results.filter((r) => r.status === 200)).toHaveLength(2 * N);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(twice);
      for (const r of refused) expect(r.body).toMatchObject({ code: 409, msg: '已经点过赞了' });

      const row = await db()
        .selectFrom('checkin_posts')
        .select(['like_count', 'comment_count'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ like_count: N, comment_count: N });
      const likes = await db()
        .selectFrom('checkin_likes')
        .select('user_id')
        .where('post_id', '=', Number(id))
        .execute();
      expect(likes).toHaveLength(N);
      expect((await summaryOf(db(), camp.campId, author.id)).likes_received).toBe(N);

      const unliked = await Promise.all(
        fans.map((f) => post<CheckinCounts>('dakaying/deleteDianzan', f.token, { dakaInfoId: id })),
      );
      expect(unliked.every((r) => r.status === 200)).toBe(true);
      const after = await db()
        .selectFrom('checkin_posts')
        .select(['like_count', 'comment_count'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ like_count: 0, comment_count: N });
      expect((await summaryOf(db(), camp.campId, author.id)).likes_received).toBe(0);
      await checkAllBalances(db());
    });

    it(`${N} check-ins at once of one user on three tasks: one post per task, the day counted once, points once per task`, async () => {
      const camp = await makeCamp(db(), { points: 4 });
      const [u] = await makeShopUsers(db(), 1);
      if (!u) throw new Error('no user');
      await post('dakaying/commitDakaYingBaoming', u.token, { dakaId: String(camp.campId) });
      const results = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          post<CheckinPost>('dakaying/commitDakaInfoAndFile', u.token, {
            taskId: String(camp.taskIds[i % 3]),
            content: `并发打卡${i}`,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.msg).toBe('今天已经打过卡了');
      expect(await summaryOf(db(), camp.campId, u.id)).toMatchObject({
        days: 1,
        streak: 1,
        checkin_count: 3,
      });
      const ledger = await db()
        .selectFrom('points_ledger')
        .select('delta')
        .where('user_id', '=', u.id)
        .execute();
      expect(ledger.map((r) => r.delta)).toEqual([4, 4, 4]);
      await checkAllBalances(db());
    });
  });
}
