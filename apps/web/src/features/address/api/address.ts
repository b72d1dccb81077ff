import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressEndpoints, type SaveAddressInput } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';

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
