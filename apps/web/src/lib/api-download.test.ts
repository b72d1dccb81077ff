// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code, Msg, archiveEndpoints, as, get, post, type FileAnswer } from '@jc/contract';
import { ApiError, createApiClient } from './api-client';
import { fileNameOf } from './api-download';
import { StorageKey, storage } from './storage';

// Export calls as the schools and bookstores contracts declare them (any GET/POST with input works).
const exportGet = get('scoool/exportSchoolList', 'staff', 'recordHistoryQuery', as<FileAnswer>());
const exportPost = post('scoool/exportSchoolList', 'staff', 'recordHistoryQuery', as<FileAnswer>());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function setup(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return Promise.resolve(answer());
  });
  const toast = vi.fn<(m: string) => void>();
  const relaunch = vi.fn<(to: string) => void>();
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    toast,
    relaunch,
    setTimer: (run) => run(),
    makeNonce: () => Promise.resolve('N'),
    currentLocation: () => '/pages/schoolArchives/index',
  });
  return { client, calls, toast, relaunch };
}

const file = (body: string, type: string, disposition: string | null) =>
  new Response(body, {
    status: 200,
    headers: { 'content-type': type, ...(disposition ? { 'content-disposition': disposition } : {}) },
  });

afterEach(() => storage.remove(StorageKey.token));

describe('api.download', () => {
  it('sends the call as call does and answers the bytes with the server’s file name', async () => {
    storage.set(StorageKey.token, 'T');
    const { client, calls } = setup(() =>
      file('PK…', XLSX, `attachment; filename="export.xlsx"; filename*=UTF-8''%E5%AD%A6%E6%A0%A1.xlsx`),
    );
    const got = await client.download(exportGet, { kind: 'school', id: 3 });
    expect(got.fileName).toBe('学校.xlsx');
    expect(await got.blob.text()).toBe('PK…');
    expect(calls[0]?.url).toBe('/api/scoool/exportSchoolList?kind=school&id=3');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('nonce')).toBe('N');
    expect(headers.get('authorization')).toBe('Bearer T');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('posts a form for a POST export', async () => {
    const { client, calls } = setup(() =>
      file('a,b', 'text/csv; charset=utf-8', 'attachment; filename="t.csv"'),
    );
    const got = await client.download(exportPost, { kind: 'store', id: 1 });
    expect(got.fileName).toBe('t.csv');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('kind=store&id=1');
  });

  it('takes a JSON envelope for a refusal: toasted, thrown, as call does', async () => {
    const { client, toast } = setup(
      () =>
        new Response(JSON.stringify({ code: 400, msg: '导出格式须为 csv 或 xlsx', data: null }), {
          status: 400,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
    );
    const err = await client.download(exportGet, { kind: 'school', id: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('导出格式须为 csv 或 xlsx');
    expect((err as ApiError).status).toBe(400);
    expect(toast).toHaveBeenCalledWith('导出格式须为 csv 或 xlsx');
  });

  it('loses the session on a token refusal', async () => {
    storage.set(StorageKey.token, 'T');
    const { client, relaunch } = setup(
      () =>
        new Response(JSON.stringify({ code: Code.expiredToken, msg: 'x', data: null }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const err = await client.download(exportGet, { kind: 'school', id: 1 }).catch((e: unknown) => e);
    expect((err as ApiError).kind).toBe('auth');
    expect(relaunch).toHaveBeenCalled();
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it('takes an envelope that says ok for no file either, silently when asked', async () => {
    const { client, toast } = setup(
      () =>
        new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const err = await client
      .download(archiveEndpoints.userAreas, undefined, { silent: true })
      .catch((e: unknown) => e);
    expect((err as ApiError).message).toBe(Msg.requestFailed);
    expect(toast).not.toHaveBeenCalled();
  });

  it('fails as a network error when nothing answers', async () => {
    const { client, toast } = setup(() => {
      throw new TypeError('offline');
    });
    const err = await client.download(exportGet, { kind: 'school', id: 1 }).catch((e: unknown) => e);
    expect((err as ApiError).kind).toBe('network');
    expect(toast).toHaveBeenCalledWith(Msg.requestFailed);
  });
});

describe('api.download, cut off', () => {
  it('fails as a network error when the bytes stop coming', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new TypeError('connection reset'));
        },
      }),
      { status: 200, headers: { 'content-type': XLSX } },
    );
    const { client, toast } = setup(() => broken);
    const err = await client.download(exportGet, { kind: 'school', id: 1 }).catch((e: unknown) => e);
    expect((err as ApiError).kind).toBe('network');
    expect(toast).toHaveBeenCalledWith(Msg.requestFailed);
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, and drops paths', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E4%B9%A6%E5%BA%97.csv`)).toBe(
      '书店.csv',
    );
    expect(fileNameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf('attachment; filename="../../etc/x.csv"')).toBe('x.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`)).toBe('download');
    expect(fileNameOf(null)).toBe('download');
  });
});
