import type { AdminOrder, ExportFormat } from '@jc/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/index.js';
import { formatDate } from '../../shared/time.js';
import { EXPORT_ROWS_MAX, sendTableFile } from '../archives/index.js';
import { adminOrderRows, type AdminOrderFilters } from './admin-orders.js';

const addressText = (o: AdminOrder) =>
  `${o.address.provinceName}${o.address.cityName}${o.address.districtName}${o.address.detail}`;

/** The filtered orders as a CSV or XLSX file, one row an order (its goods in one cell). */
export async function exportOrders(
  db: Db,
  reply: FastifyReply,
  q: AdminOrderFilters & { format: ExportFormat },
) {
  const orders = await adminOrderRows(db, q, EXPORT_ROWS_MAX);
  return sendTableFile(reply, {
    format: q.format,
    fileName: `积分商城订单-${formatDate(Date.now())}`,
    sheetName: '订单',
    columns: [
      { key: 'orderNo', label: '订单号', width: 22 },
      { key: 'statusText', label: '状态', width: 8 },
      { key: 'account', label: '账号', width: 14 },
      { key: 'nickname', label: '昵称', width: 12 },
      { key: 'goods', label: '商品', width: 30 },
      { key: 'totalPoints', label: '积分', width: 8 },
      { key: 'receiver', label: '收货人', width: 10 },
      { key: 'phone', label: '手机号', width: 14 },
      { key: 'address', label: '收货地址', width: 36 },
      { key: 'waybillNo', label: '运单号', width: 18 },
      { key: 'remark', label: '备注', width: 16 },
      { key: 'createdAt', label: '下单时间', width: 20 },
      { key: 'paidAt', label: '支付时间', width: 20 },
      { key: 'shippedAt', label: '发货时间', width: 20 },
      { key: 'cancelReason', label: '取消原因', width: 16 },
    ],
    rows: orders.map((o) => ({
      orderNo: o.orderNo,
      statusText: o.statusText,
      account: o.account,
      nickname: o.nickname,
      goods: o.items.map((i) => `${i.name}×${i.quantity}`).join('；'),
      totalPoints: o.totalPoints,
      receiver: o.address.name,
      phone: o.address.phone,
      address: addressText(o),
      waybillNo: o.waybillNo,
      remark: o.remark,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      shippedAt: o.shippedAt,
      cancelReason: o.cancelReason,
    })),
  });
}
