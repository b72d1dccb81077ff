// What the picture scripts share: the media folder they write into, text escaping and the menu icon.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** assets/media/<name> of the server, made when missing. */
export function mediaDir(name) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'media', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Text made safe inside an SVG element. */
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A 96×96 rounded square in `color` with one white glyph: menu and category icons. */
export const icon = (
  glyph,
  color,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="28" fill="${color}"/>
<text x="48" y="62" text-anchor="middle" font-family="sans-serif" font-size="42" font-weight="700" fill="#fff">${esc(glyph)}</text>
</svg>
`;
