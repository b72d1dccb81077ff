// Makes the demo photos of content-error reports (纠错有奖), once, into assets/media/rewards: a
// book page photographed with the error circled in red, drawn as SVG and rendered by sharp (a CJK font such
// as WenQuanYi must be installed when it runs). The output is committed; run it again only to change them:
// `node apps/server/scripts/make-reward-media.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'media', 'rewards');
mkdirSync(out, { recursive: true });
const font = "font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif'";

/** A page: a title, lines of text, the page number, and a red ring round line `mark` (x from, to). */
function page({ title, lines, pageNo, mark, tint }) {
  const rows = lines
    .map((l, i) => `<text x='90' y='${200 + i * 62}' font-size='34' fill='#2b2b2b' ${font}>${l}</text>`)
    .join('');
  const [line, from, to] = mark;
  const cy = 188 + line * 62;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='720' height='720'>
  <rect width='720' height='720' fill='${tint}'/>
  <g transform='rotate(-2 360 360)'>
    <rect x='40' y='40' width='640' height='640' fill='#fffdf6' stroke='#d8d0bf' stroke-width='2'/>
    <text x='360' y='120' font-size='40' fill='#1d1d1d' text-anchor='middle' ${font}>${title}</text>
    ${rows}
    <text x='360' y='650' font-size='24' fill='#777' text-anchor='middle' ${font}>— ${pageNo} —</text>
    <ellipse cx='${(from + to) / 2}' cy='${cy}' rx='${(to - from) / 2 + 18}' ry='34' fill='none' stroke='#e0281e' stroke-width='6' opacity='0.85'/>
  </g>
</svg>`;
}

const pictures = {
  'typo-yuwen.jpg': page({
    title: '秋天的雨',
    lines: [
      '秋天的雨，是一把钥匙。',
      '它带着清凉和温柔，',
      '轻轻地，轻轻地，',
      '趁你没留意，',
      '把秋天的大门打开了。',
      '它把黄色给了银否树，',
      '黄黄的叶子像一把把小扇子。',
    ],
    pageNo: 12,
    mark: [5, 292, 362],
    tint: '#b9a58a',
  }),
  'punct-yuwen.jpg': page({
    title: '古诗二首',
    lines: ['床前明月光。', '疑是地上霜，', '举头望明月，', '低头思故乡。', '', '注释：疑，好像。'],
    pageNo: 28,
    mark: [0, 90, 310],
    tint: '#a89a80',
  }),
  'answer-shuxue.jpg': page({
    title: '练习四 参考答案',
    lines: ['1. 36 + 47 = 83', '2. 8 × 7 = 54', '3. 72 − 29 = 43', '4. 6 × 9 = 54', '5. 100 − 38 = 62'],
    pageNo: 45,
    mark: [1, 90, 300],
    tint: '#9fb0a6',
  }),
  'picture-yingyu.jpg': page({
    title: 'Unit 3  Animals',
    lines: ['This is a cat.  [图: 一只狗]', 'That is a dog.', 'Look at the bird.', 'It can fly.'],
    pageNo: 31,
    mark: [0, 90, 520],
    tint: '#a6a0b8',
  }),
  'fact-kexue.jpg': page({
    title: '认识地球',
    lines: ['地球绕太阳转一圈', '大约需要一个月。', '地球自转一圈', '大约需要一天。'],
    pageNo: 7,
    mark: [1, 90, 400],
    tint: '#b0a48f',
  }),
};

for (const [name, svg] of Object.entries(pictures)) {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
  writeFileSync(join(out, name), data);
  console.log(name, data.length);
}
