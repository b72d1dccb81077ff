import type { Paged } from '../envelope.js';
import type { FileAnswer } from '../archives/types.js';
import type { AdminBook, AdminBookTree, AdminCode, AdminItem, AdminLesson, AdminUpload } from './types.js';
import type {
  AdminAnswer,
  AdminEbook,
  AdminEbookArea,
  AdminEbookDetail,
  AdminEbookPage,
  AdminFileUpload,
  AdminResource,
} from './extras.js';
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

/**
 * The catalogue's extras, same prefix, served by the catalogue module's ebooks.ts, resources.ts and answers.ts:
 * a book's downloadable resources and answers, the e-books with their areas and page pictures.
 */
export const adminCatalogueExtrasEndpoints = {
  uploadFile: post(
    'admin/catalogue/uploadFile',
    'admin',
    'adminExtrasUploadInput',
    as<AdminFileUpload>(),
    'upload',
  ),
  resources: get('admin/catalogue/getResourceList', 'admin', 'adminExtrasBookQuery', as<AdminResource[]>()),
  saveResource: post('admin/catalogue/saveResource', 'admin', 'adminSaveResourceInput', as<AdminResource>()),
  moveResource: post(
    'admin/catalogue/moveResource',
    'admin',
    'adminMoveResourceInput',
    as<AdminResource[]>(),
  ),
  deleteResource: post('admin/catalogue/deleteResource', 'admin', 'adminResourceInput'),
  answers: get('admin/catalogue/getAnswerList', 'admin', 'adminExtrasBookQuery', as<AdminAnswer[]>()),
  saveAnswer: post('admin/catalogue/saveAnswer', 'admin', 'adminSaveAnswerInput', as<AdminAnswer>()),
  moveAnswer: post('admin/catalogue/moveAnswer', 'admin', 'adminMoveAnswerInput', as<AdminAnswer[]>()),
  deleteAnswer: post('admin/catalogue/deleteAnswer', 'admin', 'adminAnswerInput'),
  ebookAreas: get('admin/catalogue/getEbookAreaList', 'admin', null, as<AdminEbookArea[]>()),
  saveEbookArea: post(
    'admin/catalogue/saveEbookArea',
    'admin',
    'adminSaveEbookAreaInput',
    as<AdminEbookArea>(),
  ),
  deleteEbookArea: post('admin/catalogue/deleteEbookArea', 'admin', 'adminEbookAreaInput'),
  ebookList: get('admin/catalogue/getEbookList', 'admin', 'adminEbookListQuery', as<Paged<AdminEbook>>()),
  ebook: get('admin/catalogue/getEbook', 'admin', 'adminEbookQuery', as<AdminEbookDetail>()),
  saveEbook: post('admin/catalogue/saveEbook', 'admin', 'adminSaveEbookInput', as<AdminEbook>()),
  deleteEbook: post('admin/catalogue/deleteEbook', 'admin', 'adminEbookQuery'),
  addEbookPages: post(
    'admin/catalogue/addEbookPages',
    'admin',
    'adminAddEbookPagesInput',
    as<AdminEbookPage[]>(),
    'json',
  ),
  moveEbookPage: post(
    'admin/catalogue/moveEbookPage',
    'admin',
    'adminMoveEbookPageInput',
    as<AdminEbookPage[]>(),
  ),
  deleteEbookPage: post('admin/catalogue/deleteEbookPage', 'admin', 'adminEbookPageInput'),
};
