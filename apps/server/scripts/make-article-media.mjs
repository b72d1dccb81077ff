// Makes the demo pictures of the essay contests, once, into assets/media/articles: contest
// banners, pupils' handwritten essay pages on squared composition paper, crayon drawings, and one small
// PDF. Drawn as SVG and rendered by sharp (a CJK font such as WenQuanYi must be installed when it runs);
// the PDF is written by hand (vector shapes, no font). The output is committed; run it again only to
// change them: `node apps/server/scripts/make-article-media.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'media', 'articles');
mkdirSync(out, { recursive: true });
const font = "font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif'";
const hand = "font-family='WenQuanYi Zen Hei, WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif'";

/** A contest banner, 750×320. */
function banner({ title, sub, from, to, deco }) {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='750' height='320'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'>
    <stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
  <rect width='750' height='320' fill='url(#g)'/>
  ${deco}
  <text x='48' y='150' font-size='58' fill='#fff' font-weight='bold' ${font}>${title}</text>
  <text x='50' y='215' font-size='30' fill='#fffbe8' ${font}>${sub}</text>
</svg>`;
}

const leaves = Array.from({ length: 9 }, (_, i) => {
  const x = 470 + (i % 3) * 85 + (i % 2) * 20;
  const y = 40 + Math.floor(i / 3) * 90;
  return `<ellipse cx='${x}' cy='${y}' rx='30' ry='16' fill='${['#f2c94c', '#eb5757', '#f2994a'][i % 3]}' transform='rotate(${i * 37} ${x} ${y})' opacity='0.9'/>`;
}).join('');
const stars = Array.from({ length: 12 }, (_, i) => {
  const x = 480 + ((i * 53) % 250);
  const y = 30 + ((i * 71) % 260);
  return `<circle cx='${x}' cy='${y}' r='${4 + (i % 3) * 3}' fill='#fffbe8' opacity='0.8'/>`;
}).join('');
const heart = `<path d='M600 250 C 520 190, 520 110, 600 130 C 680 110, 680 190, 600 250 Z' fill='#ff8a80' opacity='0.9'/>`;
const sprouts = Array.from({ length: 6 }, (_, i) => {
  const x = 470 + i * 45;
  return `<path d='M${x} 300 Q ${x} 240 ${x + 10} 220' stroke='#2e7d32' stroke-width='6' fill='none'/><ellipse cx='${x + 18}' cy='220' rx='16' ry='8' fill='#66bb6a'/>`;
}).join('');

/** One page of squared composition paper (作文纸) with the essay written on it, 720×960. */
function essayPage({ title, author, lines, ink = '#2b3a67' }) {
  const cell = 40;
  const cols = 16;
  const x0 = 40;
  const y0 = 120;
  const grid = Array.from({ length: 18 }, (_, r) =>
    Array.from(
      { length: cols },
      (_, c) =>
        `<rect x='${x0 + c * cell}' y='${y0 + r * (cell + 6)}' width='${cell}' height='${cell}' fill='none' stroke='#e0a39a' stroke-width='1.2'/>`,
    ).join(''),
  ).join('');
  const indent = (n) => '\u3000'.repeat(n); // full-width spaces: empty squares of the paper
  const text = [`${indent(2)}${title}`, `${indent(8)}${author}`, ...lines.map((l) => `${indent(2)}${l}`)]
    .flatMap((l) => {
      const chars = [...l];
      const rows = [];
      for (let i = 0; i < chars.length; i += cols) rows.push(chars.slice(i, i + cols));
      return rows;
    })
    .slice(0, 18)
    .map((chars, r) =>
      chars
        .map(
          (ch, c) =>
            `<text x='${x0 + c * cell + cell / 2 + ((r * 7 + c * 3) % 5) - 2}' y='${y0 + r * (cell + 6) + 30 + ((r + c) % 3) - 1}' font-size='28' fill='${ink}' text-anchor='middle' ${hand}>${ch}</text>`,
        )
        .join(''),
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='720' height='960'>
  <rect width='720' height='960' fill='#fdfaf2'/>
  <text x='360' y='70' font-size='30' fill='#b0665c' text-anchor='middle' ${font}>作 文 纸</text>
  ${grid}${text}
</svg>`;
}

/** A crayon drawing, 800×600. */
function drawing({ sky, ground, extra, caption }) {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
  <rect width='800' height='600' fill='${sky}'/>
  <rect y='420' width='800' height='180' fill='${ground}'/>
  <circle cx='680' cy='100' r='60' fill='#ffd54f' stroke='#ffb300' stroke-width='8'/>
  ${Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1='${680 + Math.cos(a) * 75}' y1='${100 + Math.sin(a) * 75}' x2='${680 + Math.cos(a) * 105}' y2='${100 + Math.sin(a) * 105}' stroke='#ffb300' stroke-width='8' stroke-linecap='round'/>`;
  }).join('')}
  ${extra}
  <text x='40' y='570' font-size='34' fill='#5d4037' ${hand}>${caption}</text>
</svg>`;
}

const house = `<rect x='120' y='260' width='220' height='180' fill='#ef9a9a' stroke='#c62828' stroke-width='6'/>
  <polygon points='100,270 230,160 360,270' fill='#8d6e63' stroke='#4e342e' stroke-width='6'/>
  <rect x='205' y='340' width='60' height='100' fill='#6d4c41'/>
  <rect x='140' y='300' width='50' height='45' fill='#bbdefb' stroke='#1565c0' stroke-width='4'/>`;
const family = [0, 1, 2]
  .map((i) => {
    const x = 460 + i * 95;
    const h = i === 2 ? 90 : 130;
    return `<circle cx='${x}' cy='${440 - h}' r='26' fill='#ffe0b2' stroke='#5d4037' stroke-width='4'/>
  <line x1='${x}' y1='${466 - h}' x2='${x}' y2='${470 - h / 3}' stroke='#5d4037' stroke-width='8'/>
  <line x1='${x - 30}' y1='${500 - h}' x2='${x + 30}' y2='${500 - h}' stroke='#5d4037' stroke-width='6'/>
  <line x1='${x}' y1='${470 - h / 3}' x2='${x - 20}' y2='440' stroke='#5d4037' stroke-width='6'/>
  <line x1='${x}' y1='${470 - h / 3}' x2='${x + 20}' y2='440' stroke='#5d4037' stroke-width='6'/>`;
  })
  .join('');
const tree = (x, c) => `<rect x='${x - 12}' y='300' width='24' height='130' fill='#795548'/>
  <circle cx='${x}' cy='270' r='70' fill='${c}'/>`;
const rabbit = `<ellipse cx='400' cy='400' rx='70' ry='50' fill='#fff' stroke='#9e9e9e' stroke-width='5'/>
  <circle cx='460' cy='350' r='38' fill='#fff' stroke='#9e9e9e' stroke-width='5'/>
  <ellipse cx='450' cy='280' rx='12' ry='40' fill='#fff' stroke='#9e9e9e' stroke-width='5'/>
  <ellipse cx='478' cy='285' rx='12' ry='40' fill='#fff' stroke='#9e9e9e' stroke-width='5'/>
  <circle cx='470' cy='345' r='5' fill='#333'/>`;

const pictures = {
  'cover-autumn.jpg': banner({
    title: '我眼中的秋天',
    sub: '写一写你看到、听到、闻到的秋天',
    from: '#f2994a',
    to: '#eb5757',
    deco: leaves,
  }),
  'cover-family.jpg': banner({
    title: '我的家人',
    sub: '用文字讲讲家里的温暖故事',
    from: '#ff7e79',
    to: '#c86dd7',
    deco: heart,
  }),
  'cover-fairy.jpg': banner({
    title: '童话新编',
    sub: '给熟悉的童话换一个结局',
    from: '#5b7fff',
    to: '#35c6d0',
    deco: stars,
  }),
  'cover-spring.jpg': banner({
    title: '春天的约定',
    sub: '寒假读书笔记与春日随笔',
    from: '#56ab2f',
    to: '#a8e063',
    deco: sprouts,
  }),
  'essay-autumn-1.jpg': essayPage({
    title: '秋天的银杏树',
    author: '三年级 小明',
    lines: [
      '我们学校门口有两棵高高的银杏树。秋天到了，银杏叶变成了金黄色，像一把把小扇子。',
      '风一吹，叶子就哗啦啦地落下来，好像下了一场金色的雨。',
      '我捡了几片最好看的叶子夹在书里，做成了书签。',
    ],
  }),
  'essay-autumn-2.jpg': essayPage({
    title: '秋天的果园',
    author: '四年级 小红',
    lines: [
      '周末，爷爷带我去果园摘苹果。红红的苹果挂满枝头，像一个个小灯笼。',
      '我踮起脚尖摘下一个，咬一口，又脆又甜。',
      '秋天真是一个丰收的季节！',
    ],
    ink: '#1b1b1b',
  }),
  'essay-family-1.jpg': essayPage({
    title: '我的妈妈',
    author: '三年级 乐乐',
    lines: [
      '我的妈妈有一双灵巧的手，她会做香喷喷的饭菜，还会给我扎漂亮的辫子。',
      '有一次我发烧了，妈妈整夜守在我身边。',
      '我爱我的妈妈！',
    ],
  }),
  'essay-fairy-1.jpg': essayPage({
    title: '新龟兔赛跑',
    author: '四年级 朵朵',
    lines: [
      '第二次比赛，兔子再也没有睡觉，可是它发现乌龟落在了后面。',
      '兔子想了想，回头背起乌龟，一起冲过了终点。',
      '森林里的动物们都为它们鼓掌。',
    ],
  }),
  'drawing-autumn.jpg': drawing({
    sky: '#bbdefb',
    ground: '#ffcc80',
    extra: `${tree(200, '#ffb300')}${tree(420, '#ef6c00')}${tree(620, '#f9a825')}`,
    caption: '金色的秋天',
  }),
  'drawing-family.jpg': drawing({
    sky: '#e1f5fe',
    ground: '#aed581',
    extra: `${house}${family}`,
    caption: '我和爸爸妈妈',
  }),
  'drawing-rabbit.jpg': drawing({
    sky: '#ede7f6',
    ground: '#9ccc65',
    extra: `${rabbit}${tree(160, '#43a047')}`,
    caption: '不睡觉的小兔子',
  }),
};

for (const [name, svg] of Object.entries(pictures)) {
  const jpg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  writeFileSync(join(out, name), jpg);
  console.log(`articles/${name} ${jpg.length} bytes`);
}

/** A one-page PDF: a drawing made of vector shapes (a tree and a sun), with a Latin title. */
function pdf() {
  const content = [
    '0.99 0.98 0.94 rg 0 0 420 595 re f',
    '1 0.8 0.2 rg 300 470 m 340 470 l 340 510 l 300 510 l f',
    '0.47 0.33 0.28 rg 190 150 40 160 re f',
    '0.26 0.63 0.28 rg 130 290 160 130 re f',
    '0.2 0.2 0.2 rg BT /F1 22 Tf 60 90 Td (Autumn - a drawing by Xiaohong) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
writeFileSync(join(out, 'essay-autumn.pdf'), pdf());
console.log('articles/essay-autumn.pdf');
