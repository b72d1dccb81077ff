import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addressEndpoints,
  shopEndpoints,
  type AddToCartInput,
  type CommitOrderInput,
  type GoodsListQuery,
  type OrderStatus,
  type PayOrderInput,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery, pagedQuery } from '@/lib/api-query';
import { myInfoQueryKey } from '@/lib/auth';

export interface GoodsFilter {
  categoryId?: number;
  keyword?: string;
  sort: NonNullable<GoodsListQuery['sort']>;
}

/** Query options of the points shop; the pages read them through the hooks below. */
export const shopQueries = {
  categories: () => endpointQuery(shopEndpoints.categories, undefined, { staleTime: 5 * 60_000 }),
  goods: (filter: GoodsFilter) => pagedQuery(shopEndpoints.goodsList, filter),
  good: (goodsId: number) => ({
    ...endpointQuery(shopEndpoints.goodsInfo, { goodsId }, { silent: true }),
    enabled: goodsId > 0,
  }),
  cart: () => endpointQuery(shopEndpoints.cart),
  orders: (status: OrderStatus | 'all') =>
    pagedQuery(shopEndpoints.orderList, { status: status === 'all' ? undefined : status }),
  /** One order: the order list asked for that order alone. */
  order: (orderId: number) => {
    const input = { orderId, pageNum: 1, pageSize: 1 };
    return queryOptions({
      queryKey: endpointKey(shopEndpoints.orderList, input),
      queryFn: async ({ signal }) => {
        const page = await api.call(shopEndpoints.orderList, input, { signal, silent: true });
        const order = page.list[0];
        if (!order) throw new Error('订单不存在');
        return order;
      },
      enabled: orderId > 0,
    });
  },
  ledger: (kind: 'all' | 'earn' | 'spend', pageSize?: number) =>
    pagedQuery(
      shopEndpoints.ledger,
      { kind: kind === 'all' ? undefined : kind },
      pageSize === undefined ? {} : { pageSize },
    ),
  hot: () => endpointQuery(shopEndpoints.hotList, { days: 30, limit: 20 }),
};

export function useCategories() {
  return useQuery(shopQueries.categories());
}

export function useGoodsList(query: GoodsFilter, enabled = true) {
  return useInfiniteQuery({ ...shopQueries.goods(query), enabled, placeholderData: keepPreviousData });
}

export function useGoodsInfo(goodsId: number) {
  return useQuery(shopQueries.good(goodsId));
}

export function useCart(enabled = true) {
  return useQuery({ ...shopQueries.cart(), enabled });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput) => api.call(shopEndpoints.addToCart, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(shopEndpoints.cart) }),
  });
}

export function useDeleteCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) => api.call(shopEndpoints.deleteCart, { goodsId: goodsIds.join(',') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(shopEndpoints.cart) }),
  });
}

export function useAddresses(enabled = true) {
  // The address book's own query (features/address shares it through the endpoint's key).
  return useQuery({ ...endpointQuery(addressEndpoints.list), enabled });
}

/** commitOrder answers the new (or, for a repeated key, the existing) order. */
export function useCommitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommitOrderInput) => api.call(shopEndpoints.commitOrder, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(shopEndpoints.orderList) });
      void queryClient.invalidateQueries({ queryKey: endpointKey(shopEndpoints.cart) });
    },
  });
}

export function useOrderList(status: OrderStatus | 'all') {
  return useInfiniteQuery(shopQueries.orders(status));
}

export function useOrder(orderId: number) {
  return useQuery(shopQueries.order(orderId));
}

/** After an order changes: its lists, itself, the balance, the ledger, the goods (stock, exchanged). */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return () => {
    for (const endpoint of [
      shopEndpoints.orderList,
      shopEndpoints.ledger,
      shopEndpoints.goodsList,
      shopEndpoints.goodsInfo,
    ]) {
      void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
    }
    void queryClient.invalidateQueries({ queryKey: myInfoQueryKey });
  };
}

/** Paying answers wrong passwords with the server's message (tries left, or the lock): shown in the sheet. */
export function usePayOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (input: PayOrderInput) => api.call(shopEndpoints.payOrder, input, { silent: true }),
    onSuccess: changed,
  });
}

export function useCancelOrDelete() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (input: { orderId: number; type: 'cancel' | 'delete' }) =>
      api.call(shopEndpoints.cancelOrDelete, input),
    onSuccess: changed,
  });
}

export function useConfirmReceipt() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (orderId: number) => api.call(shopEndpoints.confirmReceipt, { orderId }),
    onSuccess: changed,
  });
}

export function useLedger(kind: 'all' | 'earn' | 'spend', pageSize?: number) {
  return useInfiniteQuery(shopQueries.ledger(kind, pageSize));
}

export function useHotList() {
  return useQuery(shopQueries.hot());
}
