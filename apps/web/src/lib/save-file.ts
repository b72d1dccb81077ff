/**
 * Saves a downloaded file (an export of `api.download`) the way a browser does: a temporary object URL
 * clicked through an `<a download>`, then revoked. In the installed app's web view the same click hands
 * the file to the system.
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
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
