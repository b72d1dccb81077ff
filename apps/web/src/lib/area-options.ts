import { useQuery } from '@tanstack/react-query';
import { areaEndpoints, type AreaAll, type AreaNode, type AreaNodeByCode } from '@jc/contract';
import { api } from './api-client';
import { toCascadeOptions, type CascadeOption } from './area-cascade';
import { StorageKey, storage } from './storage';

/**
 * The province/city/district options of an area picker: the launch cache when present, else
 * scoool/getAreaAll. Shared by the address form and the check-in camp's prize address.
 */
export function useAreaOptions() {
  return useQuery<CascadeOption[]>({
    queryKey: ['areas', 'cascade'],
    queryFn: async ({ signal }) => {
      const cached = storage.getJSON<AreaNodeByCode[]>(StorageKey.areaAllByCode);
      if (Array.isArray(cached) && cached.length > 0) return toCascadeOptions(cached);
      const answer: AreaAll | AreaNode[] = await api.call(areaEndpoints.all, undefined, { signal });
      return toCascadeOptions(Array.isArray(answer) ? answer : answer.list);
    },
    staleTime: Infinity,
  });
}
