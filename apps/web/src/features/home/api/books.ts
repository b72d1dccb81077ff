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
  popupAd: () =>
    endpointQuery(booksEndpoints.popupAds, { page: 'home' }, { silent: true, staleTime: Infinity }),
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

/** GET bookmain/getTanchuang?page=home: the home pop-up ad (the first entry decides). */
export function useHomePopupAd() {
  return useQuery(homeBookQueries.popupAd());
}
