import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import {
  adminShopEndpoints,
  ORDER_STATUS_TEXT,
  type AdminOrder,
  type ExportFormat,
  type OrderStatus,
} from '@jc/contract';
import { ConsolePage, ConsoleTable, ReasonModal, tableState, type ConsoleFilter } from '@/console-kit';
import { exportOrders, useRefundOrder } from '../api/shop-console';
import { ShipModal } from './ShipModal';
import styles from './shop-console.module.css';

const STATUS_COLOR: Record<OrderStatus, string> = {
  unpaid: 'default',
  paid: 'orange',
  shipped: 'blue',
  completed: 'green',
  cancelled: 'red',
};

const FILTERS: ConsoleFilter[] = [
  { name: 'keyword', label: '搜索', placeholder: '订单号、账号、收货人或手机号' },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    options: Object.entries(ORDER_STATUS_TEXT).map(([value, label]) => ({ label, value })),
  },
  { name: 'fromDate', label: '下单从', kind: 'date' },
  { name: 'toDate', label: '至', kind: 'date' },
];

/** 订单: every pupil's orders, filtered; ship with a waybill, refund with a reason, export. */
export default function OrdersPage() {
  const [params] = useSearchParams();
  const [shipping, setShipping] = useState<AdminOrder | null>(null);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const refund = useRefundOrder();

  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const name = await exportOrders(tableState(params, FILTERS, 20).values, format);
      void message.success(`已导出 ${name}`);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumnsType<AdminOrder> = [
    {
      title: '订单号',
      dataIndex: 'orderNo',
      width: 230,
      render: (no: string, o) => (
        <>
          <Typography.Text copyable>{no}</Typography.Text>
          <div className={styles.sub}>{o.createdAt}</div>
        </>
      ),
    },
    {
      title: '用户',
      width: 120,
      render: (_, o) => (
        <>
          {o.nickname || o.account}
          <div className={styles.sub}>{o.account}</div>
        </>
      ),
    },
    {
      title: '商品',
      render: (_, o) => (
        <ul className={styles.items}>
          {o.items.map((i) => (
            <li key={i.goodsId}>
              {i.name} × {i.quantity}
            </li>
          ))}
        </ul>
      ),
    },
    { title: '积分', dataIndex: 'totalPoints', width: 80, align: 'right' },
    {
      title: '收货信息',
      width: 200,
      render: (_, o) => (
        <>
          {o.address.name} {o.address.phone}
          <div className={styles.sub}>
            {o.address.provinceName}
            {o.address.cityName}
            {o.address.districtName}
            {o.address.detail}
          </div>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      render: (s: OrderStatus, o) => (
        <>
          <Tag color={STATUS_COLOR[s]}>{o.statusText}</Tag>
          {o.waybillNo ? <div className={styles.sub}>运单 {o.waybillNo}</div> : null}
          {o.cancelReason ? <div className={styles.sub}>{o.cancelReason}</div> : null}
        </>
      ),
    },
    {
      title: '操作',
      width: 120,
      render: (_, o) =>
        o.status === 'paid' ? (
          <Space size={0}>
            <Button type="link" onClick={() => setShipping(o)}>
              发货
            </Button>
            <Button type="link" danger onClick={() => setRefunding(o)}>
              退款
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <ConsolePage
      title="订单"
      description="全部用户的积分订单；待发货的订单可以发货或取消退款（积分和库存退回）。"
    >
      <ConsoleTable
        endpoint={adminShopEndpoints.orderList}
        rowKey="orderId"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的订单"
        toolbar={
          <Space>
            <Button
              loading={exporting === 'xlsx'}
              disabled={exporting !== null}
              onClick={() => void runExport('xlsx')}
            >
              导出 Excel
            </Button>
            <Button
              loading={exporting === 'csv'}
              disabled={exporting !== null}
              onClick={() => void runExport('csv')}
            >
              导出 CSV
            </Button>
          </Space>
        }
      />
      <ShipModal order={shipping} onClose={() => setShipping(null)} />
      <ReasonModal
        open={refunding !== null}
        title={refunding ? `取消订单并退款：${refunding.orderNo}` : '退款'}
        label="取消原因"
        okText="确认退款"
        maxLength={100}
        onClose={() => setRefunding(null)}
        onSubmit={async (reason) => {
          if (!refunding) return;
          await refund.mutateAsync({ orderId: refunding.orderId, reason });
          void message.success('订单已取消，积分和库存已退回');
        }}
      />
    </ConsolePage>
  );
}
