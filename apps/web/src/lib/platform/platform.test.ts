import { describe, expect, it, vi } from 'vitest';
import { UPDATE_MSG } from '@jc/contract';
import { downloadWithProgress } from './download';
import { isMessengerBrowser, isMobileAgent, platformFromAgent } from './ua';
import {
  askButtons,
  compareVersions,
  downloadFileName,
  installFailedText,
  percentOf,
  resolveDownloadUrl,
  shouldRefreshProgress,
  UpdateError,
} from './update-logic';
import { base64UrlToBytes } from './web-platform';

const ANDROID_WX =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15';
const WIN_WX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/81 WindowsWechat MicroMessenger/7.0.20';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15';

describe('user agents', () => {
  it('finds the messenger browser on phones and desktops', () => {
    expect(isMessengerBrowser(ANDROID_WX)).toBe(true);
    expect(isMessengerBrowser(WIN_WX)).toBe(true);
    expect(isMessengerBrowser(IPHONE)).toBe(false);
  });
  it('a desktop is anything without mobile, android, ios, iphone or ipad', () => {
    expect(isMobileAgent(ANDROID_WX)).toBe(true);
    expect(isMobileAgent(IPHONE)).toBe(true);
    expect(isMobileAgent(IPAD)).toBe(true);
    expect(isMobileAgent(WIN_WX)).toBe(false);
    expect(isMobileAgent(MAC)).toBe(false);
  });
  it('names the release line', () => {
    expect(platformFromAgent(ANDROID_WX)).toBe('android');
    expect(platformFromAgent(IPHONE)).toBe('ios');
    expect(platformFromAgent(IPAD)).toBe('ios');
    expect(platformFromAgent(MAC)).toBeNull();
    expect(platformFromAgent(WIN_WX)).toBeNull();
  });
});

describe('update progress', () => {
  it('refreshes only on a step of 2 percent, and once at 100', () => {
    expect(shouldRefreshProgress(0, 1)).toBe(false);
    expect(shouldRefreshProgress(0, 2)).toBe(true);
    expect(shouldRefreshProgress(10, 11)).toBe(false);
    expect(shouldRefreshProgress(10, 12)).toBe(true);
    expect(shouldRefreshProgress(99, 100)).toBe(true);
    expect(shouldRefreshProgress(100, 100)).toBe(false);
    expect(shouldRefreshProgress(10, 15, 5)).toBe(true);
  });
  it('counts the refreshes of a download read in 1000 small chunks: at most 51', () => {
    let shown = 0;
    let refreshes = 0;
    for (let loaded = 0; loaded <= 1000; loaded += 1) {
      const p = percentOf(loaded, 1000);
      if (shouldRefreshProgress(shown, p)) {
        shown = p;
        refreshes += 1;
      }
    }
    expect(shown).toBe(100);
    expect(refreshes).toBe(50);
  });
  it('percent is whole, capped, and 0 while the size is unknown', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(10, 5)).toBe(100);
  });
});

describe('update dialog rules', () => {
  it('forced: one button; optional: cancel and upgrade', () => {
    expect(askButtons({ force: true })).toEqual(['upgrade']);
    expect(askButtons({ force: false })).toEqual(['cancel', 'upgrade']);
  });
  it('resolves served paths and http(s) addresses; refuses the rest with 下载地址无效', () => {
    expect(resolveDownloadUrl('/media/app/jiaocai-1.3.0.apk', 'http://127.0.0.1:3314')).toBe(
      'http://127.0.0.1:3314/media/app/jiaocai-1.3.0.apk',
    );
    expect(resolveDownloadUrl('https://cdn.example.cn/a.apk', 'http://x')).toBe(
      'https://cdn.example.cn/a.apk',
    );
    for (const bad of ['', 'javascript:alert(1)', '/api/x', '/media/../etc/passwd', 'ftp://a.b/c']) {
      expect(() => resolveDownloadUrl(bad, 'http://x')).toThrow(UPDATE_MSG.badAddress);
    }
  });
  it('section 8 texts', () => {
    expect(new UpdateError('downloadFailed').message).toBe('文件下载失败');
    expect(new UpdateError('cancelled').message).toBe('下载已取消');
    expect(installFailedText(3, '空间不足')).toBe('安装文件失败 [3]: 空间不足');
  });
  it('compares versions numerically and names the file', () => {
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9', '1')).toBe(-1);
    expect(downloadFileName('http://x/media/app/jiaocai-1.3.0.apk?v=1', '1.3.0')).toBe('jiaocai-1.3.0.apk');
    expect(downloadFileName('http://x/get', '1.3.0')).toBe('jiaocai-1.3.0');
  });
});

describe('downloadWithProgress', () => {
  const streamed = (chunks: number[], length?: number) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          for (const n of chunks) c.enqueue(new Uint8Array(n));
          c.close();
        },
      }),
      { headers: length === undefined ? {} : { 'content-length': String(length) } },
    );

  it('reads the stream and reports each chunk against Content-Length', async () => {
    const seen: number[] = [];
    const fetchImpl = vi.fn(() => Promise.resolve(streamed([100, 200, 700], 1000)));
    const blob = await downloadWithProgress(
      'u',
      (p) => seen.push(p.loaded),
      new AbortController().signal,
      fetchImpl,
    );
    expect(blob.size).toBe(1000);
    expect(seen).toEqual([0, 100, 300, 1000]);
  });
  it('a refusal is 文件下载失败, a short body too, an abort 下载已取消', async () => {
    const signal = new AbortController().signal;
    await expect(
      downloadWithProgress(
        'u',
        () => {},
        signal,
        () => Promise.resolve(new Response('no', { status: 404 })),
      ),
    ).rejects.toThrow('文件下载失败');
    await expect(
      downloadWithProgress(
        'u',
        () => {},
        signal,
        () => Promise.resolve(streamed([10], 100)),
      ),
    ).rejects.toThrow('文件下载失败');
    await expect(
      downloadWithProgress(
        'u',
        () => {},
        signal,
        () => Promise.reject(new TypeError('net')),
      ),
    ).rejects.toThrow('文件下载失败');
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      downloadWithProgress(
        'u',
        () => {},
        aborted.signal,
        () => Promise.reject(new DOMException('a', 'AbortError')),
      ),
    ).rejects.toThrow('下载已取消');
  });
});

describe('VAPID key', () => {
  it('decodes base64url', () => {
    expect([...base64UrlToBytes('AQID_w')]).toEqual([1, 2, 3, 255]);
  });
});
