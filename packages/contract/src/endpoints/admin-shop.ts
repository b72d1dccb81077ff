import type { Paged } from '../envelope.js';
import type { GoodsInfo, Order } from '../api/shop.js';
import { as, get, post } from '../endpoint.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/. */
export const adminShopEndpoints = {
  saveGoods: post('admin/shop/saveGoods', 'admin', 'adminSaveGoodsInput', as<GoodsInfo>()),
  setShelf: post('admin/shop/setShelf', 'admin', 'adminShelfInput', as<GoodsInfo>()),
  setStock: post('admin/shop/setStock', 'admin', 'adminStockInput', as<GoodsInfo>()),
  orderList: get('admin/shop/getOrderList', 'admin', 'orderListQuery', as<Paged<Order>>()),
  shipOrder: post('admin/shop/shipOrder', 'admin', 'adminShipInput', as<Order>()),
  refundOrder: post('admin/shop/refundOrder', 'admin', 'adminRefundInput', as<Order>()),
};
