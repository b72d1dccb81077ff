import { CONFIG } from '../config';
import { makeNonce } from './nonce';
import { getToken } from './session';

/**
 * The few API calls the mini program makes itself (its login and the subscription record), as the H5's
 * client makes them: /api on the H5 host, a form body, the nonce header, the bearer token; success is
 * HTTP 200 with body code 200, anything else rejects with the server's message (docs/api.md).
 */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export const REQUEST_FAILED = '请求出错，请重试';

const form = (data: Record<string, string>) =>
  Object.entries(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export function post<T>(path: string, data: Record<string, string>): Promise<T> {
  const token = getToken();
  const header: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
    nonce: makeNonce(CONFIG.nonceKey, CONFIG.nonceIv),
  };
  if (token) header.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    wx.request({
      url: `${CONFIG.h5Origin}/api/${path}`,
      method: 'POST',
      data: form(data),
      header,
      timeout: 60_000,
      success: (res) => {
        let body = res.data as Envelope<T> | string;
        if (typeof body === 'string') {
          try {
            body = JSON.parse(body) as Envelope<T>;
          } catch {
            return reject(new ApiError(REQUEST_FAILED, res.statusCode));
          }
        }
        if (res.statusCode === 200 && body && body.code === 200) return resolve(body.data);
        reject(new ApiError(body?.msg || REQUEST_FAILED, body?.code ?? res.statusCode));
      },
      fail: () => reject(new ApiError(REQUEST_FAILED, 0)),
    });
  });
}
