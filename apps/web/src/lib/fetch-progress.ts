/**
 * Downloads a file with progress: fetch + ReadableStream, so the page can draw a percent bar. `total`
 * comes from Content-Length, else the size the catalogue gives (`expectedBytes`).
 */
export async function fetchWithProgress(
  url: string,
  onProgress: (received: number, total: number) => void,
  options: { expectedBytes?: number; signal?: AbortSignal } = {},
): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(url, { signal: options.signal, cache: 'no-store' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new Error('网络不可用，请检查网络后重试', { cause: error });
  }
  if (!res.ok) throw new Error(res.status === 404 ? '文件不存在或已下架' : `下载失败（HTTP ${res.status}）`);
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const length = Number(res.headers.get('content-length'));
  // A compressed transfer reports the compressed length; the larger figure keeps the bar honest.
  const total = Math.max(Number.isFinite(length) ? length : 0, options.expectedBytes ?? 0);
  if (!res.body) {
    const blob = await res.blob();
    onProgress(blob.size, blob.size);
    return blob;
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, Math.max(total, received));
  }
  onProgress(received, received);
  return new Blob(chunks as BlobPart[], { type });
}

/** Hands a blob to the browser's download (an `<a download>` click); the object URL is freed later. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
