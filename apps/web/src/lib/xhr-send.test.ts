import { afterEach, describe, expect, it, vi } from 'vitest';
import { xhrSend } from './xhr-send';

/** A stand-in for the browser's XMLHttpRequest: the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('xhrSend', () => {
  it('sends method, headers and body, reports progress and answers status and text', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const body = new FormData();
    const sent = xhrSend(
      '/api/x',
      { method: 'POST', headers: { nonce: 'n1' }, body, signal: new AbortController().signal },
      (f) => seen.push(f),
    );
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.nonce, xhr.body]).toEqual(['POST', '/api/x', 'n1', body]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.status = 200;
    xhr.responseText = '{"code":200}';
    xhr.onload?.();
    await expect(sent).resolves.toEqual({ status: 200, text: '{"code":200}' });
    expect(seen).toEqual([0.25]);
  });

  it('rejects on a network error and aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrSend(
      '/a',
      { method: 'POST', headers: {}, signal: new AbortController().signal },
      () => {},
    );
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toThrow('network error');

    const controller = new AbortController();
    const cancelled = xhrSend('/b', { method: 'POST', headers: {}, signal: controller.signal }, () => {});
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
