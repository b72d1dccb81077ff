import {
  bookstoreEndpoints,
  mapEndpoints,
  type Bookstore,
  type StoreShipment,
  type StoreStockCount,
} from '@jc/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../shared/envelope.js';
import { serve } from '../../shared/serve.js';
import { formatDate } from '../../shared/time.js';
import { sendTableFile, type TableColumn } from '../archives/index.js';
import {
  allCounts,
  allShipments,
  listCounts,
  listShipments,
  saveCount,
  saveShipment,
} from './shipments-and-counts.js';
import { allStores, deleteRecord, listStores, nearStores, saveStore, storeInfo } from './stores.js';

const STORE_COLUMNS: TableColumn[] = [
  { key: 'name', label: '书店名称', width: 24 },
  { key: 'areaName', label: '所在区域', width: 22 },
  { key: 'address', label: '地址', width: 32 },
  { key: 'contact', label: '联系人', width: 10 },
  { key: 'phone', label: '联系电话', width: 16 },
  { key: 'lng', label: '经度', width: 12 },
  { key: 'lat', label: '纬度', width: 12 },
  { key: 'stock', label: '库存合计', width: 10 },
  { key: 'shipmentCount', label: '发货次数', width: 10 },
  { key: 'updatedBy', label: '最后修改人', width: 12 },
  { key: 'updatedAt', label: '最后修改时间', width: 18 },
];
const SEND_COLUMNS: TableColumn[] = [
  { key: 'shippedOn', label: '发货日期', width: 12 },
  { key: 'storeName', label: '书店', width: 24 },
  { key: 'bookNo', label: '书号', width: 10 },
  { key: 'bookTitle', label: '书名', width: 22 },
  { key: 'quantity', label: '数量', width: 8 },
  { key: 'waybill', label: '运单号', width: 18 },
  { key: 'remark', label: '备注', width: 20 },
  { key: 'createdBy', label: '登记人', width: 10 },
  { key: 'createdAt', label: '登记时间', width: 18 },
];
const KUCUN_COLUMNS: TableColumn[] = [
  { key: 'countedOn', label: '盘点日期', width: 12 },
  { key: 'storeName', label: '书店', width: 24 },
  { key: 'bookNo', label: '书号', width: 10 },
  { key: 'bookTitle', label: '书名', width: 22 },
  { key: 'quantity', label: '库存数量', width: 10 },
  { key: 'remark', label: '备注', width: 20 },
  { key: 'createdBy', label: '登记人', width: 10 },
  { key: 'createdAt', label: '登记时间', width: 18 },
];

const rowsOf = <T extends Bookstore | StoreShipment | StoreStockCount>(list: T[]) =>
  list.map((r) => r as unknown as Record<string, string | number | null>);

/** Bookshops, their shipments and stock counts (scoool/…), and the maps' tile server. */
export default async function bookstoreRoutes(app: FastifyInstance) {
  const db = () => app.db;
  const today = () => formatDate(Date.now());

  serve(app, bookstoreEndpoints, {
    list: async (q, { user }) => ok(await listStores(db(), user, q)),
    info: async (q, { user }) => ok(await storeInfo(db(), user, q.id)),
    save: async (input, { user }) => ok(await saveStore(db(), user, input), '保存成功'),
    near: async (q, { user }) => ok(await nearStores(db(), user, q)),
    exportList: async ({ format, ...f }, { user, reply }) =>
      sendTableFile(reply, {
        format,
        fileName: `书店列表-${today()}`,
        sheetName: '书店',
        columns: STORE_COLUMNS,
        rows: rowsOf(await allStores(db(), user, f)),
      }),
    sends: async (q, { user }) => ok(await listShipments(db(), user, q)),
    saveSend: async (input, { user }) => ok(await saveShipment(db(), user, input), '保存成功'),
    exportSends: async ({ format, ...f }, { user, reply }) =>
      sendTableFile(reply, {
        format,
        fileName: `发货记录-${today()}`,
        sheetName: '发货记录',
        columns: SEND_COLUMNS,
        rows: rowsOf(await allShipments(db(), user, f)),
      }),
    kucuns: async (q, { user }) => ok(await listCounts(db(), user, q)),
    saveKucun: async (input, { user }) => ok(await saveCount(db(), user, input), '保存成功'),
    exportKucuns: async ({ format, ...f }, { user, reply }) =>
      sendTableFile(reply, {
        format,
        fileName: `库存记录-${today()}`,
        sheetName: '库存记录',
        columns: KUCUN_COLUMNS,
        rows: rowsOf(await allCounts(db(), user, f)),
      }),
    remove: async (input, { user }) => {
      await deleteRecord(db(), user, input);
      return ok(null, '已删除');
    },
  });
  serve(app, mapEndpoints, {
    config: async () =>
      ok({ tileUrl: app.appConfig.mapTiles.url, attribution: app.appConfig.mapTiles.attribution }),
  });
}
