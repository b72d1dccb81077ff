import { z } from 'zod';
import { pageQuery } from '../paging.js';
import { formBoolean, type AddressSnapshot } from '../address/types.js';
import { sixDigitPassword } from '../account/types.js';
import { exportFormatField } from '../archives/types.js';
import { fileParts } from '../shared/uploads.js';
import { INT_MAX, MAX_ROW_ID, rowId } from '../shared/ids.js';

/** integral/getDicList: goods categories. */
export interface GoodsCategory {
  id: number;
  name: string;
  icon: string;
}

/** One good in a list (integral/getGoodsList). Prices are whole points. */
export interface GoodsListItem {
  goodsId: number;
  name: string;
  picture: string;
  points: number;
  stock: number;
  /** Units exchanged so far (paid orders, not cancelled). */
  exchanged: number;
  categoryId: number;
}

/** integral/getGoodsInfo?goodsId: one good. Goods off the shelf answer 404 to users. */
export interface GoodsInfo extends GoodsListItem {
  pictures: string[];
  description: string;
  categoryName: string;
  /** At most this many units per user across their orders (0 = no limit). */
  limitPerUser: number;
  onShelf: boolean;
}

export const GOODS_SORTS = ['default', 'hot', 'pointsAsc', 'pointsDesc', 'newest'] as const;

const goodsId = rowId('请选择商品', '商品不存在');
const orderId = rowId('请选择订单', '订单不存在');

/** GET integral/getGoodsList. */
export const goodsListQuery = z.object({
  ...pageQuery,
  categoryId: rowId('分类不存在', '分类不存在').optional(),
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').optional(),
  sort: z.enum(GOODS_SORTS, { error: '排序方式不正确' }).default('default'),
});
export type GoodsListQuery = z.input<typeof goodsListQuery>;

export const goodsInfoQuery = z.object({ goodsId });

/** A line of the cart (integral/getMyCartList). */
export interface CartLine {
  goodsId: number;
  name: string;
  picture: string;
  points: number;
  quantity: number;
  stock: number;
  onShelf: boolean;
}

export const MAX_QUANTITY = 99;

const quantity = z.coerce
  .number({ error: '数量须为数字' })
  .int('数量须为整数')
  .min(1, '数量至少为1')
  .max(MAX_QUANTITY, `数量不能超过${MAX_QUANTITY}`);

/** POST integral/addToMyCart: `add` adds to the line (default), `set` sets its quantity. */
export const addToCartInput = z.object({
  goodsId,
  quantity: quantity.default(1),
  mode: z.enum(['add', 'set'], { error: 'mode 须为 add 或 set' }).default('add'),
});
export type AddToCartInput = z.input<typeof addToCartInput>;

/** POST integral/deleteMyCart?goodsId=1,2,3 */
export const deleteCartInput = z.object({
  goodsId: z
    .string({ error: '请选择商品' })
    .regex(/^\d+(,\d+)*$/, '商品编号不正确')
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(z.number().int('商品编号不正确').max(MAX_ROW_ID, '商品编号不正确'))),
});

export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};
/** An unpaid order is cancelled automatically after this long (domain.md). */
export const ORDER_PAY_WINDOW_MS = 30 * 60_000;

export interface OrderItem {
  goodsId: number;
  name: string;
  picture: string;
  points: number;
  quantity: number;
}

export interface Order {
  orderId: number;
  /** Human-readable number, e.g. JF20261122000123. */
  orderNo: string;
  status: OrderStatus;
  statusText: string;
  totalPoints: number;
  items: OrderItem[];
  address: AddressSnapshot;
  remark: string;
  waybillNo: string;
  createdAt: string;
  /** Unpaid orders: when they are cancelled if still unpaid. */
  expiresAt: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string;
}

/** POST integral/commitOrder (JSON). The same idempotencyKey twice makes one order. */
export const commitOrderInput = z.object({
  idempotencyKey: z
    .string({ error: '缺少下单标识' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '下单标识须为8到64位字母、数字、下划线或短横线'),
  addressId: rowId('请选择收货地址', '请选择收货地址'),
  items: z
    .array(z.object({ goodsId, quantity }), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(20, '一次最多兑换20种商品'),
  /** Remove the ordered goods from the cart. */
  fromCart: formBoolean('是否来自购物车').default(false),
  remark: z.string().trim().max(100, '备注不能超过100个字').default(''),
});
export type CommitOrderInput = z.input<typeof commitOrderInput>;

/** GET integral/getOrderList (?status, ?orderId for one). */
export const orderListQuery = z.object({
  ...pageQuery,
  status: z.enum(ORDER_STATUSES, { error: '订单状态不正确' }).optional(),
  orderId: orderId.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** POST integral/payOrderByPwd {orderId, pwd}. */
export const payOrderInput = z.object({ orderId, pwd: sixDigitPassword });
export type PayOrderInput = z.input<typeof payOrderInput>;

/** POST integral/cancleOrDeleteOrder: cancel an unpaid order, or delete (hide) a cancelled or completed one. */
export const cancelOrDeleteInput = z.object({
  orderId,
  /** Omitted: cancel when unpaid, delete when cancelled or completed. */
  type: z.enum(['cancel', 'delete'], { error: 'type 须为 cancel 或 delete' }).optional(),
});
export type CancelOrDeleteInput = z.input<typeof cancelOrDeleteInput>;

export const confirmReceiptInput = z.object({ orderId });

/** Payment password: 5 wrong tries lock paying for 15 minutes (domain.md). */
export const PAY_PWD_MAX_TRIES = 5;
export const PAY_PWD_LOCK_MS = 15 * 60_000;

/** POST myInfo/zhifuPwdSave {pwd, oldPwd}: oldPwd is required once a payment password is set. */
export const savePayPwdInput = z.object({ pwd: sixDigitPassword, oldPwd: sixDigitPassword.optional() });
export type SavePayPwdInput = z.input<typeof savePayPwdInput>;

/** POST myInfo/zhifuPwdVerifying {pwd}. */
export const verifyPayPwdInput = z.object({ pwd: sixDigitPassword });

/** One row of the points ledger (integral/getIntegralUseList). */
export interface LedgerEntry {
  id: number;
  /** Positive when earned, negative when spent. */
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  reasonText: string;
  /** The order, check-in, essay… the change belongs to. */
  refType: string;
  refId: number | null;
  createdAt: string;
}

export const LEDGER_REASONS = [
  'checkin',
  'essay_award',
  'error_reward',
  'teacher_upload',
  'operator_grant',
  'order_pay',
  'order_refund',
  'operator_deduct',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
export const LEDGER_REASON_TEXT: Record<LedgerReason, string> = {
  checkin: '打卡奖励',
  essay_award: '征文获奖',
  error_reward: '纠错奖励',
  teacher_upload: '教师积分上传',
  operator_grant: '运营发放',
  order_pay: '积分兑换',
  order_refund: '订单退款',
  operator_deduct: '运营扣除',
};

export const ledgerQuery = z.object({
  ...pageQuery,
  kind: z.enum(['earn', 'spend'], { error: 'kind 须为 earn 或 spend' }).optional(),
});

/** getIntegralUseList answers a page of the ledger plus the current balance. */
export interface LedgerPage {
  list: LedgerEntry[];
  total: number;
  pageNum: number;
  pageSize: number;
  balance: number;
}

/** integral/getFengYunBang: goods ranked by units exchanged in the last `days` days. */
export const hotListQuery = z.object({
  days: z.coerce.number().int().min(1, '统计天数至少为1').max(365, '统计天数不能超过365').default(30),
  limit: z.coerce.number().int().min(1).max(50, '最多50名').default(20),
});
export interface HotGoods extends GoodsListItem {
  rank: number;
  exchangedInWindow: number;
}

/* ---- Operator calls (admin role), under /api/admin/shop/ ---- */

export const adminSaveGoodsInput = z.object({
  goodsId: goodsId.optional(),
  name: z
    .string({ error: '请输入商品名称' })
    .trim()
    .min(1, '请输入商品名称')
    .max(40, '商品名称不能超过40个字'),
  pictures: z.array(z.string().min(1).max(512)).min(1, '至少一张商品图片').max(9, '商品图片最多9张'),
  description: z.string().trim().max(2000, '商品描述不能超过2000个字').default(''),
  categoryId: rowId('请选择分类', '请选择分类'),
  points: z.coerce
    .number({ error: '请输入积分价格' })
    .int('积分价格须为整数')
    .min(1, '积分价格至少为1')
    .max(INT_MAX, '积分价格超出范围'),
  stock: z.coerce
    .number({ error: '请输入库存' })
    .int('库存须为整数')
    .min(0, '库存不能为负数')
    .max(INT_MAX, '库存超出范围'),
  limitPerUser: z.coerce
    .number()
    .int('限购数量须为整数')
    .min(0, '限购数量不能为负数')
    .max(INT_MAX, '限购数量超出范围')
    .default(0),
  onShelf: formBoolean('上架状态').default(true),
});
export const adminShelfInput = z.object({ goodsId, onShelf: formBoolean('上架状态') });
export const adminStockInput = z.object({
  goodsId,
  stock: z.coerce
    .number({ error: '请输入库存' })
    .int('库存须为整数')
    .min(0, '库存不能为负数')
    .max(INT_MAX, '库存超出范围'),
});
export const adminShipInput = z.object({
  orderId,
  waybillNo: z
    .string({ error: '请输入运单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,32}$/, '运单号须为6到32位字母或数字'),
});
export const adminRefundInput = z.object({
  orderId,
  reason: z
    .string({ error: '请输入取消原因' })
    .trim()
    .min(2, '请输入取消原因')
    .max(100, '取消原因不能超过100个字'),
});

/** GET admin/shop/getGoodsList: every good, on the shelf or off it, newest first. */
export const adminGoodsListQuery = z.object({
  ...pageQuery,
  categoryId: rowId('分类不存在', '分类不存在').optional(),
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').optional(),
  onShelf: formBoolean('上架状态').optional(),
});
export type AdminGoodsListQuery = z.input<typeof adminGoodsListQuery>;

/** POST admin/shop/uploadGoodsPicture (multipart `file`): one picture through the one upload path. */
/** A goods category as operators see it: its order and how many goods use it. */
export interface AdminGoodsCategory {
  id: number;
  name: string;
  /** The category's icon picture ('' for none), uploaded through admin/shop/uploadGoodsPicture. */
  icon: string;
  /** Smaller first, in the pupils' shop tabs. */
  sort: number;
  goodsCount: number;
}
export const adminSaveCategoryInput = z.object({
  id: z.coerce
    .number({ error: '分类编号须为数字' })
    .int('分类编号不正确')
    .positive('分类编号不正确')
    .max(MAX_ROW_ID, '分类编号不正确')
    .optional(),
  name: z
    .string({ error: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(16, '分类名称不能超过16个字'),
  icon: z.string().trim().max(512, '图标地址过长').default(''),
  sort: z.coerce
    .number({ error: '排序须为数字' })
    .int('排序须为整数')
    .min(0, '排序不能为负数')
    .max(9999, '排序不能超过9999')
    .default(0),
});
export const adminDeleteCategoryInput = z.object({
  id: rowId('分类编号须为数字', '分类编号不正确'),
});

export const adminGoodsPictureInput = z
  .object({ file: fileParts(1, '商品图片') })
  .refine((v) => v.file.length === 1, { message: '请选择商品图片', path: ['file'] });

const shanghaiDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}须为日期（YYYY-MM-DD）`)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** The operators' order filters: status, a keyword (order number, account, receiver or phone), dates. */
const adminOrderFilters = {
  status: z.enum(ORDER_STATUSES, { error: '订单状态不正确' }).optional(),
  orderId: orderId.optional(),
  keyword: z.string().trim().max(32, '搜索词不能超过32个字').optional(),
  /** Placed on or after this Shanghai day. */
  fromDate: shanghaiDay('开始日期'),
  /** Placed on or before this Shanghai day. */
  toDate: shanghaiDay('结束日期'),
};

/** GET admin/shop/getOrderList. */
export const adminOrderListQuery = z.object({ ...pageQuery, ...adminOrderFilters });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

/** GET admin/shop/exportOrderList: the filtered orders as CSV or XLSX. */
export const adminOrderExportQuery = z.object({ ...adminOrderFilters, format: exportFormatField });
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuery>;

/** An order as operators see it: with who placed it. */
export interface AdminOrder extends Order {
  userId: number;
  account: string;
  nickname: string;
}
