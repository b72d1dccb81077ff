import autocannon from 'autocannon';
import { makeNonce } from './nonce.js';

export interface LoadResult {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon at the given connections; every request carries a fresh nonce, as the app sends. */
export async function load(
  url: string,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 100,
    duration: opts.seconds ?? 10,
    requests: [
      {
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...opts.headers, nonce: makeNonce() } }),
      },
    ],
  });
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
