import {
  Code,
  Msg,
  PAGES,
  TOKEN_LOSS_CODES,
  Timing,
  fillPath,
  type AnyEndpoint,
  type AnswerOf,
  type Envelope,
  type InputOf,
} from '@jc/contract';
import type { DownloadedFile } from './api-download';
import { makeNonce } from './nonce';
import type { Exchanged, xhrSend } from './xhr-send';
import { currentLocation, loginUrl, navigateTo, relaunch } from './navigation';
import { endSession, getToken } from './session';
import { toast } from './toast';

/** Why a call failed; TanStack Query sees it as the query's error. */
export type ApiErrorKind =
  /** The server answered with an envelope whose code is not 200 (or a non-200 HTTP status). */
  | 'server'
  /** Token missing, invalid, revoked or expired: the session is gone. */
  | 'auth'
  /** HTTP 200, code 200, but data says code 120: the account must be changed. */
  | 'changeAccount'
  | 'network'
  | 'timeout'
  /** Cancelled by the caller (a query unmounted): never toasted. */
  | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** Envelope code when there was one, else the HTTP status (0 without an answer). */
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Merged into the URL query for every method. */
  params?: Params;
  /** POST body: form-urlencoded by default, JSON with `json: true`, multipart when a FormData. */
  data?: Record<string, ParamValue | unknown> | FormData;
  json?: boolean;
  /** Do not toast the failure (the caller shows it, or it is background work). */
  silent?: boolean;
  signal?: AbortSignal;
  timeout?: number;
  /** Sends with upload progress (0 to 1), for files; the request goes by XMLHttpRequest then. */
  onProgress?: (fraction: number) => void;
}

/** Options of `api.call`: how the call behaves, never what it sends. */
export type CallOptions = Pick<RequestOptions, 'silent' | 'signal' | 'timeout' | 'onProgress'>;

/** `call(endpoint)` for an endpoint without input, `call(endpoint, input)` otherwise. */
type CallArgs<E extends AnyEndpoint> =
  InputOf<E> extends void
    ? [input?: undefined, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

/** An upload's input as multipart form data: files as files, everything else as text. */
function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    // Several files in one field (the `file` of a check-in with pictures): the field repeats.
    else if (Array.isArray(value) && value.every((v) => v instanceof Blob))
      for (const file of value) form.append(key, file);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  /** The exchange of requests that report upload progress (lib/xhr-send.ts). */
  sendWithProgress: typeof xhrSend;
  makeNonce: () => Promise<string>;
  getToken: () => string | null;
  /** Drops the token and the cached user. */
  clearSession: () => void;
  toast: (message: string) => void;
  navigate: (to: string) => void;
  relaunch: (to: string) => void;
  currentLocation: () => string;
  /** Whether a location is the login page (a token lost there sends nowhere). */
  isLoginPage: (location: string) => boolean;
  /** Where a lost token sends the user, with the way back to `back`. */
  loginUrl: (back: string) => string;
  setTimer: (run: () => void, ms: number) => void;
  /** How long a call may take when the caller names no timeout: 60 s, or 100 s in the app shell. */
  requestTimeout: () => number;
}

/**
 * The request timeout of spec section 9: 60 s in the web wrapper (a browser, the mini program's
 * web-view), 100 s in the app shell (the native app, `window.__JC_SHELL__` set by index.html's boot
 * script before any module runs).
 */
export function requestTimeoutFor(shell: string | null | undefined): number {
  return shell === 'native' ? Timing.appShellRequestTimeout : Timing.requestTimeout;
}

const defaultDeps: ApiClientDeps = {
  baseUrl: '/api',
  fetch: (input, init) => globalThis.fetch(input, init),
  // Loaded with the first upload: no first screen sends a file.
  sendWithProgress: (url, init, onProgress) =>
    import('./xhr-send').then(({ xhrSend }) => xhrSend(url, init, onProgress)),
  makeNonce: () => makeNonce(),
  getToken,
  clearSession: endSession,
  toast: (message) => toast(message),
  navigate: (to) => navigateTo(to),
  relaunch,
  currentLocation,
  isLoginPage: (location) => location.startsWith(PAGES.accountLogin.path),
  loginUrl,
  setTimer: (run, ms) => {
    globalThis.setTimeout(run, ms);
  },
  requestTimeout: () => requestTimeoutFor(typeof window === 'undefined' ? null : window.__JC_SHELL__),
};

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function isChangeAccount(data: unknown): data is { code: number; msg?: string } {
  return (
    typeof data === 'object' && data !== null && (data as { code?: unknown }).code === Code.changeAccount
  );
}

/** Parses a body that may be JSON, or a JSON string holding JSON (some gateways double-encode). */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    const once: unknown = JSON.parse(text);
    if (typeof once !== 'string') return once;
    try {
      return JSON.parse(once) as unknown;
    } catch {
      return once;
    }
  } catch {
    return null;
  }
}

export function buildUrl(baseUrl: string, path: string, params?: Params): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  if (text === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export function formBody(data: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body.toString();
}

export type { DownloadedFile };

/** What a download shares with `call`: the dependencies and the one error path. */
export interface DownloadContext {
  deps: ApiClientDeps;
  settle: (status: number, parsed: unknown, silent: boolean) => unknown;
  fail: (message: string, kind: ApiErrorKind, code: number, status: number, silent: boolean) => never;
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...defaultDeps, ...overrides };
  // Parallel calls failing with the same lost token toast and relaunch once, not once each.
  let relaunchPending = false;

  function fail(message: string, kind: ApiErrorKind, code: number, status: number, silent: boolean): never {
    if (!silent) deps.toast(message);
    throw new ApiError(message, kind, code, status);
  }

  function loseSession(code: number, serverMsg: string, status: number): never {
    const message = code === Code.expiredToken ? Msg.loginExpired : serverMsg || Msg.loginExpired;
    deps.clearSession();
    const here = deps.currentLocation();
    if (!relaunchPending && !deps.isLoginPage(here)) {
      relaunchPending = true;
      deps.toast(message);
      deps.setTimer(() => {
        relaunchPending = false;
        deps.relaunch(deps.loginUrl(here));
      }, Timing.tokenLossRelaunch);
    }
    throw new ApiError(message, 'auth', code, status);
  }

  /**
   * An answer's envelope: its data, or the one error path (token loss, refusal, change of account).
   * `status` is the HTTP status, `parsed` the parsed body (null when it was not JSON).
   */
  function settle(status: number, parsed: unknown, silent: boolean): unknown {
    const envelope = isEnvelope(parsed) ? parsed : null;
    const code = envelope?.code ?? status;
    const serverMsg = typeof envelope?.msg === 'string' ? envelope.msg : '';

    if (envelope && TOKEN_LOSS_CODES.includes(envelope.code))
      return loseSession(envelope.code, serverMsg, status);
    if (status !== 200 || !envelope || envelope.code !== Code.ok) {
      return fail(serverMsg || Msg.requestFailed, 'server', code, status, silent);
    }
    if (isChangeAccount(envelope.data)) {
      const message = envelope.data.msg || Msg.requestFailed;
      deps.toast(message);
      deps.setTimer(() => deps.navigate(PAGES.changeAccount.path), Timing.changeAccountRedirect);
      throw new ApiError(message, 'changeAccount', Code.changeAccount, status);
    }
    return envelope.data;
  }

  /** The transport under `call`: answers the envelope's data, untyped (only `call` knows its type). */
  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const { method = 'GET', params, data, json = false, silent = false, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json', nonce: await deps.makeNonce() };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    // GET has no body: its data joins the query, next to the params every method merges in.
    const query =
      method === 'GET' && data && !(data instanceof FormData) ? { ...(data as Params), ...params } : params;
    const url = buildUrl(deps.baseUrl, path, query);
    let body: BodyInit | undefined;
    if (method === 'GET') {
      body = undefined;
    } else if (data instanceof FormData) {
      body = data; // the browser sets the multipart boundary
    } else if (json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(data ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = formBody(data ?? {});
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeout ?? deps.requestTimeout());
    const onCallerAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', onCallerAbort);

    const { onProgress } = options;
    const exchange = (): Promise<Exchanged> =>
      onProgress
        ? deps.sendWithProgress(url, { method, headers, body, signal: controller.signal }, onProgress)
        : deps
            .fetch(url, { method, headers, body, signal: controller.signal })
            .then(async (response) => ({ status: response.status, text: await response.text() }));

    let status: number;
    let parsed: unknown;
    try {
      const answer = await exchange();
      status = answer.status;
      parsed = parseBody(answer.text);
    } catch {
      if (timedOut) return fail(Msg.requestFailed, 'timeout', 0, 0, silent);
      if (signal?.aborted) throw new ApiError('请求已取消', 'aborted', 0, 0);
      return fail(Msg.requestFailed, 'network', 0, 0, silent);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }

    return settle(status, parsed, silent);
  }

  /**
   * Calls an endpoint of the contract: the path's `{name}` parameters come from the input, the rest
   * goes in the query (GET) or in the body the endpoint declares; the answer is typed by it.
   */
  function call<E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<AnswerOf<E>> {
    const { path, rest } = fillPath(endpoint.path, input as Record<string, unknown> | undefined);
    if (endpoint.method === 'GET')
      return request(path, { ...options, method: 'GET', params: rest as Params }) as Promise<AnswerOf<E>>;
    return request(path, {
      ...options,
      method: 'POST',
      data: endpoint.body === 'upload' ? toFormData(rest) : rest,
      json: endpoint.body === 'json',
    }) as Promise<AnswerOf<E>>;
  }

  /**
   * Calls an endpoint that answers a file (an export: `as<FileAnswer>()`): the same path, input, headers
   * and refusals as `call`, but the answer is the file's bytes and its name (lib/api-download.ts, loaded
   * with the first download: no first screen exports anything).
   */
  function download<E extends AnyEndpoint>(
    endpoint: E,
    ...[input, options]: CallArgs<E>
  ): Promise<DownloadedFile> {
    return import('./api-download').then(({ downloadFile }) =>
      downloadFile({ deps, settle, fail }, endpoint, input as Record<string, unknown> | undefined, options),
    );
  }

  /**
   * Changes how the client behaves around its calls, for the whole page: the operator console (another
   * entry of the same app) sends a lost token to its own login page and toasts with its own kit.
   */
  function configure(changes: Partial<ApiClientDeps>): void {
    Object.assign(deps, changes);
  }

  return { call, request, download, configure };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one API client of the app. */
export const api = createApiClient();
