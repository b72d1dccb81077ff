import { PAGES } from '@jc/contract';

/**
 * The poster's geometry (clock/poster), in canvas pixels: a 750 × 1200 picture (twice a 375 px wide
 * phone screen). Pure: the drawing itself is `draw-poster.ts`.
 */
export const POSTER = {
  width: 750,
  height: 1200,
  padding: 48,
  title: { y: 96, size: 44, lineHeight: 58, maxLines: 2 },
  date: { size: 26 },
  card: { x: 40, y: 330, width: 670, height: 760, radius: 32 },
  avatar: { radius: 64 },
  name: { size: 36 },
  stat: { valueSize: 96, labelSize: 26 },
  qr: { size: 220, quiet: 2 },
  footer: { size: 24 },
} as const;

/** The address the poster's QR code opens: the camp's page, absolute. */
export function campPageUrl(origin: string, dakaId: number): string {
  return `${origin.replace(/\/+$/, '')}${PAGES.clockIndex.path}?dakaId=${dakaId}`;
}

/**
 * Breaks a text into lines no wider than `maxWidth` (character by character: Chinese has no spaces),
 * at most `maxLines`; a cut last line ends with `…`.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (s: string) => number,
  maxLines: number,
): string[] {
  const chars = Array.from(text.trim());
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < chars.length; i++) {
    const next = line + chars[i];
    if (line !== '' && measure(next) > maxWidth) {
      if (lines.length === maxLines - 1) {
        let cut = line;
        while (cut.length > 0 && measure(`${cut}…`) > maxWidth) cut = Array.from(cut).slice(0, -1).join('');
        lines.push(`${cut}…`);
        return lines;
      }
      lines.push(line);
      line = chars[i]!;
    } else {
      line = next;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * How a QR code of `modules` × `modules` fits a square of `box` pixels with `quiet` modules of white
 * around it: whole pixels per module (sharp edges decode best) and the offset that centres it.
 */
export function qrFit(modules: number, box: number, quiet: number): { cell: number; offset: number } {
  const cell = Math.max(1, Math.floor(box / (modules + 2 * quiet)));
  return { cell, offset: Math.floor((box - cell * modules) / 2) };
}

/** The saved file's name: `打卡海报-<camp>.png`, without characters file systems refuse. */
export function posterFileName(campTitle: string): string {
  const safe = campTitle.replace(/[\\/:*?"<>|\s]+/g, '').slice(0, 30);
  return `打卡海报${safe ? `-${safe}` : ''}.png`;
}
