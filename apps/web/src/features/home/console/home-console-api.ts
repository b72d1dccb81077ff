import { useQuery } from '@tanstack/react-query';
import {
  adminDictionaryEndpoints,
  adminHotwordEndpoints,
  adminMenuEndpoints,
  booksEndpoints,
  dictionaryEndpoints,
  menuEndpoints,
  type DicGroup,
} from '@jc/contract';
import { useEndpointMutation } from '@/lib/api-mutation';
import { endpointQuery } from '@/lib/api-query';

/** The console's calls of the home content (features/home/console/). */

export const useDicList = (type: DicGroup) =>
  useQuery(endpointQuery(adminDictionaryEndpoints.list, { type }));

/** A dictionary change: the console's lists, the pupils' dictionaries and the home lists read again. */
const DIC_CHANGES = [adminDictionaryEndpoints.list, dictionaryEndpoints.dicData, booksEndpoints.home];
export const useSaveDic = () => useEndpointMutation(adminDictionaryEndpoints.save, DIC_CHANGES);
export const useSetDicEnabled = () => useEndpointMutation(adminDictionaryEndpoints.setEnabled, DIC_CHANGES);
export const useDeleteDic = () => useEndpointMutation(adminDictionaryEndpoints.remove, DIC_CHANGES);
export const useSortDic = () => useEndpointMutation(adminDictionaryEndpoints.sort, DIC_CHANGES);

export const useMenuList = () => useQuery(endpointQuery(adminMenuEndpoints.list, {}));
const MENU_CHANGES = [
  adminMenuEndpoints.list,
  menuEndpoints.list,
  booksEndpoints.home,
  booksEndpoints.functionMenu,
];
export const useSaveMenu = () => useEndpointMutation(adminMenuEndpoints.save, MENU_CHANGES);
export const useSetMenuEnabled = () => useEndpointMutation(adminMenuEndpoints.setEnabled, MENU_CHANGES);
export const useDeleteMenu = () => useEndpointMutation(adminMenuEndpoints.remove, MENU_CHANGES);

export const useHotWordList = () => useQuery(endpointQuery(adminHotwordEndpoints.list));
const HOT_WORD_CHANGES = [adminHotwordEndpoints.list, booksEndpoints.hotWords];
export const useSaveHotWord = () => useEndpointMutation(adminHotwordEndpoints.save, HOT_WORD_CHANGES);
export const useSetHotWordEnabled = () =>
  useEndpointMutation(adminHotwordEndpoints.setEnabled, HOT_WORD_CHANGES);
export const useDeleteHotWord = () => useEndpointMutation(adminHotwordEndpoints.remove, HOT_WORD_CHANGES);
