import { useQuery } from '@tanstack/react-query';
import type { DicEntry } from '@jc/contract';
import { dicQuery } from '@/lib/dictionary';

/** The first mainAd entry that has a picture, or null when there is none to show. */
export function pickAdvert(list: readonly DicEntry[]): DicEntry | null {
  const first = list[0];
  return first && first.icon.trim() !== '' ? first : null;
}

/**
 * The entry advert. Silent and without retries: when it fails the page simply goes home. Not asked
 * for when the advert was already passed in this app start (`enabled: false`).
 */
export function useMainAd({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...dicQuery('mainAd', { silent: true }),
    select: (data) => pickAdvert(data.dicList),
    retry: false,
    enabled,
  });
}
