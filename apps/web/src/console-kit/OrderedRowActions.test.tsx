import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { OrderedRowActions } from './OrderedRowActions';

afterEach(cleanup);

const props = (over: { index?: number } = {}) => ({
  index: 0,
  count: 3,
  editText: '编辑',
  onEdit: vi.fn(),
  onMove: vi.fn<(to: number) => void>(),
  deleteTitle: '删除资源“课文朗读”？',
  onDelete: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('OrderedRowActions', () => {
  it('cannot move the first row up or the last one down', () => {
    const { rerender } = render(<OrderedRowActions {...props({ index: 0 })} />);
    expect(screen.getByRole('button', { name: '上移' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '下移' })).toHaveProperty('disabled', false);
    rerender(<OrderedRowActions {...props({ index: 2 })} />);
    expect(screen.getByRole('button', { name: '上移' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: '下移' })).toHaveProperty('disabled', true);
  });

  it('moves a middle row one place either way and edits it', () => {
    const p = props({ index: 1 });
    render(<OrderedRowActions {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '上移' }));
    fireEvent.click(screen.getByRole('button', { name: '下移' }));
    expect(p.onMove.mock.calls).toEqual([[0], [2]]);
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(p.onEdit).toHaveBeenCalledOnce();
  });

  it('deletes only after the confirm', async () => {
    const p = props();
    render(<OrderedRowActions {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect((await screen.findAllByText('删除资源“课文朗读”？')).length).toBeGreaterThan(0);
    expect(p.onDelete).not.toHaveBeenCalled();
    const ok = screen.getAllByRole('button', { name: /删\s*除/ }).at(-1)!;
    fireEvent.click(ok);
    await waitFor(() => expect(p.onDelete).toHaveBeenCalledOnce());
    // The confirm closes in its own React root: its closing motion starts, then turns active a frame
    // later, and there it stays (happy-dom ends no animation). Wait for that last render, or it may run
    // after the file's window is gone (an unhandled error that fails the whole run; a fixed 100 ms wait
    // was too short on a loaded machine).
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm.ant-zoom-leave-active')).not.toBeNull(),
    );
  });
});
