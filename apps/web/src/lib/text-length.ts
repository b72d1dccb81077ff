/** Characters as the server's `max()` counts them (UTF-16 units) after trimming, for the 140 counter. */
export function textLength(text: string): number {
  return text.trim().length;
}
