import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CategoryTable } from './CategoryTable';
import { confirmWithPoints } from './confirm-with-points';

afterEach(cleanup);

describe('confirmWithPoints', () => {
  it('offers the usual points, sends the figure the operator settled on, and resolves true', async () => {
    const onOk = vi.fn((_points: number) => Promise.resolve());
    let done!: Promise<boolean>;
    act(() => {
      done = confirmWithPoints({
        title: '通过积分申请？',
        label: '发放积分',
        defaultPoints: 20,
        max: 200,
        okText: '通过',
        onOk,
      });
    });
    const field = await screen.findByLabelText('发放积分');
    expect((field as HTMLInputElement).value).toBe('20');
    expect(screen.getByText('发放积分（1–200）')).toBeTruthy();
    fireEvent.change(field, { target: { value: '35' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /通\s*过/ })));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith(35));
    await expect(done).resolves.toBe(true);
  });
});

describe('CategoryTable', () => {
  const query = {
    data: [
      { id: 1, name: '童话', openCount: 2 },
      { id: 2, name: '诗歌', openCount: 0 },
    ],
    isError: false,
    error: null,
    refetch: () => undefined,
  };

  it('lists the names with the given columns; a new name is required, then saved trimmed', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(
      <CategoryTable
        query={query}
        noun="类别"
        maxLength={10}
        columns={[{ title: '进行中的活动', dataIndex: 'openCount' }]}
        onSave={onSave}
      />,
    );
    expect(screen.getByText('童话')).toBeTruthy();
    expect(screen.getByText('进行中的活动')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /新增类别/ }));
    const save = await screen.findByRole('button', { name: /保\s*存/ });
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText('请填写类别名称')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('类别名称'), { target: { value: ' 科幻 ' } });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: '科幻' }));
  });

  it('edits a row with its id', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<CategoryTable query={query} noun="类别" maxLength={10} onSave={onSave} />);
    fireEvent.click(screen.getAllByRole('button', { name: /编\s*辑/ })[1]!);
    const field = await screen.findByLabelText('类别名称');
    expect((field as HTMLInputElement).value).toBe('诗歌');
    fireEvent.change(field, { target: { value: '现代诗' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 2, name: '现代诗' }));
  });
});
