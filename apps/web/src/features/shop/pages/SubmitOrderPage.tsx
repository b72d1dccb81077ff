import { useMemo, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useQueries } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type Address, type GoodsInfo } from '@jc/contract';
import { ChevronRightIcon } from '@/components/icons';
import { PageStatus } from '@/components/PageStatus';
import { allOf } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { readChosenAddress } from '@/lib/address-choice';
import { useMyInfo } from '@/lib/auth';
import { shopQueries, useAddresses, useCommitOrder } from '../api/shop';
import { AddressSummary } from '../components/AddressSummary';
import { ListSkeleton } from '../components/GoodsCard';
import { OrderItemRow } from '../components/OrderItems';
import { Points } from '../components/Points';
import { makeIdempotencyKey } from '../lib/idempotency';
import { decodeItems } from '../lib/order-items';
import { clampQuantity, maxQuantity } from '../lib/quantity';
import shopStyles from './shop-pages.module.css';
import barStyles from './shop-bottom-bar.module.css';
import styles from './order-pages.module.css';

/** 提交订单: address, items, remark, total and balance; commit once, then pay on the order page. */
export default function SubmitOrderPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = useMemo(() => decodeItems(params.get('items')), [params]);
  const fromCart = params.get('fromCart') === '1';
  // One key per visit of this page: double taps and retries make one order.
  const [idempotencyKey] = useState(() => makeIdempotencyKey());
  const [remark, setRemark] = useState('');
  const myInfo = useMyInfo();
  const addresses = useAddresses();
  const commit = useCommitOrder();
  const goods = useQueries({
    queries: wanted.map((w) => shopQueries.good(w.goodsId)),
  });

  if (wanted.length === 0) {
    return (
      <PageStatus
        art="empty"
        title="还没有选择商品"
        actionText="去积分商城"
        onAction={() => void navigate(PAGES.shoppingIndex.path, { replace: true })}
      />
    );
  }
  const orderForm = (list: Address[], infos: GoodsInfo[]) => {
    const lines = wanted.map((w, i) => {
      const info = infos[i]!;
      const quantity = clampQuantity(w.quantity, maxQuantity(info.stock, info.limitPerUser));
      return { info, quantity };
    });
    const chosenId = readChosenAddress();
    const address = list.find((a) => a.id === chosenId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
    const total = lines.reduce((n, l) => n + l.info.points * l.quantity, 0);
    const balance = myInfo.data?.points ?? 0;
    const unavailable = lines.filter((l) => !l.info.onShelf || l.quantity < 1);
    const short = total > balance;

    const submit = () => {
      if (!address || commit.isPending) return;
      commit.mutate(
        {
          idempotencyKey,
          addressId: address.id,
          items: lines.map((l) => ({ goodsId: l.info.goodsId, quantity: l.quantity })),
          fromCart,
          remark: remark.trim(),
        },
        {
          onSuccess: (order) =>
            void navigate(`${PAGES.shoppingOrderDetails.path}?orderId=${order.orderId}&pay=1`, {
              replace: true,
            }),
        },
      );
    };

    return (
      <div className={`${shopStyles.page} ${shopStyles.withBar}`}>
        <button
          type="button"
          className={`${shopStyles.card} ${shopStyles.addressCard}`}
          onClick={() =>
            void navigate(
              address ? `${PAGES.addressList.path}?choose=1` : `${PAGES.changeAddress.path}?choose=1`,
            )
          }
        >
          <AddressSummary address={address} />
          <ChevronRightIcon size={20} className={styles.chevron} />
        </button>

        <section className={shopStyles.card}>
          <h2 className={shopStyles.cardTitle}>兑换商品</h2>
          {lines.map((l) => (
            <OrderItemRow
              key={l.info.goodsId}
              item={{
                goodsId: l.info.goodsId,
                name: l.info.name,
                picture: l.info.picture,
                points: l.info.points,
                quantity: l.quantity,
              }}
            />
          ))}
          {unavailable.length > 0 ? (
            <p className={styles.warn}>{unavailable.map((l) => l.info.name).join('、')} 已下架或库存不足</p>
          ) : null}
        </section>

        <section className={shopStyles.card}>
          <div className={styles.kv}>
            <span>商品积分</span>
            <Points value={total} size="sm" />
          </div>
          <div className={styles.kv}>
            <span>我的积分</span>
            <span className={short ? styles.danger : ''}>{balance.toLocaleString('zh-CN')}</span>
          </div>
          <div className={styles.remark}>
            <span>订单备注</span>
            <TextArea
              value={remark}
              onChange={setRemark}
              placeholder="选填，给我们留言"
              maxLength={100}
              rows={2}
              showCount
            />
          </div>
        </section>
        {short ? <p className={styles.warnCenter}>积分不足，还差 {total - balance} 积分</p> : null}

        <footer className={barStyles.bottomBar}>
          <div className={barStyles.barTotal}>
            共{lines.reduce((n, l) => n + l.quantity, 0)}件 合计 <Points value={total} size="md" />
          </div>
          <Button
            color="primary"
            shape="rounded"
            className={barStyles.barSettle}
            loading={commit.isPending}
            disabled={!address || short || unavailable.length > 0 || commit.isPending}
            onClick={submit}
          >
            提交订单
          </Button>
        </footer>
      </div>
    );
  };

  return (
    <QueryView
      query={allOf(addresses, allOf(...goods))}
      loading={<ListSkeleton rows={3} />}
      error={(_, retry) => ({
        title: '订单信息加载失败',
        description: '商品可能已下架，或网络不佳。',
        actionText: '重试',
        onAction: retry,
        secondaryText: '返回',
        onSecondary: () => void navigate(-1),
      })}
    >
      {([list, infos]) => orderForm(list, infos)}
    </QueryView>
  );
}
