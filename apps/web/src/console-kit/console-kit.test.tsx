import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { ReasonModal } from './ReasonModal';
import { tableState } from './ConsoleTable';

afterEach(cleanup);

describe('ConsoleTable: the page and filters in the URL query', () => {
  const filters = [
    { name: 'keyword', label: '名称' },
    { name: 'status', label: '状态' },
  ];

  it('reads the page, its size and the filters set', () => {
    const state = tableState(new URLSearchParams('pageNum=3&pageSize=50&keyword=语文&other=x'), filters, 20);
    expect(state).toEqual({ pageNum: 3, pageSize: 50, values: { keyword: '语文' } });
  });

  it('falls back to the first page and the default size on nonsense, and caps the size at 100', () => {
    expect(tableState(new URLSearchParams('pageNum=-1&pageSize=abc'), filters, 20)).toEqual({
      pageNum: 1,
      pageSize: 20,
      values: {},
    });
    expect(tableState(new URLSearchParams('pageNum=1.5&pageSize=1000'), filters, 20).pageSize).toBe(100);
    expect(tableState(new URLSearchParams('pageNum=1.5'), filters, 20).pageNum).toBe(1);
  });
});

describe('ReasonModal', () => {
  it('requires a reason that is not blank, then sends it trimmed and closes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<ReasonModal open title="驳回申请" onClose={onClose} onSubmit={onSubmit} />);
    const ok = () => screen.getByRole('button', { name: /确\s*定/ });

    await act(async () => fireEvent.click(ok()));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请填写驳回原因'), { target: { value: '   ' } });
    await act(async () => fireEvent.click(ok()));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('请填写驳回原因'), {
      target: { value: ' 证明照片不清晰 ' },
    });
    await act(async () => fireEvent.click(ok()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('证明照片不清晰'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when sending fails', async () => {
    const onClose = vi.fn();
    render(
      <ReasonModal
        open
        title="退款"
        label="退款原因"
        onClose={onClose}
        onSubmit={() => Promise.reject(new ApiError('退款失败', 'server', 500, 200))}
      />,
    );
    fireEvent.change(screen.getByPlaceholderText('请填写退款原因'), { target: { value: '缺货' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByPlaceholderText('请填写退款原因')).toBeTruthy();
  });
});
