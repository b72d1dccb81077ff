import { PAGES } from '@jc/contract';

/** The address of one book's page (书本详情), the link many pages offer. */
export const bookDetailsUrl = (bookNo: string) =>
  `${PAGES.bookDetails.path}?bookNo=${encodeURIComponent(bookNo)}`;
