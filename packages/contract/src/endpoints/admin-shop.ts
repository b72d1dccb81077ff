import type { Paged } from '../envelope.js';
import type { GoodsInfo, Order } from '../api/shop.js';
import { as, get, post } from '../endpoint.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/. */
export const adminShopEndpoints = {
  saveGoods: post('admin/shop/saveGoods', {
    auth: 'admin',
    input: 'adminSaveGoodsInput',
    answer: as<GoodsInfo>(),
  }),
  setShelf: post('admin/shop/setShelf', { auth: 'admin', input: 'adminShelfInput', answer: as<GoodsInfo>() }),
  setStock: post('admin/shop/setStock', { auth: 'admin', input: 'adminStockInput', answer: as<GoodsInfo>() }),
  orderList: get('admin/shop/getOrderList', {
    auth: 'admin',
    input: 'orderListQuery',
    answer: as<Paged<Order>>(),
  }),
  shipOrder: post('admin/shop/shipOrder', { auth: 'admin', input: 'adminShipInput', answer: as<Order>() }),
  refundOrder: post('admin/shop/refundOrder', {
    auth: 'admin',
    input: 'adminRefundInput',
    answer: as<Order>(),
  }),
};
