import type { FileAnswer } from '../archives/types.js';
import type {
  Bookstore,
  BookstoreDetail,
  MapConfig,
  NearBookstore,
  StoreShipment,
  StoreStockCount,
} from './types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** Bookshops of the school archives, their shipments and stock counts (scoool/…). docs/bookstores.md. */
export const bookstoreEndpoints = {
  list: get('scoool/getBookStoreList', 'staff', 'bookstoreListQuery', as<Paged<Bookstore>>()),
  info: get('scoool/getBookStoreInfo', 'staff', 'bookstoreIdQuery', as<BookstoreDetail>()),
  save: post('scoool/saveBookStoreInfo', 'staff', 'bookstoreSaveInput', as<BookstoreDetail>()),
  /** This project's call: the caller's bookshops nearest a point. */
  near: get('scoool/getNearBookStoreList', 'staff', 'nearBookstoreQuery', as<NearBookstore[]>()),
  exportList: get('scoool/exportBookStoreList', 'staff', 'bookstoreExportQuery', as<FileAnswer>()),
  sends: get('scoool/getStoreSendList', 'staff', 'storeSendListQuery', as<Paged<StoreShipment>>()),
  saveSend: post('scoool/saveStoreSendInfo', 'staff', 'storeSendSaveInput', as<StoreShipment>()),
  exportSends: get('scoool/exportStoreSendList', 'staff', 'storeSendExportQuery', as<FileAnswer>()),
  kucuns: get('scoool/getStoreKucunList', 'staff', 'storeKucunListQuery', as<Paged<StoreStockCount>>()),
  saveKucun: post('scoool/saveStoreKucunInfo', 'staff', 'storeKucunSaveInput', as<StoreStockCount>()),
  exportKucuns: get('scoool/exportStoreKucunList', 'staff', 'storeKucunExportQuery', as<FileAnswer>()),
  /** This project's call: deletes a bookshop (with its records), a shipment or a stock count. */
  remove: post('scoool/deleteStoreRecord', 'staff', 'storeRecordDeleteInput', as<null>()),
};

/** The maps' tile server (this project's call, no login): '' means none, and the pages show lists. */
export const mapEndpoints = {
  config: get('scoool/getMapConfig', 'none', null, as<MapConfig>()),
};
