import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import { InfiniteList, type InfiniteQueryLike } from './InfiniteList';

interface Page {
  list: string[];
}

/** A stand-in IntersectionObserver: the test says when the sentinel comes into view. */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
function scrollToEnd() {
  act(() => {
    for (const o of observers.filter((x) => !x.disconnected)) {
      o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function query(
  pages: string[][] | undefined,
  over: Partial<InfiniteQueryLike<Page>> = {},
): InfiniteQueryLike<Page> {
  const data: InfiniteData<Page> | undefined = pages && {
    pages: pages.map((list) => ({ list })),
    pageParams: pages.map((_, i) => i + 1),
  };
  return {
    data,
    isPending: !pages,
    isError: false,
    error: null,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...over,
  };
}

const view = (q: InfiniteQueryLike<Page>) => (
  <InfiniteList query={q} error="订单加载失败" empty={{ title: '还没有订单' }} endText="— 到底了 —">
    {(items: string[]) => (
      <ul>
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    )}
  </InfiniteList>
);

describe('InfiniteList', () => {
  it('renders the rows of every page and loads the next page when the sentinel comes into view', () => {
    const q = query([['一', '二'], ['三']], { hasNextPage: true });
    render(view(q));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['一', '二', '三']);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(q.fetchNextPage).not.toHaveBeenCalled();
    scrollToEnd();
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while a page is loading', () => {
    const q = query([['一']], { hasNextPage: true, isFetchingNextPage: true });
    render(view(q));
    scrollToEnd();
    expect(q.fetchNextPage).not.toHaveBeenCalled();
  });

  it('shows the end line when every row is in, and loads nothing more', () => {
    const q = query([['一']]);
    render(view(q));
    expect(screen.getByText('— 到底了 —')).toBeTruthy();
    scrollToEnd();
    expect(q.fetchNextPage).not.toHaveBeenCalled();
  });

  it('offers a retry for a failed next page, keeping the rows', () => {
    const q = query([['一']], {
      hasNextPage: true,
      isError: true,
      error: new Error('x'),
      isFetchNextPageError: true,
    });
    render(view(q));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    scrollToEnd();
    expect(q.fetchNextPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '加载失败，点击重试' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the first page failure with 重试 and the empty view', () => {
    const failed = query(undefined, { isPending: false, isError: true, error: new Error('x') });
    render(view(failed));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    cleanup();
    render(view(query([[]])));
    expect(screen.getByRole('heading', { name: '还没有订单' })).toBeTruthy();
  });
});
