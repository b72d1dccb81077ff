import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookstoreEndpoints,
  mapEndpoints,
  type BookstoreSaveInput,
  type StoreKucunSaveInput,
  type StoreRecordKind,
  type StoreSendSaveInput,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';

/** The caller's bookshops, page by page, by area and keyword. */
export const storeListQuery = (filters: { areaCode?: string; keyword?: string }) =>
  pagedQuery(bookstoreEndpoints.list, filters, { pageSize: 20 });

/** One bookshop with its stock by book. */
export const useStoreInfo = (id: number) =>
  useQuery({ ...endpointQuery(bookstoreEndpoints.info, { id }, { silent: true }), enabled: id > 0 });

/** The caller's bookshops nearest a point (null: not asked yet). */
export const useNearStores = (at: { lng: number; lat: number } | null) =>
  useQuery({
    ...endpointQuery(
      bookstoreEndpoints.near,
      { lng: at?.lng ?? 0, lat: at?.lat ?? 0, limit: 20 },
      { silent: true },
    ),
    enabled: at !== null,
  });

export const shipmentListQuery = (filters: {
  storeId?: number;
  from?: string;
  to?: string;
  keyword?: string;
}) => pagedQuery(bookstoreEndpoints.sends, filters, { pageSize: 20 });
export const countListQuery = (filters: { storeId?: number; from?: string; to?: string; keyword?: string }) =>
  pagedQuery(bookstoreEndpoints.kucuns, filters, { pageSize: 20 });

/** The maps' tile server ('' = none: lists and the 经度/纬度 form). */
export const useMapConfig = () =>
  useQuery({ ...endpointQuery(mapEndpoints.config, undefined, { silent: true }), staleTime: Infinity });

const everyStoreCall = [
  bookstoreEndpoints.list,
  bookstoreEndpoints.info,
  bookstoreEndpoints.near,
  bookstoreEndpoints.sends,
  bookstoreEndpoints.kucuns,
];

function useRefreshStores() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(everyStoreCall.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) })));
}

export function useSaveStore() {
  const refresh = useRefreshStores();
  return useMutation({
    mutationFn: (input: BookstoreSaveInput) => api.call(bookstoreEndpoints.save, input, { silent: true }),
    onSuccess: refresh,
  });
}
export function useSaveShipment() {
  const refresh = useRefreshStores();
  return useMutation({
    mutationFn: (input: StoreSendSaveInput) => api.call(bookstoreEndpoints.saveSend, input, { silent: true }),
    onSuccess: refresh,
  });
}
export function useSaveCount() {
  const refresh = useRefreshStores();
  return useMutation({
    mutationFn: (input: StoreKucunSaveInput) =>
      api.call(bookstoreEndpoints.saveKucun, input, { silent: true }),
    onSuccess: refresh,
  });
}
export function useDeleteStoreRecord() {
  const refresh = useRefreshStores();
  return useMutation({
    mutationFn: (input: { kind: StoreRecordKind; id: number }) => api.call(bookstoreEndpoints.remove, input),
    onSuccess: refresh,
  });
}
