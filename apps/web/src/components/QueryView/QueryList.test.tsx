import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryList } from './QueryList';
import type { QueryLike } from './QueryView';

afterEach(cleanup);

const query = (data: string[]): QueryLike<string[]> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
});

const view = (data: string[]) => (
  <QueryList
    query={query(data)}
    error="加载失败"
    empty={{ title: '暂无资料' }}
    label="资料列表"
    itemKey={(s) => s}
  >
    {(s) => <span>{s}</span>}
  </QueryList>
);

describe('QueryList', () => {
  it('shows the items as a named list, one item a row', () => {
    render(view(['一', '二']));
    const list = screen.getByRole('list', { name: '资料列表' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['一', '二']);
  });

  it('shows the empty view for an empty answer', () => {
    render(view([]));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('暂无资料')).toBeTruthy();
  });
});
