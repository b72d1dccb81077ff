import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackEndpoints, type AnyEndpoint } from '@jc/contract';
import { api } from '@/lib/api-client';
import { StorageKey, storage } from '@/lib/storage';
import { FeedbackForm } from './FeedbackForm';

function mount(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => storage.set(StorageKey.token, 'old-token'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  storage.remove(StorageKey.token);
  storage.remove(StorageKey.user);
});

describe('FeedbackForm', () => {
  it('refuses a missing category and short text, then sends text and pictures in one upload', async () => {
    const sent: Record<string, unknown>[] = [];
    let progress: (f: number) => void = () => undefined;
    let finish: (v: unknown) => void = () => undefined;
    vi.spyOn(api, 'call').mockImplementation(((endpoint: AnyEndpoint, input: unknown, options: unknown) => {
      expect(endpoint.path).toBe(feedbackEndpoints.save.path);
      sent.push(input as Record<string, unknown>);
      progress = (options as { onProgress: (f: number) => void }).onProgress;
      return new Promise((resolve) => (finish = resolve));
    }) as never);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    mount(<FeedbackForm />);

    click('提交反馈');
    expect(await screen.findByText('请选择反馈类型')).toBeTruthy();
    expect(screen.getByText('反馈内容至少5个字')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByText('产品建议'));
    type('反馈内容', '希望增加夜间模式');
    expect(screen.getByText('8/140')).toBeTruthy();
    const files = [1, 2, 3, 4, 5].map((n) => new File([String(n)], `${n}.png`, { type: 'image/png' }));
    fireEvent.change(screen.getByLabelText('选择反馈图片'), { target: { files } });
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /添加图片/ })).toBeNull();

    click('提交反馈');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ category: '产品建议', content: '希望增加夜间模式', contact: '' });
    expect((sent[0]?.file as Blob[]).length).toBe(4);
    await act(async () => progress(0.5));
    expect(screen.getByText('上传中 50%')).toBeTruthy();
    await act(async () => finish({ id: 1 }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
