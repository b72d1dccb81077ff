import { useQuery } from '@tanstack/react-query';
import { menuEndpoints, type MainPageBookList, type PopupAd } from '@jc/contract';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';

/** GET bookmain/getMainPageBookList: the function menu and the books of a subject, grade and volume. */
export function useMainPageBooks(query: { subject: number | null; grade?: number; cebie?: number }) {
  const { subject, grade, cebie } = query;
  return useQuery({
    queryKey: ['mainPageBooks', subject, grade, cebie],
    queryFn: ({ signal }) =>
      api.get<MainPageBookList>('bookmain/getMainPageBookList', { subject, grade, cebie }, { signal }),
    enabled: subject !== null && grade !== undefined && cebie !== undefined,
    staleTime: 60_000,
  });
}

/** GET menu/GetAppMenuList: every menu; home shows those with position 'extend' as extended functions. */
export function useAppMenus() {
  return useQuery(endpointQuery(menuEndpoints.list, undefined, { silent: true, staleTime: 5 * 60_000 }));
}

/** GET bookmain/getTanchuang?page=home: the home pop-up ad (the first entry decides). */
export function useHomePopupAd() {
  return useQuery({
    queryKey: ['tanchuang', 'home'],
    queryFn: ({ signal }) =>
      api.get<PopupAd[]>('bookmain/getTanchuang', { page: 'home' }, { signal, silent: true }),
    staleTime: Infinity,
  });
}
