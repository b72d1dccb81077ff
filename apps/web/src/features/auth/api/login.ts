import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type LoginInput } from '@jc/contract';
import { api } from '@/lib/api-client';
import { myInfoQueryKey } from '@/lib/auth';
import { startSession } from '@/lib/session';

export function login(input: LoginInput) {
  return api.call(authEndpoints.login, { account: input.account.trim(), password: input.password });
}

/** Account login: stores the token, caches the user and seeds the profile query. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      startSession(token, user);
      queryClient.setQueryData(myInfoQueryKey, user);
    },
  });
}
