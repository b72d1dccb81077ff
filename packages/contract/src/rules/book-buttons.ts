/** Home book-list buttons (spec section 3, "Book list item"; section 5, login rule). */

/** Button types of the spec: video, audio, download, customer service. Others are kept as given. */
export const BOOK_BUTTON_TYPES = ['s', 't', 'd', 'kf'] as const;
export type KnownBookButtonType = (typeof BOOK_BUTTON_TYPES)[number];

export interface BookButton {
  /** Lower-cased type, e.g. 's'. */
  type: string;
  name: string;
}

/**
 * Parses `s-视频,t-音频,d-下载,kf-客服`. Parts are split on ',' (or the full-width '，'); each part on
 * its first '-', so names may contain dashes. Spaces are trimmed; parts with an empty type or name,
 * or without a dash, are dropped.
 */
export function parseBookButtons(raw: string | null | undefined): BookButton[] {
  const buttons: BookButton[] = [];
  for (const part of (raw ?? '').split(/[,，]/)) {
    const dash = part.indexOf('-');
    if (dash < 0) continue;
    const type = part.slice(0, dash).trim().toLowerCase();
    const name = part.slice(dash + 1).trim();
    if (type !== '' && name !== '') buttons.push({ type, name });
  }
  return buttons;
}

/** Anonymous users may use the first button (index 0) only. */
export function buttonNeedsLogin(index: number): boolean {
  return index !== 0;
}
