import type { Paged } from '../envelope.js';
import type {
  CartLine,
  GoodsCategory,
  GoodsInfo,
  GoodsListItem,
  HotGoods,
  LedgerPage,
  Order,
} from './types.js';
import { as, get, post } from '../endpoint.js';

/** The points shop (integral/…): goods, cart, orders and the points ledger. */
export const shopEndpoints = {
  goodsList: get('integral/getGoodsList', 'none', 'goodsListQuery', as<Paged<GoodsListItem>>()),
  goodsInfo: get('integral/getGoodsInfo', 'none', 'goodsInfoQuery', as<GoodsInfo>()),
  categories: get('integral/getDicList', 'none', null, as<GoodsCategory[]>()),
  hotList: get('integral/getFengYunBang', 'none', 'hotListQuery', as<HotGoods[]>()),
  cart: get('integral/getMyCartList', 'user', null, as<CartLine[]>()),
  /** Answers the whole cart. */
  addToCart: post('integral/addToMyCart', 'user', 'addToCartInput', as<CartLine[]>()),
  /** `goodsId=1,2,3`; answers the whole cart. */
  deleteCart: post('integral/deleteMyCart', 'user', 'deleteCartInput', as<CartLine[]>()),
  /** The new order, or for a repeated idempotency key the existing one. */
  commitOrder: post('integral/commitOrder', 'user', 'commitOrderInput', as<Order>(), 'json'),
  payOrder: post('integral/payOrderByPwd', 'user', 'payOrderInput', as<Order>()),
  /** The cancelled order, or null once deleted. */
  cancelOrDelete: post('integral/cancleOrDeleteOrder', 'user', 'cancelOrDeleteInput', as<Order | null>()),
  confirmReceipt: post('integral/confirmReceiptByOrder', 'user', 'confirmReceiptInput', as<Order>()),
  orderList: get('integral/getOrderList', 'user', 'orderListQuery', as<Paged<Order>>()),
  ledger: get('integral/getIntegralUseList', 'user', 'ledgerQuery', as<LedgerPage>()),
};
