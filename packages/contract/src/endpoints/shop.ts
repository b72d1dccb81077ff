import type { Paged } from '../envelope.js';
import type {
  CartLine,
  GoodsCategory,
  GoodsInfo,
  GoodsListItem,
  HotGoods,
  LedgerPage,
  Order,
} from '../api/shop.js';
import { as, get, post } from '../endpoint.js';

/** The points shop (integral/…): goods, cart, orders and the points ledger. */
export const shopEndpoints = {
  goodsList: get('integral/getGoodsList', {
    auth: 'none',
    input: 'goodsListQuery',
    answer: as<Paged<GoodsListItem>>(),
  }),
  goodsInfo: get('integral/getGoodsInfo', { auth: 'none', input: 'goodsInfoQuery', answer: as<GoodsInfo>() }),
  categories: get('integral/getDicList', { auth: 'none', answer: as<GoodsCategory[]>() }),
  hotList: get('integral/getFengYunBang', { auth: 'none', input: 'hotListQuery', answer: as<HotGoods[]>() }),
  cart: get('integral/getMyCartList', { auth: 'user', answer: as<CartLine[]>() }),
  /** Answers the whole cart. */
  addToCart: post('integral/addToMyCart', {
    auth: 'user',
    input: 'addToCartInput',
    answer: as<CartLine[]>(),
  }),
  /** `goodsId=1,2,3`; answers the whole cart. */
  deleteCart: post('integral/deleteMyCart', {
    auth: 'user',
    input: 'deleteCartInput',
    answer: as<CartLine[]>(),
  }),
  /** The new order, or for a repeated idempotency key the existing one. */
  commitOrder: post('integral/commitOrder', {
    auth: 'user',
    body: 'json',
    input: 'commitOrderInput',
    answer: as<Order>(),
  }),
  payOrder: post('integral/payOrderByPwd', { auth: 'user', input: 'payOrderInput', answer: as<Order>() }),
  /** The cancelled order, or null once deleted. */
  cancelOrDelete: post('integral/cancleOrDeleteOrder', {
    auth: 'user',
    input: 'cancelOrDeleteInput',
    answer: as<Order | null>(),
  }),
  confirmReceipt: post('integral/confirmReceiptByOrder', {
    auth: 'user',
    input: 'confirmReceiptInput',
    answer: as<Order>(),
  }),
  orderList: get('integral/getOrderList', {
    auth: 'user',
    input: 'orderListQuery',
    answer: as<Paged<Order>>(),
  }),
  ledger: get('integral/getIntegralUseList', {
    auth: 'user',
    input: 'ledgerQuery',
    answer: as<LedgerPage>(),
  }),
};
