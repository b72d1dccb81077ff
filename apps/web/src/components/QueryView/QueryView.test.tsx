import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Timing } from '@jc/contract';
import { allOf } from './all-of';
import { QueryView, type QueryLike } from './QueryView';

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function query<T>(over: Partial<QueryLike<T>>): QueryLike<T> {
  return { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn(), ...over };
}

const list = (q: QueryLike<string[]>) => (
  <QueryView
    query={q}
    error="列表加载失败"
    isEmpty={(d) => d.length === 0}
    empty={{ title: '还没有内容', description: '换个分类看看吧。' }}
  >
    {(items) => (
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    )}
  </QueryView>
);

describe('QueryView', () => {
  it('shows the loading view only after the async delay', () => {
    render(list(query({ isPending: true })));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(Timing.lazyPageDelay - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('加载中…');
  });

  it('shows nothing of the loading view when the answer comes within the delay', () => {
    const { rerender } = render(list(query({ isPending: true })));
    act(() => vi.advanceTimersByTime(100));
    rerender(list(query({ data: ['一'] })));
    act(() => vi.advanceTimersByTime(Timing.lazyPageDelay));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('一');
  });

  it('shows a page-given loading view', () => {
    render(
      <QueryView query={query<number>({ isPending: true })} error="失败" loading={<p>骨架</p>}>
        {(n) => n}
      </QueryView>,
    );
    act(() => vi.advanceTimersByTime(Timing.lazyPageDelay));
    expect(screen.getByText('骨架')).toBeTruthy();
  });

  it('shows the failure with 重试, which refetches', () => {
    const q = query<string[]>({ isError: true, error: new Error('boom') });
    render(list(q));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '列表加载失败' })).toBeTruthy();
    expect(screen.getByText('请检查网络后重试。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('lets the page choose the failure view by the error', () => {
    const q = query<number>({ isError: true, error: new Error('不存在') });
    const back = vi.fn();
    render(
      <QueryView
        query={q}
        error={(e) => ({
          art: 'notFound',
          title: '没有找到',
          description: e.message,
          actionText: '返回',
          onAction: back,
        })}
      >
        {(n) => n}
      </QueryView>,
    );
    expect(screen.getByText('不存在')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalled();
    expect(q.refetch).not.toHaveBeenCalled();
  });

  it('shows the empty view with its text and optional picture', () => {
    render(list(query({ data: [] })));
    expect(screen.getByRole('heading', { name: '还没有内容' })).toBeTruthy();
    expect(screen.getByText('换个分类看看吧。')).toBeTruthy();
    cleanup();
    render(
      <QueryView
        query={query({ data: 0 })}
        error="失败"
        isEmpty={(n) => n === 0}
        empty={{ title: '空的', picture: <img alt="空盒子" src="data:," /> }}
      >
        {(n) => n}
      </QueryView>,
    );
    expect(screen.getByRole('img', { name: '空盒子' })).toBeTruthy();
  });

  it('renders the children with the data, and keeps the data when a refetch fails', () => {
    const { rerender } = render(list(query({ data: ['一', '二'] })));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(list(query({ data: ['一', '二'], isError: true, error: new Error('x') })));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('allOf', () => {
  it('has data once every query has, the first failure, and refetches the failed ones', () => {
    const a = query<number>({ data: 1 });
    const b = query<string>({ isPending: true });
    expect(allOf(a, b).data).toBeUndefined();
    expect(allOf(a, query({ data: 'x' })).data).toEqual([1, 'x']);
    const boom = new Error('boom');
    const c = query<string>({ isError: true, error: boom });
    const both = allOf(a, c);
    expect(both.isError).toBe(true);
    expect(both.error).toBe(boom);
    both.refetch();
    expect(c.refetch).toHaveBeenCalled();
    expect(a.refetch).not.toHaveBeenCalled();
  });
});
