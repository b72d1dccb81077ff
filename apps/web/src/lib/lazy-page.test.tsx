import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timing } from '@jc/contract';
import { lazyPage } from './lazy-page';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const text = () => container.textContent ?? '';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Hello = () => <p>你好，页面</p>;

describe('lazyPage', () => {
  it('shows nothing for the first 200 ms, then the loading view, then the page', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const Page = lazyPage(() => chunk.promise);
    await act(async () => root.render(<Page />));

    await advance(Timing.lazyPageDelay - 1);
    expect(text()).toBe('');
    await advance(1);
    expect(text()).toContain('页面加载中');

    await act(async () => chunk.resolve({ default: Hello }));
    expect(text()).toBe('你好，页面');
  });

  it('never flashes the loading view for a fast chunk', async () => {
    const chunk = deferred<{ default: typeof Hello }>();
    const Page = lazyPage(() => chunk.promise);
    await act(async () => root.render(<Page />));
    await advance(150);
    await act(async () => chunk.resolve({ default: Hello }));
    expect(text()).toBe('你好，页面');
    await advance(Timing.lazyPageDelay);
    expect(text()).not.toContain('页面加载中');
  });

  it('shows the timeout view after 60 s and the chunk failure with a retry after 120 s', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ default: Hello });
    const Page = lazyPage(load);
    await act(async () => root.render(<Page />));

    await advance(Timing.lazyPageTimeout - 1);
    expect(text()).toContain('页面加载中');
    await advance(1);
    expect(text()).toContain('页面加载超时');

    await advance(Timing.chunkLoadTimeout - Timing.lazyPageTimeout);
    expect(text()).toContain('页面加载失败');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === '重试');
    expect(retry).toBeDefined();

    await act(async () => retry?.click());
    await advance(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(text()).toBe('你好，页面');
    error.mockRestore();
  });

  it('shows the chunk failure at once when the import fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await act(async () => root.render(<Page />));
    await advance(0);
    expect(text()).toContain('页面加载失败');
    error.mockRestore();
  });
});
