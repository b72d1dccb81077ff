import type { AnyEndpoint, InputOf } from '@jc/contract';
import { api, type DownloadedFile } from './api-client';
import { shellKind, shellPlatform } from './platform/shell';
import { toast } from './toast';

/**
 * Saves a downloaded file (an export of `api.download`) the way a browser does: a temporary object URL
 * clicked through an `<a download>`, then revoked. In the installed app's web view the same click hands
 * the file to the system.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  // The native app's WebView does not follow a download link: the file is written to the device.
  if (shellKind() === 'native') return void saveInShell(blob, fileName, doc);
  saveByLink(blob, fileName, doc);
}

async function saveInShell(blob: Blob, fileName: string, doc: Document): Promise<void> {
  const save = (await shellPlatform()).shell?.saveFile;
  if (!save) return saveByLink(blob, fileName, doc);
  try {
    toast(`已保存到 ${await save(blob, fileName)}`);
  } catch (error) {
    toast(error instanceof Error ? error.message : '保存失败，请重试');
  }
}

function saveByLink(blob: Blob, fileName: string, doc: Document): void {
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
    // Some browsers read the URL after the click returns: revoke it a moment later.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/** How long the object URL of a saved file lives after the click. */
export const REVOKE_AFTER_MS = 30_000;

/**
 * An export button's whole job: downloads the endpoint's file (`api.download`: refusals are toasted there)
 * and saves it. Answers the saved file's name, for a toast such as `已导出 学校列表.xlsx`.
 */
export async function downloadAndSave<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E>,
): Promise<string> {
  const download = api.download as (e: E, i: InputOf<E>) => Promise<DownloadedFile>;
  const file = await download(endpoint, input);
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}
