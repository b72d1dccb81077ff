import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myInfoQueryKey } from '../../../lib/auth';

/** Messages show under the boxes, so these calls do not toast. */
export function useVerifyPayPwd() {
  return useMutation({
    mutationFn: (pwd: string) => api.post<unknown>('myInfo/zhifuPwdVerifying', { pwd }, { silent: true }),
  });
}

export function useSavePayPwd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pwd: string; oldPwd?: string }) =>
      api.post<unknown>('myInfo/zhifuPwdSave', input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoQueryKey }),
  });
}
