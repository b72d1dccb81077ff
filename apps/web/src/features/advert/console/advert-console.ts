import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAdvertEndpoints,
  adminContactEndpoints,
  booksEndpoints,
  type AdStatus,
  type InputOf,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The console's calls of the pop-ups and page ads (features/advert/console/). */
export type SaveAdInput = InputOf<typeof adminAdvertEndpoints.saveAd>;

export const PAGE_TEXT: Record<string, string> = { home: '首页', bookDetails: '图书详情' };
export const SLOT_TEXT: Record<string, string> = { popup: '弹窗', top: '顶部轮播', bottom: '底部轮播' };
export const STATUS_TEXT: Record<AdStatus, { text: string; color: string }> = {
  live: { text: '展示中', color: 'green' },
  scheduled: { text: '未开始', color: 'blue' },
  ended: { text: '已结束', color: 'default' },
  disabled: { text: '已停用', color: 'red' },
};

/** After a change: the console's table and the pupils' pop-ups and carousels read again. */
function useAdRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [adminAdvertEndpoints.adList, booksEndpoints.popupAds, booksEndpoints.videoAds].map((e) =>
        client.invalidateQueries({ queryKey: endpointKey(e) }),
      ),
    );
}

export function useSaveAd() {
  const refresh = useAdRefresh();
  return useMutation({
    mutationFn: (input: SaveAdInput) => api.call(adminAdvertEndpoints.saveAd, input),
    onSuccess: refresh,
  });
}

export function useSetAdEnabled() {
  const refresh = useAdRefresh();
  return useMutation({
    mutationFn: (input: { id: number; enabled: boolean }) => api.call(adminAdvertEndpoints.setEnabled, input),
    onSuccess: refresh,
  });
}

export function useDeleteAd() {
  const refresh = useAdRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(adminAdvertEndpoints.deleteAd, { id }),
    onSuccess: refresh,
  });
}

/** The enterprise-contact sheets an ad may open (first 100 is all there are). */
export function useQrOptions() {
  const q = useQuery(
    endpointQuery(adminContactEndpoints.qrList, { pageNum: 1, pageSize: 100 }, { silent: true }),
  );
  return (q.data?.list ?? []).map((r) => ({ label: `${r.pageTitle}（${r.type}）`, value: r.id }));
}
