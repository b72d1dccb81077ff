import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressEndpoints,
  areaEndpoints,
  type AreaAll,
  type AreaNode,
  type AreaNodeByCode,
  type SaveAddressInput,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';
import { StorageKey, storage } from '@/lib/storage';
import { toCascadeOptions, type CascadeOption } from '../lib/area-cascade';

/** Query options of the address book; the shop's submit page reads the same list. */
export const addressQueries = {
  list: () => endpointQuery(addressEndpoints.list),
  one: (id: number) => ({
    ...endpointQuery(addressEndpoints.one, { id }, { silent: true }),
    enabled: id > 0,
  }),
};

export function useAddressList() {
  return useQuery(addressQueries.list());
}

export function useAddress(id: number) {
  return useQuery(addressQueries.one(id));
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server's 400 message is shown by the form, not toasted twice.
    mutationFn: (input: SaveAddressInput) => api.call(addressEndpoints.save, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(addressEndpoints.list) }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(addressEndpoints.remove, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(addressEndpoints.list) }),
  });
}

/** The province/city/district options: the launch cache when present, else scoool/getAreaAll. */
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
