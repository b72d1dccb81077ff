import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AreaAll, AreaNode, AreaNodeByCode, SaveAddressInput } from '@jc/contract';
import { api } from '../../../lib/api-client';
import { StorageKey, storage } from '../../../lib/storage';
import { toCascadeOptions, type CascadeOption } from '../lib/area-cascade';

// The same key the shop's submit page reads, so both share one cached list.
export const addressKeys = {
  list: ['addresses'] as const,
  one: (id: number) => ['addresses', 'one', id] as const,
  areas: ['areas', 'cascade'] as const,
};

export function useAddressList() {
  return useQuery({
    queryKey: addressKeys.list,
    queryFn: ({ signal }) => api.get<Address[]>('myInfo/getMyAddressList', undefined, { signal }),
  });
}

export function useAddress(id: number) {
  return useQuery({
    queryKey: addressKeys.one(id),
    queryFn: ({ signal }) =>
      api.get<Address>(`myInfo/getAddressOne/${id}`, undefined, { signal, silent: true }),
    enabled: id > 0,
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    // The server's 400 message is shown by the form, not toasted twice.
    mutationFn: (input: SaveAddressInput) =>
      api.post<Address>('myInfo/saveMyAddress', input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`myInfo/deleteMyAddress/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list }),
  });
}

/** The province/city/district options: the launch cache when present, else scoool/getAreaAll. */
export function useAreaOptions() {
  return useQuery<CascadeOption[]>({
    queryKey: addressKeys.areas,
    queryFn: async ({ signal }) => {
      const cached = storage.getJSON<AreaNodeByCode[]>(StorageKey.areaAllByCode);
      if (Array.isArray(cached) && cached.length > 0) return toCascadeOptions(cached);
      const answer = await api.get<AreaAll | AreaNode[]>('scoool/getAreaAll', undefined, { signal });
      return toCascadeOptions(Array.isArray(answer) ? answer : answer.list);
    },
    staleTime: Infinity,
  });
}
