import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { as, post } from '@jc/contract';
import { api, ApiError } from '@/lib/api-client';
import { UploadProgress } from './UploadProgress';
import { useUpload } from './use-upload';

const endpoint = post('test/upload', 'user', 'addressIdInput', as<{ id: number }>(), 'upload');

function Uploader() {
  const { state, start, cancel, retry } = useUpload(endpoint);
  return (
    <>
      <button type="button" onClick={() => void start({ id: 1, file: new Blob(['x']) } as never)}>
        上传
      </button>
      {state.status === 'done' ? <output>已上传</output> : null}
      <UploadProgress state={state} onCancel={cancel} onRetry={() => void retry()} />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useUpload with UploadProgress', () => {
  it('shows the share sent, then the answer', async () => {
    let report: (f: number) => void = () => undefined;
    let finish: (v: unknown) => void = () => undefined;
    const call = vi.spyOn(api, 'call').mockImplementation(((...args: unknown[]) => {
      report = (args[2] as { onProgress: (f: number) => void }).onProgress;
      return new Promise((resolve) => (finish = resolve));
    }) as never);
    render(<Uploader />);
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    // The file is looked at (compressed if a large picture) before it is sent.
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    await act(async () => report(0.42));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('上传中 42%')).toBeTruthy();
    await act(async () => finish({ id: 9 }));
    expect(screen.getByRole('status').textContent).toBe('已上传');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels through the signal, and 重试 sends the same file again', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(
        ((...args: unknown[]) =>
          new Promise((_resolve, reject) =>
            (args[2] as { signal: AbortSignal }).signal.addEventListener('abort', () =>
              reject(new ApiError('请求已取消', 'aborted', 0, 0)),
            ),
          )) as never,
      );
    render(<Uploader />);
    fireEvent.click(screen.getByRole('button', { name: '上传' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '取消' })));
    expect(screen.getByRole('alert').textContent).toContain('已取消上传');

    call.mockRejectedValueOnce(new ApiError('文件过大：图片不能超过10MB', 'server', 400, 400));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(screen.getByRole('alert').textContent).toContain('文件过大：图片不能超过10MB');
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1]?.[1]).toMatchObject({ id: 1 });
  });

  it('sends a list of files in one request, each looked at first', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ id: 3 } as never);
    function Many() {
      const { start } = useUpload(endpoint);
      return (
        <button
          type="button"
          onClick={() => void start({ id: 1, file: [new Blob(['a']), new Blob(['b'])] } as never)}
        >
          上传两个
        </button>
      );
    }
    render(<Many />);
    fireEvent.click(screen.getByRole('button', { name: '上传两个' }));
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    const files = (call.mock.calls[0]?.[1] as { file: Blob[] }).file;
    expect(files).toHaveLength(2);
    expect(files.every((f) => f instanceof Blob)).toBe(true);
  });
});
