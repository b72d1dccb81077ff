import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint, RecordChange } from '@jc/contract';
import { api, ApiError } from '@/lib/api-client';
import { RecordHistory, describeChange } from './RecordHistory';

const CHANGES: RecordChange[] = [
  {
    id: 2,
    at: '2026-11-20 10:30',
    userId: 4,
    userName: '运营管理员',
    action: 'update',
    fields: ['学生数', '校长'],
  },
  { id: 1, at: '2026-11-20 09:30', userId: 3, userName: '李业务', action: 'create', fields: [] },
];

function mount(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecordHistory', () => {
  it('describes a change as one line', () => {
    expect(describeChange(CHANGES[0] as RecordChange)).toBe(
      '2026-11-20 10:30 · 运营管理员 · 修改 · 学生数、校长',
    );
    expect(describeChange(CHANGES[1] as RecordChange)).toBe('2026-11-20 09:30 · 李业务 · 新建');
  });

  it('asks for the record’s history and lists it newest first', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(CHANGES as never);
    mount(<RecordHistory kind="school" id={7} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(CHANGES.map(describeChange));
    const [endpoint, input, options] = call.mock.calls[0] as [AnyEndpoint, unknown, { silent: boolean }];
    expect(endpoint.path).toBe('scoool/getRecordHistory');
    expect(input).toEqual({ kind: 'school', id: 7 });
    expect(options.silent).toBe(true);
    expect(screen.getByRole('heading', { name: '修改记录' })).toBeTruthy();
  });

  it('shows the empty view', async () => {
    vi.spyOn(api, 'call').mockResolvedValue([] as never);
    mount(<RecordHistory kind="store" id={1} title="变更记录" />);
    expect(await screen.findByText('暂无修改记录')).toBeTruthy();
    expect(screen.getByRole('region', { name: '变更记录' })).toBeTruthy();
  });

  it('shows a failure with 重试 that asks again', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiError('记录不存在', 'server', 404, 404))
      .mockResolvedValueOnce(CHANGES as never);
    mount(<RecordHistory kind="school" id={7} />);
    expect(await screen.findByText('修改记录加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for a record not saved yet', () => {
    const call = vi.spyOn(api, 'call');
    mount(<RecordHistory kind="school" id={0} />);
    expect(screen.getByText('保存后在这里记录每次修改')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
