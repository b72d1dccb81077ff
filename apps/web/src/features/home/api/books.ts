import { useQuery } from '@tanstack/react-query';
import { booksEndpoints, menuEndpoints } from '@jc/contract';
import { endpointQuery } from '@/lib/api-query';

/** Query options of home's calls (the dictionaries are lib/dictionary's). */
export const homeBookQueries = {
  mainPageBooks: (query: { subject: number | null; grade?: number; cebie?: number }) => ({
    ...endpointQuery(
      booksEndpoints.home,
      { subject: query.subject ?? undefined, grade: query.grade, cebie: query.cebie },
      { staleTime: 60_000 },
    ),
    enabled: query.subject !== null && query.grade !== undefined && query.cebie !== undefined,
  }),
  /** The pop-ups of a subject's tab (an ad may target one subject); `subject` null: not chosen yet. */
  popupAd: (subject: number | null, ready: boolean) => ({
    ...endpointQuery(
      booksEndpoints.popupAds,
      { page: 'home', subject: subject ?? undefined },
      { silent: true, staleTime: 5 * 60_000 },
    ),
    enabled: ready,
  }),
  appMenus: () => endpointQuery(menuEndpoints.list, undefined, { silent: true, staleTime: 5 * 60_000 }),
};

/** GET bookmain/getMainPageBookList: the function menu and the books of a subject, grade and volume. */
export function useMainPageBooks(query: { subject: number | null; grade?: number; cebie?: number }) {
  return useQuery(homeBookQueries.mainPageBooks(query));
}

/** GET menu/GetAppMenuList: every menu; home shows those with position 'extend' as extended functions. */
export function useAppMenus() {
  return useQuery(homeBookQueries.appMenus());
}

/**
 * GET bookmain/getTanchuang?page=home&subject: the home pop-up ad of the chosen subject's tab (the first
 * entry decides). Asked once the subject is known (`ready`; or without one when the subjects failed).
 */
export function useHomePopupAd(subject: number | null, ready: boolean) {
  return useQuery(homeBookQueries.popupAd(subject, ready));
}
