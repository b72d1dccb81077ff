import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminContactEndpoints, contactEndpoints, type InputOf } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

/** The console's calls of the customer-service QR codes (features/customer-service/console/). */
export type SaveQrInput = InputOf<typeof adminContactEndpoints.saveQr>;
export type SaveKefuInput = InputOf<typeof adminContactEndpoints.saveKefu>;

function useContactRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        adminContactEndpoints.qrList,
        adminContactEndpoints.kefuList,
        contactEndpoints.qrCode,
        contactEndpoints.kefu,
      ].map((e) => client.invalidateQueries({ queryKey: endpointKey(e) })),
    );
}

export function useSaveQr() {
  const refresh = useContactRefresh();
  return useMutation({
    mutationFn: (input: SaveQrInput) => api.call(adminContactEndpoints.saveQr, input),
    onSuccess: refresh,
  });
}

export function useDeleteQr() {
  const refresh = useContactRefresh();
  return useMutation({
    mutationFn: (id: number) => api.call(adminContactEndpoints.deleteQr, { id }),
    onSuccess: refresh,
  });
}

export function useKefuDesks() {
  return useQuery(endpointQuery(adminContactEndpoints.kefuList, undefined, { silent: true }));
}

export function useSaveKefu() {
  const refresh = useContactRefresh();
  return useMutation({
    mutationFn: (input: SaveKefuInput) => api.call(adminContactEndpoints.saveKefu, input),
    onSuccess: refresh,
  });
}
