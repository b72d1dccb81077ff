import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authEndpoints, type LoginInput } from '@jc/contract';
import { api } from '@/lib/api-client';
import { myInfoQueryKey } from '@/lib/auth';
import { endSession, startSession } from '@/lib/session';

/** The pupils' account login (oauth/Login) with the same session storage: one login for both entries. */
export function useConsoleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api.call(authEndpoints.login, { account: input.account.trim(), password: input.password }),
    onSuccess: ({ token, user }) => {
      startSession(token, user);
      queryClient.setQueryData(myInfoQueryKey, user);
    },
  });
}

/** Logs out on the server (best effort), drops the session and every cached answer, shows the login. */
export function useConsoleLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await api.call(authEndpoints.logout, undefined, { silent: true }).catch(() => undefined);
    endSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
}
