// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { as, get, type FileAnswer } from '@jc/contract';
import { api } from './api-client';
import { REVOKE_AFTER_MS, downloadAndSave, saveBlob } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveBlob', () => {
  it('clicks a hidden download link to an object URL, then removes both', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:x');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; inDoc: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDoc: document.body.contains(this) });
    });
    const blob = new Blob(['a,b']);
    saveBlob(blob, '学校列表.csv');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:x', download: '学校列表.csv', inDoc: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoke).toHaveBeenCalledWith('blob:x');
  });

  it('downloads an export and saves it under the server’s name', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:y'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const blob = new Blob(['x']);
    const download = vi.spyOn(api, 'download').mockResolvedValue({ blob, fileName: '书店列表.xlsx' });
    const endpoint = get('scoool/exportBookStoreList', 'staff', 'recordHistoryQuery', as<FileAnswer>());
    expect(await downloadAndSave(endpoint, { kind: 'store', id: 1 })).toBe('书店列表.xlsx');
    expect(download).toHaveBeenCalledWith(endpoint, { kind: 'store', id: 1 });
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('saves nothing when the download is refused', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    vi.spyOn(api, 'download').mockRejectedValue(new Error('导出格式须为 csv 或 xlsx'));
    const endpoint = get('scoool/exportBookStoreList', 'staff', 'recordHistoryQuery', as<FileAnswer>());
    await expect(downloadAndSave(endpoint, { kind: 'store', id: 1 })).rejects.toThrow('导出格式');
    expect(click).not.toHaveBeenCalled();
  });
});
