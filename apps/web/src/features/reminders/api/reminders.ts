import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reminderEndpoints, type SaveMsgInfoInput } from '@jc/contract';
import { api } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';
import { askPermission, platform } from '@/lib/platform';

/** Reminder queries; silent, the page says what failed. */
export const reminderQueries = {
  mine: () => endpointQuery(reminderEndpoints.mine, undefined, { silent: true }),
  templates: () =>
    endpointQuery(reminderEndpoints.templates, undefined, { silent: true, staleTime: 5 * 60_000 }),
};

export const useMyReminders = () => useQuery(reminderQueries.mine());
export const useTemplates = () => useQuery(reminderQueries.templates());

/** Saves a reminder (new or changed) and refreshes the list; refusals are toasted by the client. */
export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMsgInfoInput) => api.call(reminderEndpoints.save, input),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(reminderEndpoints.mine) }),
  });
}

export function useDeleteReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(reminderEndpoints.remove, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(reminderEndpoints.mine) }),
  });
}

/**
 * Turns push on for this device: the notification permission through the platform (explanation, then
 * the request), a subscription with the server's VAPID key, sent with myInfo/updateAppPushID.
 * Resolves with the outcome; throws the failure's words.
 */
export async function enablePush(): Promise<'on' | 'denied' | 'blocked'> {
  const permission = await askPermission('notifications');
  if (permission.outcome === 'blocked') return 'blocked';
  if (permission.outcome !== 'granted') return 'denied';
  const { publicKey } = await api.call(reminderEndpoints.pushKey);
  let registerID: string;
  try {
    registerID = await platform().push.subscribe(publicKey);
  } catch (error) {
    console.warn('[push] subscribe failed', error);
    throw new Error('订阅推送失败，请稍后再试', { cause: error });
  }
  await api.call(reminderEndpoints.savePushId, { registerID });
  return 'on';
}
