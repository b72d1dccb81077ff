import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DicData, DicGroup } from '@jc/contract';
import { api } from './api-client';

export function getDicData(type: DicGroup, options: { silent?: boolean; signal?: AbortSignal } = {}) {
  return api.get<DicData>('bookmain/getDicData', { type }, options);
}

const dicQueryKey = (type: DicGroup) => ['dicData', type] as const;

/**
 * A dictionary group; they change rarely, so one fetch serves the session for five minutes. `silent`
 * for background fetches: a failure is not toasted.
 */
export const dicQuery = (type: DicGroup, { silent = false }: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: dicQueryKey(type),
    queryFn: ({ signal }) => getDicData(type, { signal, silent }),
    staleTime: 5 * 60_000,
  });

export function useDicData(type: DicGroup) {
  return useQuery(dicQuery(type));
}
