import type { EBook, EBookArea, EBookPages } from '../api/reader.js';
import { as, get } from '../endpoint.js';

/** E-books (sample books), their page pictures, and subject PDFs. */
export const readerEndpoints = {
  areas: get('book/getEBookArea', { auth: 'none', answer: as<EBookArea[]>() }),
  /** The e-books of an area. */
  ofArea: get('book/getEBookInfo/{id}', { auth: 'none', input: 'idParams', answer: as<EBook[]>() }),
  one: get('book/getEBookOne/{id}', { auth: 'none', input: 'idParams', answer: as<EBook>() }),
  pagePics: get('bookMain/getPagePicList/{bookCode}', {
    auth: 'none',
    input: 'pagePicListParams',
    answer: as<EBookPages>(),
  }),
  subjectPdfs: get('book/getSubjectPdfList', {
    auth: 'none',
    input: 'subjectPdfQuery',
    answer: as<EBook[]>(),
  }),
};
