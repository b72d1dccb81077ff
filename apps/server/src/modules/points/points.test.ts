import { Code } from '@jc/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { dialects, useTestApp } from '../../test/app.js';
import { checkUserLedger, ledgerOf, makePointsUser } from '../../test/points.js';
import { balanceOf, grantPoints, ledgerPage, spendPoints } from './index.js';

describe.each(dialects)('points on %s', (dialect) => {
  const t = useTestApp({ dialect });
  const db = () => t().app.db;

  it('grants: the balance grows and one ledger row says by how much, why and for what', async () => {
    const userId = await makePointsUser(db());
    const at = Date.UTC(2026, 0, 5, 2, 0, 0);
    const after = await db()
      .transaction()
      .execute((trx) => grantPoints(trx, { userId, points: 30, reason: 'checkin', ref: 'checkin:7', at }));
    expect(after).toBe(30);
    expect(await balanceOf(db(), userId)).toBe(30);
    expect(await ledgerOf(db(), userId)).toEqual([
      { delta: 30, balance_after: 30, reason: 'checkin', ref: 'checkin:7' },
    ]);
    const row = await db()
      .selectFrom('points_ledger')
      .select('created_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(at);
  });

  it('spends: the balance shrinks and the row carries the negative delta and the balance after', async () => {
    const userId = await makePointsUser(db(), 100);
    const after = await db()
      .transaction()
      .execute((trx) => spendPoints(trx, { userId, points: 35, reason: 'order_pay', ref: 'order:9' }));
    expect(after).toBe(65);
    expect(await ledgerOf(db(), userId)).toEqual([
      { delta: 100, balance_after: 100, reason: 'operator_grant', ref: 'test' },
      { delta: -35, balance_after: 65, reason: 'order_pay', ref: 'order:9' },
    ]);
    expect(await checkUserLedger(db(), userId)).toBe(65);
  });

  it('refuses a spend larger than the balance and writes nothing, not even the caller’s earlier changes', async () => {
    const userId = await makePointsUser(db(), 20);
    const refusal = await db()
      .transaction()
      .execute(async (trx) => {
        await grantPoints(trx, { userId, points: 5, reason: 'operator_grant', ref: 'test' });
        await spendPoints(trx, { userId, points: 30, reason: 'order_pay', ref: 'order:1' });
      })
      .catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 409,
      code: Code.businessRule,
      message: '积分不足：本单需30积分，当前余额25积分',
    });
    expect(await balanceOf(db(), userId)).toBe(20);
    expect(await ledgerOf(db(), userId)).toHaveLength(1);
  });

  it('refuses amounts that are not positive whole numbers', async () => {
    const userId = await makePointsUser(db(), 10);
    for (const points of [0, -5, 1.5]) {
      await expect(
        db()
          .transaction()
          .execute((trx) => spendPoints(trx, { userId, points, reason: 'order_pay', ref: 'order:1' })),
      ).rejects.toThrow('positive integer');
      await expect(
        db()
          .transaction()
          .execute((trx) => grantPoints(trx, { userId, points, reason: 'operator_grant', ref: 'x' })),
      ).rejects.toThrow('positive integer');
    }
    expect(await checkUserLedger(db(), userId)).toBe(10);
  });

  it('keeps the balance equal to the ledger sum through grants, spends, refunds and a refusal', async () => {
    const userId = await makePointsUser(db(), 50);
    const steps: ['grant' | 'spend', number][] = [
      ['spend', 20],
      ['grant', 10],
      ['spend', 40],
      ['spend', 1],
      ['grant', 100],
      ['spend', 99],
    ];
    for (const [kind, points] of steps) {
      await db()
        .transaction()
        .execute((trx) =>
          kind === 'grant'
            ? grantPoints(trx, { userId, points, reason: 'order_refund', ref: 'order:3' })
            : spendPoints(trx, { userId, points, reason: 'order_pay', ref: 'order:3' }),
        )
        .catch(() => undefined);
    }
    // 50 −20 +10 −40 (−1 refused at 0) +100 −99
    expect(await checkUserLedger(db(), userId)).toBe(1);
    expect(await ledgerOf(db(), userId)).toHaveLength(6);
  });

  it('pages the ledger newest first with the balance, filtered by earn or spend', async () => {
    const userId = await makePointsUser(db());
    const day = 86_400_000;
    const base = Date.UTC(2026, 2, 1);
    await db()
      .transaction()
      .execute(async (trx) => {
        await grantPoints(trx, { userId, points: 200, reason: 'essay_award', ref: 'essay:4', at: base });
        await spendPoints(trx, { userId, points: 80, reason: 'order_pay', ref: 'order:12', at: base + day });
        await grantPoints(trx, {
          userId,
          points: 80,
          reason: 'order_refund',
          ref: 'order:12',
          at: base + 2 * day,
        });
      });
    const all = await ledgerPage(db(), userId, { pageNum: 1, pageSize: 2 });
    expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 2, balance: 200 });
    expect(
      all.list.map((e) => [e.delta, e.balanceAfter, e.reason, e.reasonText, e.refType, e.refId]),
    ).toEqual([
      [80, 200, 'order_refund', '订单退款', 'order', 12],
      [-80, 120, 'order_pay', '积分兑换', 'order', 12],
    ]);
    expect(all.list[0]?.createdAt).toBe('2026-03-03 08:00:00');
    const earned = await ledgerPage(db(), userId, { pageNum: 1, pageSize: 10, kind: 'earn' });
    expect(earned.list.map((e) => e.delta)).toEqual([80, 200]);
    const spent = await ledgerPage(db(), userId, { pageNum: 1, pageSize: 10, kind: 'spend' });
    expect(spent).toMatchObject({ total: 1, balance: 200 });
  });
});
