import type { Paged } from '../envelope.js';
import type { GoodsInfo, Order } from '../api/shop.js';
import { as, get, post } from '../endpoint.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/. */
export const adminShopEndpoints = {
  saveGoods: post('admin/shop/saveGoods', {
    auth: 'admin',
    input: (s) => s.adminSaveGoodsInput,
    answer: as<GoodsInfo>(),
  }),
  setShelf: post('admin/shop/setShelf', {
    auth: 'admin',
    input: (s) => s.adminShelfInput,
    answer: as<GoodsInfo>(),
  }),
  setStock: post('admin/shop/setStock', {
    auth: 'admin',
    input: (s) => s.adminStockInput,
    answer: as<GoodsInfo>(),
  }),
  orderList: get('admin/shop/getOrderList', {
    auth: 'admin',
    input: (s) => s.orderListQuery,
    answer: as<Paged<Order>>(),
  }),
  shipOrder: post('admin/shop/shipOrder', {
    auth: 'admin',
    input: (s) => s.adminShipInput,
    answer: as<Order>(),
  }),
  refundOrder: post('admin/shop/refundOrder', {
    auth: 'admin',
    input: (s) => s.adminRefundInput,
    answer: as<Order>(),
  }),
};
