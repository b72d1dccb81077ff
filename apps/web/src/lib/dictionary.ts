import { useQuery } from '@tanstack/react-query';
import { dictionaryEndpoints, type DicGroup } from '@jc/contract';
import { api } from './api-client';
import { endpointQuery } from './api-query';

export function getDicData(type: DicGroup, options: { silent?: boolean; signal?: AbortSignal } = {}) {
  return api.call(dictionaryEndpoints.dicData, { type }, options);
}

/**
 * A dictionary group; they change rarely, so one fetch serves the session for five minutes. `silent`
 * for background fetches: a failure is not toasted.
 */
export const dicQuery = (type: DicGroup, { silent = false }: { silent?: boolean } = {}) =>
  endpointQuery(dictionaryEndpoints.dicData, { type }, { silent, staleTime: 5 * 60_000 });

export function useDicData(type: DicGroup) {
  return useQuery(dicQuery(type));
}
