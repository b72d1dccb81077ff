import type { EBook, EBookArea, EBookPages } from './types.js';
import { as, get } from '../endpoint.js';

/** E-books (sample books), their page pictures, and subject PDFs. */
export const readerEndpoints = {
  areas: get('book/getEBookArea', 'none', null, as<EBookArea[]>()),
  /** The e-books of an area. */
  ofArea: get('book/getEBookInfo/{id}', 'none', 'idParams', as<EBook[]>()),
  one: get('book/getEBookOne/{id}', 'none', 'idParams', as<EBook>()),
  pagePics: get('bookMain/getPagePicList/{bookCode}', 'none', 'pagePicListParams', as<EBookPages>()),
  subjectPdfs: get('book/getSubjectPdfList', 'none', 'subjectPdfQuery', as<EBook[]>()),
};
