// Writes the pictures of the demo points-shop goods (a simple illustration per good, plus a detail
// card) as small SVGs into assets/media/goods, and the category icons. Run once by hand
// (`node scripts/make-goods-images.mjs`); the output is committed. Names match src/modules/shop/seed.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { esc, icon, mediaDir } from './svg.mjs';

const out = mediaDir('goods');

/** 400×400 card: a soft gradient, the drawing in the middle, the name at the bottom. */
const card = (
  name,
  from,
  to,
  drawing,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" rx="32" fill="url(#bg)"/>
<circle cx="330" cy="70" r="60" fill="#fff" opacity=".25"/><circle cx="60" cy="330" r="40" fill="#fff" opacity=".2"/>
<g transform="translate(200 175)">${drawing}</g>
<rect x="40" y="318" width="320" height="54" rx="27" fill="#fff" opacity=".85"/>
<text x="200" y="354" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#333">${esc(name)}</text>
</svg>
`;

/** The second picture: a detail card with the selling points. */
const detail = (
  name,
  lines,
  color,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" rx="32" fill="#FFF9F0"/>
<rect x="24" y="24" width="352" height="352" rx="24" fill="none" stroke="${color}" stroke-width="4" stroke-dasharray="10 8"/>
<text x="200" y="96" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="700" fill="${color}">${esc(name)}</text>
${lines
  .map(
    (l, i) =>
      `<circle cx="70" cy="${160 + i * 56}" r="9" fill="${color}"/><text x="92" y="${169 + i * 56}" font-family="sans-serif" font-size="24" fill="#444">${esc(l)}</text>`,
  )
  .join('\n')}
</svg>
`;

const pencil = (c) =>
  [-60, -20, 20, 60]
    .map(
      (x, i) => `<g transform="translate(${x} 0) rotate(${i * 6 - 9})">
<rect x="-13" y="-90" width="26" height="140" rx="4" fill="${c[i % c.length]}"/><rect x="-13" y="-90" width="26" height="18" fill="#F6C1C1"/>
<polygon points="-13,50 13,50 0,86" fill="#F3D9A4"/><polygon points="-5,72 5,72 0,86" fill="#444"/></g>`,
    )
    .join('');
const markers = () =>
  ['#EB5757', '#F2994A', '#F2C94C', '#27AE60', '#2F80ED', '#9B51E0']
    .map(
      (c, i) =>
        `<g transform="translate(${-100 + i * 40} 0)"><rect x="-14" y="-70" width="28" height="120" rx="10" fill="#fff"/><rect x="-14" y="-90" width="28" height="34" rx="10" fill="${c}"/><rect x="-14" y="30" width="28" height="12" fill="${c}"/></g>`,
    )
    .join('');
const notebook = () =>
  [
    ['#56CCF2', -50],
    ['#F2994A', 0],
    ['#6FCF97', 50],
  ]
    .map(
      ([c, x], i) =>
        `<g transform="translate(${x - 10} ${i * 8 - 10}) rotate(${i * 5 - 5})"><rect x="-70" y="-95" width="140" height="180" rx="10" fill="${c}"/><rect x="-70" y="-95" width="18" height="180" fill="#000" opacity=".12"/><rect x="-30" y="-55" width="80" height="30" rx="6" fill="#fff" opacity=".85"/></g>`,
    )
    .join('');
const pencilCase = () =>
  `<rect x="-120" y="-50" width="240" height="110" rx="40" fill="#9B51E0"/><rect x="-120" y="-20" width="240" height="8" fill="#fff" opacity=".5"/><circle cx="100" cy="-16" r="10" fill="#F2C94C"/><circle cx="-50" cy="25" r="14" fill="#fff" opacity=".7"/><circle cx="-10" cy="30" r="9" fill="#fff" opacity=".5"/>`;
const book = (c, glyph) =>
  `<rect x="-95" y="-105" width="190" height="230" rx="12" fill="${c}"/><rect x="-95" y="-105" width="26" height="230" fill="#000" opacity=".15"/><rect x="-55" y="-70" width="125" height="70" rx="10" fill="#fff" opacity=".9"/><text x="8" y="-22" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${c}">${esc(glyph)}</text><rect x="-50" y="30" width="110" height="10" rx="5" fill="#fff" opacity=".6"/><rect x="-50" y="55" width="80" height="10" rx="5" fill="#fff" opacity=".6"/>`;
const cube = () => {
  const colors = [
    '#EB5757',
    '#F2C94C',
    '#27AE60',
    '#2F80ED',
    '#F2994A',
    '#fff',
    '#27AE60',
    '#EB5757',
    '#2F80ED',
  ];
  return `<rect x="-100" y="-100" width="200" height="200" rx="18" fill="#333"/>${colors
    .map(
      (c, i) =>
        `<rect x="${-90 + (i % 3) * 62}" y="${-90 + Math.floor(i / 3) * 62}" width="56" height="56" rx="8" fill="${c}"/>`,
    )
    .join('')}`;
};
const tangram = () =>
  `<polygon points="-100,-100 100,-100 0,0" fill="#EB5757"/><polygon points="-100,-100 0,0 -100,100" fill="#2F80ED"/><polygon points="100,-100 100,0 50,-50" fill="#F2C94C"/><polygon points="0,0 50,-50 100,0 50,50" fill="#27AE60"/><polygon points="-100,100 0,0 50,50 0,100" fill="#9B51E0"/><polygon points="0,100 100,0 100,100" fill="#F2994A"/>`;
const puzzle = () =>
  `<rect x="-120" y="-95" width="240" height="190" rx="10" fill="#D6F0FF"/><path d="M-80,-40 C-50,-80 10,-70 40,-50 C80,-60 100,-20 80,10 C90,50 40,70 10,50 C-20,70 -70,50 -80,20 C-100,0 -95,-20 -80,-40Z" fill="#6FCF97"/><circle cx="20" cy="-10" r="6" fill="#EB5757"/><path d="M-120,-5 h60 v-20 a12,12 0 1 1 0,24 v20 h-60" fill="none" stroke="#fff" stroke-width="4"/><path d="M0,-95 v50 h20 a12,12 0 1 1 0,24 h-20 v116" fill="none" stroke="#fff" stroke-width="4"/>`;
const cup = () =>
  `<rect x="-60" y="-110" width="120" height="30" rx="12" fill="#4F4F4F"/><rect x="-55" y="-85" width="110" height="200" rx="26" fill="#56CCF2"/><rect x="-55" y="-20" width="110" height="40" fill="#fff" opacity=".5"/><circle cx="0" cy="60" r="18" fill="#fff" opacity=".6"/>`;
const lamp = () =>
  `<rect x="-80" y="95" width="160" height="22" rx="11" fill="#4F4F4F"/><rect x="-8" y="-40" width="16" height="140" fill="#828282"/><g transform="rotate(-20)"><path d="M-90,-40 L-40,-110 L40,-110 L90,-40Z" fill="#F2C94C"/></g><ellipse cx="-10" cy="-20" rx="70" ry="16" fill="#FFF3C4" opacity=".8"/>`;
const umbrella = () =>
  `<path d="M-130,0 A130,110 0 0 1 130,0 Q97,-20 65,0 Q32,-20 0,0 Q-32,-20 -65,0 Q-97,-20 -130,0Z" fill="#EB5757"/><path d="M-65,0 A65,110 0 0 1 0,-108 A65,110 0 0 1 65,0 Q32,-20 0,0 Q-32,-20 -65,0Z" fill="#F2994A"/><path d="M0,0 V100 a22,22 0 0 1 -44,0" fill="none" stroke="#4F4F4F" stroke-width="10" stroke-linecap="round"/>`;
const globe = () =>
  `<rect x="-60" y="108" width="120" height="16" rx="8" fill="#4F4F4F"/><rect x="-6" y="80" width="12" height="32" fill="#828282"/><circle r="95" fill="#56CCF2"/><path d="M-60,-50 C-30,-70 0,-40 -10,-10 C-30,10 -60,0 -70,-20Z M20,20 C50,0 80,20 70,50 C50,70 20,60 20,20Z M10,-80 C30,-85 50,-70 40,-55 C25,-50 5,-60 10,-80Z" fill="#6FCF97"/><circle r="95" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`;

/** file stem → [name, gradient from, to, drawing, detail lines, accent]. */
const GOODS = {
  'pencil-set': [
    '卡通铅笔套装',
    '#FFE3D3',
    '#FFC6A8',
    pencil(['#EB5757', '#2F80ED', '#27AE60', '#F2C94C']),
    ['HB 书写铅笔 12 支', '圆杆不累手', '附赠卷笔刀'],
    '#EB5757',
  ],
  'markers-24': [
    '24色水彩笔',
    '#E8F4FF',
    '#C9E4FF',
    markers(),
    ['24 种鲜艳颜色', '可水洗配方', '绘画手账都好用'],
    '#2F80ED',
  ],
  notebooks: [
    '笔记本三件套',
    '#EAFBF0',
    '#C8F0D6',
    notebook(),
    ['A5 尺寸 三本装', '护眼米黄内页', '线装不掉页'],
    '#27AE60',
  ],
  'pencil-case': [
    '大容量笔袋',
    '#F3EAFE',
    '#DCC8FB',
    pencilCase(),
    ['双层大容量', '防水面料', '结实拉链'],
    '#9B51E0',
  ],
  'idiom-stories': [
    '成语故事绘本',
    '#FFF4D6',
    '#FFE39E',
    book('#F2994A', '成语'),
    ['100 个经典成语', '彩色插图 注音', '每个故事 5 分钟'],
    '#F2994A',
  ],
  'tang-poems': [
    '唐诗三百首注音版',
    '#FDE8E8',
    '#F8C8C8',
    book('#EB5757', '唐诗'),
    ['精选唐诗 300 首', '全文注音 配译文', '附朗读音频'],
    '#EB5757',
  ],
  'why-encyclopedia': [
    '十万个为什么',
    '#E6F7FB',
    '#BDEBF7',
    book('#2D9CDB', '为什么'),
    ['科学启蒙百科', '2000 个问题', '全彩图解'],
    '#2D9CDB',
  ],
  'rubiks-cube': [
    '三阶魔方',
    '#F0F0F0',
    '#D9D9D9',
    cube(),
    ['顺滑不卡顿', '环保贴纸', '锻炼空间思维'],
    '#333333',
  ],
  tangram: [
    '木质七巧板',
    '#FFF1E0',
    '#FFD9AE',
    tangram(),
    ['榉木材质 圆角', '附 100 道题卡', '亲子益智'],
    '#F2994A',
  ],
  'china-puzzle': [
    '中国地图拼图',
    '#E3F6FF',
    '#B8E6FF',
    puzzle(),
    ['省份形状拼块', '认识省会城市', '80 片 适合 6 岁+'],
    '#2F80ED',
  ],
  'thermos-cup': [
    '学生保温杯',
    '#E4F7FD',
    '#BEEBF8',
    cup(),
    ['316 不锈钢内胆', '保温 12 小时', '一键弹盖'],
    '#56CCF2',
  ],
  'desk-lamp': [
    '护眼台灯',
    '#FFFBE6',
    '#FFEFAE',
    lamp(),
    ['无频闪 无蓝光危害', '三档亮度', 'USB 充电'],
    '#F2C94C',
  ],
  umbrella: [
    '卡通晴雨伞',
    '#FFEDED',
    '#FFCFCF',
    umbrella(),
    ['晴雨两用', '反光条更安全', '防夹手设计'],
    '#EB5757',
  ],
  globe: ['发光地球仪', '#E6F9F0', '#BFEFD8', globe(), ['20 厘米球径', '灯光照明', '中英文标注'], '#27AE60'],
};

for (const [stem, [name, from, to, drawing, lines, accent]] of Object.entries(GOODS)) {
  writeFileSync(join(out, `${stem}.svg`), card(name, from, to, drawing));
  writeFileSync(join(out, `${stem}-detail.svg`), detail(name, lines, accent));
}

const CATEGORIES = {
  'cat-stationery': icon('笔', '#EB5757'),
  'cat-books': icon('书', '#F2994A'),
  'cat-toys': icon('玩', '#2F80ED'),
  'cat-living': icon('家', '#27AE60'),
};
for (const [stem, svg] of Object.entries(CATEGORIES)) writeFileSync(join(out, `${stem}.svg`), svg);
console.log(`wrote ${Object.keys(GOODS).length * 2 + Object.keys(CATEGORIES).length} files to ${out}`);
