import type { DownloadProgress } from './types';
import { UpdateError } from './update-logic';

/**
 * Fetches a file and reports the bytes read so far through the response's stream (the length from
 * Content-Length, 0 when absent). A refusal or a broken connection is UpdateError('downloadFailed'),
 * an abort UpdateError('cancelled').
 */
export async function downloadWithProgress(
  url: string,
  onProgress: (p: DownloadProgress) => void,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  const failed = (error: unknown): never => {
    if (signal.aborted) throw new UpdateError('cancelled');
    if (error instanceof UpdateError) throw error;
    throw new UpdateError('downloadFailed');
  };
  let response: Response;
  try {
    response = await fetchImpl(url, { signal, cache: 'no-store' });
  } catch (error) {
    return failed(error);
  }
  if (!response.ok) return failed(new UpdateError('downloadFailed'));
  const total = Number(response.headers.get('content-length')) || 0;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  onProgress({ loaded: 0, total });
  if (!response.body) {
    const blob = await response.blob().catch(failed);
    onProgress({ loaded: blob.size, total: total || blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  } catch (error) {
    return failed(error);
  }
  if (total > 0 && loaded < total) return failed(new UpdateError('downloadFailed'));
  return new Blob(parts as BlobPart[], { type });
}
