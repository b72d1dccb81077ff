import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDER_STATUSES, ORDER_STATUS_TEXT, PAGES, type Order, type OrderStatus } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { useOrderList } from '../api/shop';
import { ListSkeleton } from '../components/GoodsCard';
import { OrderCard } from '../components/OrderCard';
import { useOrderActions } from '../hooks/use-order-actions';
import shopStyles from './shop-pages.module.css';

type Tab = OrderStatus | 'all';
const TABS: { key: Tab; title: string }[] = [
  { key: 'all', title: '全部' },
  ...ORDER_STATUSES.map((s) => ({ key: s, title: ORDER_STATUS_TEXT[s] })),
];

function OrderTab({ status }: { status: Tab }) {
  const navigate = useNavigate();
  const orders = useOrderList(status);
  const { actionsFor, busy } = useOrderActions();
  return (
    <InfiniteList
      query={orders}
      error="订单加载失败"
      loading={<ListSkeleton rows={3} />}
      endText="— 没有更多订单了 —"
      empty={{
        title: status === 'all' ? '还没有订单' : `没有${TABS.find((t) => t.key === status)?.title}的订单`,
        description: '用积分兑换喜欢的礼品吧。',
        actionText: '去积分商城',
        onAction: () => void navigate(PAGES.shoppingIndex.path),
      }}
    >
      {(list: Order[]) => (
        <div className={shopStyles.listPad}>
          {list.map((order) => (
            <OrderCard
              key={order.orderId}
              order={order}
              actions={actionsFor(order)}
              busy={busy}
              onOpen={() => void navigate(`${PAGES.shoppingOrderDetails.path}?orderId=${order.orderId}`)}
            />
          ))}
        </div>
      )}
    </InfiniteList>
  );
}

/** 我的订单: status tabs, each a paged list with its actions. */
export default function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const active: Tab = TABS.some((t) => t.key === raw) ? (raw as Tab) : 'all';
  return (
    <div className={shopStyles.page}>
      <Tabs
        className={shopStyles.tabs}
        activeKey={active}
        onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
      >
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <OrderTab key={active} status={active} />
    </div>
  );
}
