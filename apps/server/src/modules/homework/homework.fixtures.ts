import sharp from 'sharp';

/** A photo of a page of arithmetic as the tests draw it: one line each, dark ink on off-white paper. */
export async function arithmeticPage(
  lines: readonly string[],
  {
    font = 'DejaVu Sans',
    size = 44,
    format = 'jpeg',
  }: { font?: string; size?: number; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
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
