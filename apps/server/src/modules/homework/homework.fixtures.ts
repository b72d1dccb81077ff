import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

const FONT_PACKAGES: Record<string, string> = {
  'DejaVu Sans': 'fonts-dejavu-core',
  'Liberation Sans': 'fonts-liberation',
};
const installed = new Map<string, boolean>();

/**
 * Fontconfig quietly draws a missing font in another, and the OCR then reads another page than the test
 * meant (DejaVu's ÷ read as +): a missing font is said at once, with the package that brings it.
 */
function requireFont(font: string): void {
  if (!installed.has(font))
    installed.set(font, execFileSync('fc-list', [font], { encoding: 'utf8' }).trim() !== '');
  if (!installed.get(font))
    throw new Error(
      `font "${font}" is not installed: apt-get install ${FONT_PACKAGES[font] ?? 'a package with it'} (scripts/test-all.sh does)`,
    );
}

/** A photo of a page of arithmetic as the tests draw it: one line each, dark ink on off-white paper. */
export async function arithmeticPage(
  lines: readonly string[],
  {
    font = 'DejaVu Sans',
    size = 44,
    format = 'jpeg',
  }: { font?: string; size?: number; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
  requireFont(font);
  const gap = Math.round(size * 1.9);
  const height = 120 + lines.length * gap;
  const text = lines
    .map(
      (l, i) =>
        `<text x='70' y='${100 + i * gap}' font-size='${size}' font-family='${font}' fill='#2b2f3a'>${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='820' height='${height}'><rect width='100%' height='100%' fill='#fbf8ef'/>${text}</svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 90 }).toBuffer();
}
