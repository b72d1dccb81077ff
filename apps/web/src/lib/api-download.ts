import { Msg, fillPath, type AnyEndpoint } from '@jc/contract';
import {
  ApiError,
  buildUrl,
  formBody,
  parseBody,
  type CallOptions,
  type DownloadContext,
  type Params,
} from './api-client';

/**
 * `api.download`'s body (lib/api-client.ts loads it with the first download, so the first screens do not
 * carry it): an export call's file, with `call`'s path, input, headers and error path.
 */

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A download may take longer than an answer: this many times the request timeout. */
const DOWNLOAD_TIMEOUT_FACTOR = 4;

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when there is one (a Chinese name),
 * else `filename`, else 'download'. Path parts are dropped.
 */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return 'download';
  let name: string | undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
    name = (plain?.[1] ?? plain?.[2])?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || 'download';
}

/**
 * Sends the call as `call` would (path parameters, query or form body, nonce, token) and answers the
 * file. A JSON envelope instead of a file is a refusal and takes the one error path (toast, token loss).
 */
export async function downloadFile(
  { deps, settle, fail }: DownloadContext,
  endpoint: AnyEndpoint,
  input: Record<string, unknown> | undefined,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const { path, rest } = fillPath(endpoint.path, input);
  const silent = options.silent ?? false;
  const headers: Record<string, string> = {
    Accept: 'application/json, */*',
    nonce: await deps.makeNonce(),
  };
  const token = deps.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isGet = endpoint.method === 'GET';
  const url = buildUrl(deps.baseUrl, path, isGet ? (rest as Params) : undefined);
  let body: BodyInit | undefined;
  if (!isGet) {
    if (endpoint.body === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(rest);
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = formBody(rest);
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    options.timeout ?? deps.requestTimeout() * DOWNLOAD_TIMEOUT_FACTOR,
  );
  const { signal } = options;
  const onCallerAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onCallerAbort);
  // The exchange failed (no answer, or the bytes stopped coming): timeout, cancelled or network.
  const lost = (): never => {
    if (timedOut) return fail(Msg.requestFailed, 'timeout', 0, 0, silent);
    if (signal?.aborted) throw new ApiError('请求已取消', 'aborted', 0, 0);
    return fail(Msg.requestFailed, 'network', 0, 0, silent);
  };
  try {
    let response: Response;
    try {
      response = await deps.fetch(url, { method: endpoint.method, headers, body, signal: controller.signal });
    } catch {
      return lost();
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json') || response.status !== 200) {
      const parsed = parseBody(await response.text().catch(() => ''));
      settle(response.status, parsed, silent);
      // An envelope that says "ok" is no file either.
      return fail(Msg.requestFailed, 'server', response.status, response.status, silent);
    }
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch {
      return lost();
    }
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
