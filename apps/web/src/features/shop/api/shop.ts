import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addressEndpoints,
  type CartLine,
  type CommitOrderInput,
  type GoodsCategory,
  type GoodsInfo,
  type GoodsListItem,
  type GoodsListQuery,
  type HotGoods,
  type LedgerPage,
  type Order,
  type OrderStatus,
  type Paged,
} from '@jc/contract';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';
import { myInfoQueryKey } from '../../../lib/auth';

export const shopKeys = {
  all: ['shop'] as const,
  categories: ['shop', 'categories'] as const,
  goods: (q: object) => ['shop', 'goods', q] as const,
  good: (id: number) => ['shop', 'good', id] as const,
  cart: ['shop', 'cart'] as const,
  orders: ['shop', 'orders'] as const,
  orderList: (status: OrderStatus | 'all') => ['shop', 'orders', 'list', status] as const,
  order: (id: number) => ['shop', 'orders', 'one', id] as const,
  ledger: (kind: 'all' | 'earn' | 'spend') => ['shop', 'ledger', kind] as const,
  hot: ['shop', 'hot'] as const,
};

const PAGE_SIZE = 10;

/** The next page number of a Paged answer, or undefined when all rows are in. */
function nextPage<T>(last: Paged<T>, pages: Paged<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? last.pageNum + 1 : undefined;
}

export function useCategories() {
  return useQuery({
    queryKey: shopKeys.categories,
    queryFn: ({ signal }) => api.get<GoodsCategory[]>('integral/getDicList', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface GoodsFilter {
  categoryId?: number;
  keyword?: string;
  sort: NonNullable<GoodsListQuery['sort']>;
}

export function useGoodsList(query: GoodsFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: shopKeys.goods(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<GoodsListItem>>(
        'integral/getGoodsList',
        { ...query, pageNum: pageParam, pageSize: PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useGoodsInfo(goodsId: number) {
  return useQuery({
    queryKey: shopKeys.good(goodsId),
    queryFn: ({ signal }) =>
      api.get<GoodsInfo>('integral/getGoodsInfo', { goodsId }, { signal, silent: true }),
    enabled: goodsId > 0,
  });
}

export function useCart(enabled = true) {
  return useQuery({
    queryKey: shopKeys.cart,
    queryFn: ({ signal }) => api.get<CartLine[]>('integral/getMyCartList', undefined, { signal }),
    enabled,
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { goodsId: number; quantity: number; mode: 'add' | 'set' }) =>
      api.post<unknown>('integral/addToMyCart', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
  });
}

export function useDeleteCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) =>
      api.post<unknown>('integral/deleteMyCart', undefined, { params: { goodsId: goodsIds.join(',') } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
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
    mutationFn: (input: CommitOrderInput) =>
      api.post<Pick<Order, 'orderId'> & Partial<Order>>('integral/commitOrder', input, { json: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.orders });
      void queryClient.invalidateQueries({ queryKey: shopKeys.cart });
    },
  });
}

export function useOrderList(status: OrderStatus | 'all') {
  return useInfiniteQuery({
    queryKey: shopKeys.orderList(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<Order>>(
        'integral/getOrderList',
        { pageNum: pageParam, pageSize: PAGE_SIZE, status: status === 'all' ? undefined : status },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: shopKeys.order(orderId),
    queryFn: async ({ signal }) => {
      const page = await api.get<Paged<Order>>(
        'integral/getOrderList',
        { orderId, pageNum: 1, pageSize: 1 },
        { signal, silent: true },
      );
      const order = page.list[0];
      if (!order) throw new Error('订单不存在');
      return order;
    },
    enabled: orderId > 0,
  });
}

/** After an order changes: its lists, itself, the balance, the ledger, the hot list. */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: shopKeys.orders });
    void queryClient.invalidateQueries({ queryKey: ['shop', 'ledger'] });
    void queryClient.invalidateQueries({ queryKey: ['shop', 'goods'] });
    void queryClient.invalidateQueries({ queryKey: ['shop', 'good'] });
    void queryClient.invalidateQueries({ queryKey: myInfoQueryKey });
  };
}

/** Paying answers wrong passwords with the server's message (tries left, or the lock): shown in the sheet. */
export function usePayOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (input: { orderId: number; pwd: string }) =>
      api.post<unknown>('integral/payOrderByPwd', input, { silent: true }),
    onSuccess: changed,
  });
}

export function useCancelOrDelete() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (input: { orderId: number; type: 'cancel' | 'delete' }) =>
      api.post<unknown>('integral/cancleOrDeleteOrder', input),
    onSuccess: changed,
  });
}

export function useConfirmReceipt() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (orderId: number) =>
      api.post<unknown>('integral/confirmReceiptByOrder', undefined, { params: { orderId } }),
    onSuccess: changed,
  });
}

export function useLedger(kind: 'all' | 'earn' | 'spend', pageSize = PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: [...shopKeys.ledger(kind), pageSize],
    queryFn: ({ pageParam, signal }) =>
      api.get<LedgerPage>(
        'integral/getIntegralUseList',
        { pageNum: pageParam, pageSize, kind: kind === 'all' ? undefined : kind },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useHotList() {
  return useQuery({
    queryKey: shopKeys.hot,
    queryFn: ({ signal }) =>
      api.get<HotGoods[]>('integral/getFengYunBang', { days: 30, limit: 20 }, { signal }),
  });
}
