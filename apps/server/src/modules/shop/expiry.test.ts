import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@jc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { checkInvariants, makeGoods, makeShopUser, stockOf } from './shop.fixtures.js';

describe('unpaid orders across a restart (SQLite file kept between two processes)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jc-shop-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('an order that expired while the server was down is cancelled by the start-up sweep, stock back', async () => {
    const first = await buildTestApp({ dialect: 'sqlite', env: { DATA_DIR: dataDir } });
    let orderId: number;
    let goodsId: number;
    try {
      const u = await makeShopUser(first.app.db, { points: 100 });
      goodsId = await makeGoods(first.app.db, { stock: 5 });
      const res = await first.call<Order>('POST', '/api/integral/commitOrder', {
        token: u.token,
        json: {
          idempotencyKey: 'restart-expiry-1',
          addressId: u.addressId,
          items: [{ goodsId, quantity: 3 }],
        },
      });
      orderId = res.body.data.orderId;
      expect((await stockOf(first.app.db, goodsId)).stock).toBe(2);
    } finally {
      await first.close();
    }
    // While "down", the 30 minutes pass.
    const second = await buildTestApp({ dialect: 'sqlite', env: { DATA_DIR: dataDir } });
    try {
      await second.app.db
        .updateTable('orders')
        .set({ expires_at: Date.now() - 60_000 })
        .where('id', '=', orderId)
        .execute();
    } finally {
      await second.close();
    }
    // Start again: no request touches the order, the start-up sweep alone cancels it.
    const third = await buildTestApp({ dialect: 'sqlite', env: { DATA_DIR: dataDir } });
    try {
      const row = await third.app.db
        .selectFrom('orders')
        .select(['status', 'cancel_reason'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', cancel_reason: '超时未支付，系统已自动取消' });
      expect((await stockOf(third.app.db, goodsId)).stock).toBe(5);
      await checkInvariants(third.app.db);
    } finally {
      await third.close();
    }
  });
});
