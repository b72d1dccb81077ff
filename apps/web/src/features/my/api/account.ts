import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, authEndpoints } from '@jc/contract';
import { api } from '@/lib/api-client';
import { myInfoQueryKey } from '@/lib/auth';
import { endSession } from '@/lib/session';

export function savePassword(pwd: string) {
  return api.call(accountEndpoints.savePassword, { pwd });
}

export function useSavePassword() {
  return useMutation({ mutationFn: savePassword });
}

/**
 * Logout revokes the token on the server, but the device forgets the session whatever the answer:
 * a user who asked to leave must not stay logged in because the network failed.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.call(authEndpoints.logout, undefined, { silent: true });
      } catch (error) {
        console.warn('[my] logout call failed; the local session is cleared anyway', error);
      }
    },
    onSettled: () => {
      endSession();
      queryClient.removeQueries({ queryKey: myInfoQueryKey });
    },
  });
}
