import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Server answers are final; only a lost connection is worth one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
