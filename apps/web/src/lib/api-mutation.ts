import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, AnyEndpoint, InputOf } from '@jc/contract';
import { api } from './api-client';
import { endpointKey } from './api-query';

/**
 * A mutation over one endpoint that refetches the lists it changes once it succeeds (every cached
 * answer of each listed endpoint, whatever its input). The API client toasts a refusal.
 */
export function useEndpointMutation<E extends AnyEndpoint>(endpoint: E, changes: AnyEndpoint[] = []) {
  const queryClient = useQueryClient();
  const call = api.call as (e: E, i: InputOf<E>) => Promise<AnswerOf<E>>;
  return useMutation({
    mutationFn: (input: InputOf<E>) => call(endpoint, input),
    onSuccess: () =>
      Promise.all(changes.map((e) => queryClient.invalidateQueries({ queryKey: endpointKey(e) }))),
  });
}
