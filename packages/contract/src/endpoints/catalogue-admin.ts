import type { Paged } from '../envelope.js';
import type { FileAnswer } from '../api/archives.js';
import type {
  AdminBook,
  AdminBookTree,
  AdminCode,
  AdminItem,
  AdminLesson,
  AdminUpload,
} from '../api/catalogue-admin.js';
import { as, get, post } from '../endpoint.js';

/**
 * Operators edit the catalogue, admin role only, under /api/admin/catalogue/ (docs/catalogue.md,
 * "Operator editing"). Every write moves the book's update date.
 */
export const adminCatalogueEndpoints = {
  bookList: get('admin/catalogue/getBookList', 'admin', 'adminBookListQuery', as<Paged<AdminBook>>()),
  book: get('admin/catalogue/getBook', 'admin', 'adminBookQuery', as<AdminBookTree>()),
  saveBook: post('admin/catalogue/saveBook', 'admin', 'adminSaveBookInput', as<AdminBook>(), 'json'),
  setShelf: post('admin/catalogue/setShelf', 'admin', 'adminBookShelfInput', as<AdminBook>()),
  upload: post('admin/catalogue/upload', 'admin', 'adminCatalogueUploadInput', as<AdminUpload>(), 'upload'),
  addLesson: post('admin/catalogue/addLesson', 'admin', 'adminAddLessonInput', as<AdminLesson>()),
  saveLesson: post('admin/catalogue/saveLesson', 'admin', 'adminSaveLessonInput', as<AdminLesson>()),
  moveLesson: post('admin/catalogue/moveLesson', 'admin', 'adminMoveLessonInput', as<AdminLesson[]>()),
  deleteLesson: post('admin/catalogue/deleteLesson', 'admin', 'adminLessonInput'),
  saveItem: post('admin/catalogue/saveItem', 'admin', 'adminSaveItemInput', as<AdminItem>()),
  moveItem: post('admin/catalogue/moveItem', 'admin', 'adminMoveItemInput', as<AdminItem[]>()),
  deleteItem: post('admin/catalogue/deleteItem', 'admin', 'adminItemInput'),
  codes: get('admin/catalogue/getCodeList', 'admin', 'adminBookQuery', as<AdminCode[]>()),
  addCode: post('admin/catalogue/addCode', 'admin', 'adminAddCodeInput', as<AdminCode>()),
  deleteCode: post('admin/catalogue/deleteCode', 'admin', 'adminCodeInput'),
  qrSheet: get('admin/catalogue/getQrSheet', 'admin', 'adminBookQuery', as<FileAnswer>()),
};
