import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminShopEndpoints,
  shopEndpoints,
  type AdminOrderListQuery,
  type ExportFormat,
  type InputOf,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey } from '@/lib/api-query';
import { downloadAndSave } from '@/lib/save-file';

/** The operator console's calls of the points shop (features/shop/console/). */
export type SaveGoodsInput = InputOf<typeof adminShopEndpoints.saveGoods>;

/** After an operator change: the console's lists and the pupils' shop pages read again. */
function useShopRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        adminShopEndpoints.goodsList,
        adminShopEndpoints.orderList,
        shopEndpoints.goodsList,
        shopEndpoints.goodsInfo,
      ].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
    );
}

export function useSaveGoods() {
  const refresh = useShopRefresh();
  return useMutation({
    mutationFn: (input: SaveGoodsInput) => api.call(adminShopEndpoints.saveGoods, input),
    onSuccess: refresh,
  });
}

export function useSetShelf() {
  const refresh = useShopRefresh();
  return useMutation({
    mutationFn: (input: { goodsId: number; onShelf: boolean }) =>
      api.call(adminShopEndpoints.setShelf, input),
    onSuccess: refresh,
  });
}

export function useShipOrder() {
  const refresh = useShopRefresh();
  return useMutation({
    mutationFn: (input: { orderId: number; waybillNo: string }) =>
      api.call(adminShopEndpoints.shipOrder, input),
    onSuccess: refresh,
  });
}

export function useRefundOrder() {
  const refresh = useShopRefresh();
  return useMutation({
    mutationFn: (input: { orderId: number; reason: string }) =>
      api.call(adminShopEndpoints.refundOrder, input),
    onSuccess: refresh,
  });
}

/** The orders of the filters as a file the browser keeps; answers its name. */
export function exportOrders(
  filters: Omit<AdminOrderListQuery, 'pageNum' | 'pageSize'>,
  format: ExportFormat,
): Promise<string> {
  return downloadAndSave(adminShopEndpoints.exportOrders, { ...filters, format });
}
