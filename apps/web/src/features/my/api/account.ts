import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountEndpoints,
  authEndpoints,
  PAGES,
  type SaveMyAccountInfoInput,
  type SetPhoneInput,
  type UserInfo,
} from '@jc/contract';
import { api } from '@/lib/api-client';
import { myInfoQueryKey } from '@/lib/auth';
import { navigateTo } from '@/lib/navigation';
import { shellSessionEnded } from '@/lib/platform/session-ended';
import { cacheUser, endSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Puts a fresh profile (the answer of a settings call) where every page reads it. */
export function useSetProfile() {
  const queryClient = useQueryClient();
  return (user: UserInfo) => {
    cacheUser(user);
    queryClient.setQueryData(myInfoQueryKey, user);
  };
}

/** 昵称 or 年级/册别: saveMyAccountInfo answers the whole profile. */
export function useSaveInfo() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (input: SaveMyAccountInfoInput) => api.call(accountEndpoints.saveInfo, input),
    onSuccess: setProfile,
  });
}

/** Step 1 of the password change: the old password, for a short-lived ticket. */
export function verifyPassword(pwd: string) {
  return api.call(accountEndpoints.verifyPassword, { pwd });
}

/** Step 2: the new password with the ticket; every other session of the account is signed out. */
export function savePassword(input: { pwd: string; ticket: string }) {
  return api.call(accountEndpoints.savePassword, input);
}

export function useVerifyPassword() {
  return useMutation({ mutationFn: verifyPassword });
}

export function useSavePassword() {
  return useMutation({ mutationFn: savePassword });
}

/** setPhoneNum: sends a code (no `code`) or binds (with it). This build's server answers 503 with its text. */
export function useSetPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    // Silent: the sheet shows the server's text where the phone is typed.
    mutationFn: (input: SetPhoneInput) => api.call(accountEndpoints.setPhone, input, { silent: true }),
    onSuccess: (result) => {
      if (result.state === 'bound') void queryClient.invalidateQueries({ queryKey: myInfoQueryKey });
    },
  });
}

/** Forgets the session on this device and every cached answer of it. */
function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    endSession();
    queryClient.removeQueries({ queryKey: myInfoQueryKey });
    queryClient.clear();
  };
}

/**
 * Logout revokes the token on the server, but the device forgets the session whatever the answer:
 * a user who asked to leave must not stay logged in because the network failed. Home replaces the
 * page first, so a login-only page (settings) never shows its 请先登录 on the way out.
 */
export function useLogout() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.call(authEndpoints.logout, undefined, { silent: true });
      } catch (error) {
        console.warn('[my] logout call failed; the local session is cleared anyway', error);
      }
    },
    onSettled: () => {
      toast('已退出登录');
      navigateTo(PAGES.home.path, { replace: true });
      forget();
      // The mini program keeps a token of its own: it must not hand the old one back.
      shellSessionEnded(PAGES.home.path);
    },
  });
}

/**
 * 注销账号 with the login password. Only a success ends the session: a wrong password (409) changes
 * nothing, and the sheet shows the server's words.
 */
export function useCancelAccount() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: (pwd: string) => api.call(accountEndpoints.cancel, { pwd }, { silent: true }),
    onSuccess: () => {
      toast('账号已注销', 'success');
      navigateTo(PAGES.home.path, { replace: true });
      forget();
      shellSessionEnded(PAGES.home.path);
    },
  });
}
