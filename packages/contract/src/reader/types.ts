import { z } from 'zod';
import { dicId } from '../shared/book-fields.js';

/** The reader calls: e-book areas and e-books (sample books), their page pictures, subject PDFs. */

/** GET book/getEBookArea. */
export interface EBookArea {
  id: number;
  name: string;
}

/** An e-book (sample book): a PDF plus its page images. */
export interface EBook {
  id: number;
  areaId: number;
  title: string;
  cover: string;
  subjectId: number;
  gradeId: number;
  cebieId: number;
  bookNo: string;
  pdf: string;
  pages: number;
}

/**
 * GET bookMain/getPagePicList/{v}: the page pictures of the e-book of a book. `v` is what the book's QR
 * code carries (`/r?bk=…` → `/pages/book/bookIndex?id=…`): a book code of the catalogue (`bk927`) or a
 * plain book number (`927`). Unknown → 404; a book without an e-book → 404 `这本书暂无电子书`.
 */
export const pagePicListParams = z.object({
  bookCode: z
    .string({ error: '请输入图书编码（id）' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '图书编码（id）不正确'),
});

/** One page picture of an e-book; `width`/`height` in pixels, so the client can reserve the space. */
export interface EBookPagePic {
  /** From 1. */
  page: number;
  path: string;
  width: number;
  height: number;
}

export interface EBookPages {
  ebook: EBook;
  /** The edition (e-book area) name, e.g. 部编版. */
  areaName: string;
  /** The printed book the e-book belongs to. */
  book: {
    bookNo: string;
    title: string;
    subTitle: string;
    pictureV: string;
    subject: string;
    grade: string;
    cebie: string;
  };
  /** In page order; empty when the e-book has only its PDF (the client shows the PDF then). */
  pages: EBookPagePic[];
}

/** GET book/getSubjectPdfList?subject → EBook[]. */
export const subjectPdfQuery = z.object({ subject: dicId('学科').optional() });
