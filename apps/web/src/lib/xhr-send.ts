/** What one HTTP exchange answers: the status and the body's text. */
export interface Exchanged {
  status: number;
  text: string;
}

/**
 * Sends a request with XMLHttpRequest, which (unlike fetch) reports upload progress: `onProgress`
 * gets the fraction sent, 0 to 1. Aborting the signal aborts the request; a failure or an abort
 * rejects, as fetch does.
 */
export function xhrSend(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit | null; signal: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.ontimeout = () => reject(new TypeError('timeout'));
    if (init.signal.aborted) {
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
