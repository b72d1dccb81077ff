import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payPwdEndpoints, type SavePayPwdInput } from '@jc/contract';
import { api } from '@/lib/api-client';
import { myInfoQueryKey } from '@/lib/auth';

/** Messages show under the boxes, so these calls do not toast. */
export function useVerifyPayPwd() {
  return useMutation({
    mutationFn: (pwd: string) => api.call(payPwdEndpoints.verify, { pwd }, { silent: true }),
  });
}

export function useSavePayPwd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePayPwdInput) => api.call(payPwdEndpoints.save, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoQueryKey }),
  });
}
