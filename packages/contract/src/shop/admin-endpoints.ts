import type { Paged } from '../envelope.js';
import type { FileAnswer } from '../archives/types.js';
import type { AdminGoodsCategory, AdminOrder, GoodsInfo, Order } from './types.js';
import type { UploadedFile } from '../shared/uploads.js';
import { as, get, post } from '../endpoint.js';

/** Operator calls of the points shop, admin role only, under /api/admin/shop/. */
export const adminShopEndpoints = {
  /** Every good, on the shelf or off it, newest first. */
  goodsList: get('admin/shop/getGoodsList', 'admin', 'adminGoodsListQuery', as<Paged<GoodsInfo>>()),
  /** One picture for a good, through the one upload path; its `url` goes into saveGoods' pictures. */
  uploadPicture: post(
    'admin/shop/uploadGoodsPicture',
    'admin',
    'adminGoodsPictureInput',
    as<UploadedFile>(),
    'upload',
  ),
  /** JSON: it carries the pictures' list. */
  saveGoods: post('admin/shop/saveGoods', 'admin', 'adminSaveGoodsInput', as<GoodsInfo>(), 'json'),
  setShelf: post('admin/shop/setShelf', 'admin', 'adminShelfInput', as<GoodsInfo>()),
  setStock: post('admin/shop/setStock', 'admin', 'adminStockInput', as<GoodsInfo>()),
  /** Every goods category in the shop's order (a handful: not paged), with how many goods use each. */
  categoryList: get('admin/shop/getCategoryList', 'admin', null, as<AdminGoodsCategory[]>()),
  /** Creates a category (no id) or renames, re-icons, reorders one; a name is unique (409). */
  saveCategory: post('admin/shop/saveCategory', 'admin', 'adminSaveCategoryInput', as<AdminGoodsCategory>()),
  /** Deletes a category no good uses (409 while one does, on the shelf or off it). */
  deleteCategory: post('admin/shop/deleteCategory', 'admin', 'adminDeleteCategoryInput', as<null>()),
  orderList: get('admin/shop/getOrderList', 'admin', 'adminOrderListQuery', as<Paged<AdminOrder>>()),
  /** The filtered orders as a CSV or XLSX file (at most 20,000 rows). */
  exportOrders: get('admin/shop/exportOrderList', 'admin', 'adminOrderExportQuery', as<FileAnswer>()),
  shipOrder: post('admin/shop/shipOrder', 'admin', 'adminShipInput', as<Order>()),
  refundOrder: post('admin/shop/refundOrder', 'admin', 'adminRefundInput', as<Order>()),
};
