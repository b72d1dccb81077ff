import { describe, expect, it } from 'vitest';
import type { Dialect } from '../db/index.js';
import { grantPoints, spendPoints } from '../modules/points/index.js';
import { AppError } from '../shared/errors.js';
import { useTestApp } from './app.js';
import { checkAllBalances, checkUserLedger, ledgerOf, makePointsUser } from './points.js';

/** Concurrent spends of one balance. */
const N = 200;

/**
 * The balance rules under load, straight on the points module: every spend and grant in its own
 * transaction, all started at once (real parallel connections on PostgreSQL, its pool of 10; one
 * writer at a time on SQLite). Invariants are read from the database afterwards.
 */
export function pointsConcurrencySuite(dialect: Dialect): void {
  describe(`points under concurrency on ${dialect}`, () => {
    const t = useTestApp({ dialect });
    const db = () => t().app.db;

    const spend = (userId: number, points: number, ref: string) =>
      db()
        .transaction()
        .execute((trx) => spendPoints(trx, { userId, points, reason: 'order_pay', ref }));
    const grant = (userId: number, points: number, ref: string) =>
      db()
        .transaction()
        .execute((trx) => grantPoints(trx, { userId, points, reason: 'order_refund', ref }));

    it(`${N} concurrent spends of one balance: exactly as many as it covers, never below zero`, async () => {
      const userId = await makePointsUser(db(), 100);
      const results = await Promise.allSettled(
        Array.from({ length: N }, (_, i) => spend(userId, 7, `order:${i + 1}`)),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(14);
      for (const r of refused) {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).message).toMatch(/^积分不足：本单需7积分，当前余额\d积分$/);
      }
      // Every winner saw its own balance after: 93, 86, … 2, each once.
      const afters = won.map((r) => (r as PromiseFulfilledResult<number>).value).sort((a, b) => b - a);
      expect(afters).toEqual(Array.from({ length: 14 }, (_, i) => 100 - 7 * (i + 1)));
      expect(await checkUserLedger(db(), userId)).toBe(2);
      expect(await ledgerOf(db(), userId)).toHaveLength(15);
      await checkAllBalances(db());
    });

    it(`${N} concurrent spends and grants of one balance: the sum always holds`, async () => {
      const userId = await makePointsUser(db(), 30);
      const results = await Promise.allSettled(
        Array.from({ length: N }, (_, i) =>
          i % 4 === 0 ? grant(userId, 5, `order:${i}`) : spend(userId, 3, `order:${i}`),
        ),
      );
      const grants = N / 4;
      const spends = results.filter((r, i) => i % 4 !== 0 && r.status === 'fulfilled').length;
      expect(results.filter((r, i) => i % 4 === 0 && r.status === 'rejected')).toEqual([]);
      const balance = await checkUserLedger(db(), userId);
      expect(balance).toBe(30 + 5 * grants - 3 * spends);
      expect(await ledgerOf(db(), userId)).toHaveLength(1 + grants + spends);
      await checkAllBalances(db());
    });
  });
}
