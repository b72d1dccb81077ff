import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setPlatform } from '@/lib/platform';
import { webPlatform } from '@/lib/platform/web-platform';
import { ShellScanner } from './ShellScanner';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

// bookmain/resolveCode: em=5 opens the sample-book page, TkAudioInfo=300299 is retired, others unknown.
vi.mock('../api/scan', () => ({
  findBooksByBarcode: vi.fn(() => Promise.resolve([])),
  resolveScannedCode: vi.fn((_client: unknown, code: { key: string; value: string }) => {
    if (code.key === 'em') return Promise.resolve({ to: `/pages/book/sampleBook?em_${code.value}` });
    if (code.value === '300299')
      return Promise.reject(
        new ApiError('这个二维码已停用，请扫描图书上新的二维码，或搜索图书', 'server', 410, 410),
      );
    return Promise.reject(new ApiError('没有找到这个二维码对应的内容', 'server', 404, 404));
  }),
}));

// The native platform's chunk, as lib/platform/shell.ts loads it inside the app: a scanner of its own.
const nativeScan = vi.hoisted(() => vi.fn());
vi.mock('@/lib/platform/native', async () => {
  const { webPlatform: web } = await import('@/lib/platform/web-platform');
  return { loadNativePlatform: () => ({ ...web, name: 'native', shell: { scan: nativeScan } }) };
});

afterEach(async () => {
  // Let the page's last answers (the routing, the shell's scanner) land while it is still mounted, so no
  // React work is left for after this file's window is gone.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  cleanup();
  window.__JC_SHELL__ = '';
  setPlatform(webPlatform);
});

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

function renderAt(code: string | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/pages/index/home', '/pages/user/camera']} initialIndex={1}>
        <Routes>
          <Route
            path="/pages/user/camera"
            element={<ShellScanner code={code} fallback={() => <p>网页扫描</p>} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ShellScanner', () => {
  it('routes a handed code as the scanner would, replacing the scan page', async () => {
    renderAt('https://jc.example.com/r?em=5');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/pages/book/sampleBook?em_5'));
  });

  it('a handed code that leads nowhere says so, with 重新扫描', async () => {
    renderAt('https://elsewhere.example/x');
    expect(await screen.findByRole('heading', { name: '未能打开扫描的内容' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新扫描' })).toBeTruthy();
  });

  it('a retired or unknown printed code says so, with 重新扫码 and 搜索图书', async () => {
    renderAt('https://jc.example.com/twoCode.app?TkAudioInfo=300299');
    expect(await screen.findByRole('heading', { name: '这个二维码已停用' })).toBeTruthy();
    expect(screen.getByText(/已不再使用/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '搜索图书' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/pages/book/bookSearch'));
    cleanup();
    renderAt('https://jc.example.com/r?s=404404404');
    expect(await screen.findByRole('heading', { name: '没有找到二维码对应的内容' })).toBeTruthy();
  });

  it("a shell's scanner: its text is routed; a scan the shell opens itself goes back", async () => {
    window.__JC_SHELL__ = 'native';
    nativeScan.mockResolvedValueOnce({ text: 'https://jc.example.com/marketing/88' });
    const askCamera = vi.spyOn(webPlatform.permissions, 'state').mockResolvedValue('granted');
    renderAt(null);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('/pages/book/musicPlayer?lessonno=yx88'),
    );
    expect(nativeScan).toHaveBeenCalledTimes(1);
    askCamera.mockRestore();
  });

  it('without a scanner of the shell, the page’s own scanner', async () => {
    renderAt(null);
    window.__JC_SHELL__ = '';
    expect(await screen.findByText('网页扫描')).toBeTruthy();
  });
});
