import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchHeader } from './SearchHeader';

afterEach(cleanup);

const renderHeader = (value: string) => {
  const onChange = vi.fn();
  const onSearch = vi.fn();
  render(
    <MemoryRouter>
      <SearchHeader
        value={value}
        onChange={onChange}
        onSearch={onSearch}
        placeholder="搜索书名、课文"
        inputLabel="搜索内容"
      />
    </MemoryRouter>,
  );
  return { onChange, onSearch };
};

describe('SearchHeader', () => {
  it('names its parts: 返回, the search form, the field and 搜索', () => {
    renderHeader('');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    const field = screen.getByRole('searchbox', { name: '搜索内容' }) as HTMLInputElement;
    expect(field.placeholder).toBe('搜索书名、课文');
    expect(field.maxLength).toBe(30);
  });

  it('reports typing and sends the field text on submit', () => {
    const { onChange, onSearch } = renderHeader('语文');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '数学' } });
    expect(onChange).toHaveBeenCalledWith('数学');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledWith('语文');
  });
});
