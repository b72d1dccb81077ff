// Makes the demo homework photos, once, into assets/media/homework: pages of arithmetic as a
// pupil writes them (some right, some wrong), drawn as SVG and rendered by sharp, and pages.json with
// each line's text and box in the photo's pixels, which the seed turns into marks without running OCR.
// The output is committed; run it again only to change them: `node apps/server/scripts/make-homework-media.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'media', 'homework');
mkdirSync(out, { recursive: true });
const cjk = "font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif'";
const hand = "font-family='DejaVu Sans, sans-serif'";
const W = 900;
const TOP = 190;
const GAP = 86;
const SIZE = 44;

const pages = {
  'page-kousuan-1.jpg': {
    title: '口算练习（一）',
    ink: '#2b2f3a',
    lines: ['12 + 35 = 47', '8 × 7 = 54', '63 - 28 = 35', '72 ÷ 8 = 9', '45 + 19 = 66', '9 × 6 = 54'],
  },
  'page-kousuan-2.jpg': {
    title: '口算练习（二）',
    ink: '#1d3557',
    lines: ['100 - 37 = 63', '6 × 8 = 48', '56 ÷ 7 = 8', '27 + 38 = 55', '81 - 45 = 36'],
  },
  'page-kousuan-3.jpg': {
    title: '乘法口诀练习',
    ink: '#3a2b2b',
    lines: ['7 × 7 = 49', '4 × 9 = 36', '5 × 8 = 45', '3 × 6 = 18', '9 × 9 = 81'],
  },
  'page-blurry.jpg': { title: '口算练习', ink: '#888', lines: [], blur: 9 },
};

const lineSvg = (text, y, ink) =>
  `<text x='90' y='${y}' font-size='${SIZE}' fill='${ink}' ${hand}>${text}</text>`;

const manifest = {};
for (const [name, p] of Object.entries(pages)) {
  const height = TOP + Math.max(p.lines.length, 5) * GAP + 40;
  const rules = Array.from({ length: Math.max(p.lines.length, 5) }, (_, i) => {
    const y = TOP + i * GAP + 14;
    return `<line x1='60' y1='${y}' x2='${W - 60}' y2='${y}' stroke='#b9cfe6' stroke-width='2'/>`;
  }).join('');
  const body = p.lines.map((l, i) => lineSvg(l, TOP + i * GAP, p.ink)).join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${W}' height='${height}'>
  <rect width='100%' height='100%' fill='#fbf8ef'/>
  <line x1='40' y1='0' x2='40' y2='${height}' stroke='#f0b3b3' stroke-width='3'/>
  <text x='${W / 2}' y='80' font-size='40' fill='#333' text-anchor='middle' ${cjk}>${p.title}</text>
  <text x='${W - 80}' y='130' font-size='26' fill='#666' text-anchor='end' ${cjk}>姓名：________</text>
  ${rules}${body}
</svg>`;
  let img = sharp(Buffer.from(svg));
  if (p.blur) img = img.blur(p.blur);
  writeFileSync(join(out, name), await img.jpeg({ quality: 82 }).toBuffer());
  // Each line's box: the line alone on an empty page, trimmed.
  const lines = [];
  for (const [i, text] of p.lines.entries()) {
    const alone = `<svg xmlns='http://www.w3.org/2000/svg' width='${W}' height='${height}'><rect width='100%' height='100%' fill='#fff'/>${lineSvg(text, TOP + i * GAP, '#000')}</svg>`;
    const { info } = await sharp(Buffer.from(alone)).trim().toBuffer({ resolveWithObject: true });
    lines.push({
      text,
      box: {
        x: -(info.trimOffsetLeft ?? 0),
        y: -(info.trimOffsetTop ?? 0),
        width: info.width,
        height: info.height,
      },
    });
  }
  manifest[name] = { width: W, height, lines };
}
writeFileSync(join(out, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`wrote ${Object.keys(pages).length} pages to ${out}`);
