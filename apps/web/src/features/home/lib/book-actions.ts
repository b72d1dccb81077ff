import { MENU_PAGER_MIN_ITEMS, PAGES, buttonNeedsLogin, type BookButton } from '@jc/contract';

/**
 * Where a book card's button goes: s and t open the book's detail page with the kind,
 * d the resource downloads, kf customer service. Unknown kinds go nowhere.
 */
export function bookButtonTarget(bookNo: string, button: BookButton): string | null {
  const no = encodeURIComponent(bookNo);
  switch (button.type) {
    case 's':
    case 't':
      return `${PAGES.bookDetails.path}?bookNo=${no}&bookType=${button.type}`;
    case 'd':
      return `${PAGES.resourcesDownload.path}?bookNo=${no}`;
    case 'kf':
      return `${PAGES.customerconsultation.path}?type=kefu_1`;
    default:
      return null;
  }
}

/** Button index 0 is open to everyone; the others need a login (spec section 5). */
export const needsLogin = buttonNeedsLogin;

/** The pager indicator under the function menu shows only above 4 items. */
export function showMenuPager(count: number): boolean {
  return count >= MENU_PAGER_MIN_ITEMS;
}
