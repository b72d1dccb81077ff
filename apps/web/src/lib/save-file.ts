import type { AnyEndpoint, InputOf } from '@jc/contract';
import { api, type DownloadedFile } from './api-client';

/**
 * Saves a downloaded file (an export of `api.download`) the way a browser does: a temporary object URL
 * clicked through an `<a download>`, then revoked. In the installed app's web view the same click hands
 * the file to the system.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  // The native app's WebView does not follow a download link: its platform writes the file instead.
  if (shellSaver) return shellSaver(blob, fileName);
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

/**
 * The shell's way to save a file, set by lib/platform/shell.ts once the native platform is loaded. A
 * setter rather than an import: the operator console saves files too, and must not reach the shells'
 * chunks (docs/native.md).
 */
let shellSaver: ((blob: Blob, fileName: string) => void) | null = null;

export function setShellSaver(save: typeof shellSaver): void {
  shellSaver = save;
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
