// Makes the demo pictures of the teacher entrance, once, into assets/media/teacher: proofs of
// certification (a teacher's certificate, a staff card, a letter of appointment) and photos of classroom
// use for the points claims, drawn as SVG and rendered by sharp (a CJK font such as WenQuanYi must be
// installed when it runs). The output is committed; run it again only to change them:
// `node apps/server/scripts/make-teacher-media.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'media', 'teacher');
mkdirSync(out, { recursive: true });
const font = "font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif'";

function card({ title, color, lines, stamp }) {
  const rows = lines
    .map((l, i) => `<text x='300' y='${300 + i * 58}' font-size='34' fill='#333' ${font}>${l}</text>`)
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='960' height='640'>
  <rect width='960' height='640' fill='#f4efe3'/>
  <rect x='24' y='24' width='912' height='592' rx='18' fill='#fffdf7' stroke='${color}' stroke-width='8'/>
  <rect x='24' y='24' width='912' height='110' rx='18' fill='${color}'/>
  <text x='480' y='100' font-size='52' fill='#fff' text-anchor='middle' ${font}>${title}</text>
  <rect x='70' y='190' width='190' height='250' fill='#dfe6ee' stroke='#9aa7b5' stroke-width='3'/>
  <circle cx='165' cy='280' r='48' fill='#9aa7b5'/>
  <rect x='105' y='340' width='120' height='90' rx='40' fill='#9aa7b5'/>
  ${rows}
  <circle cx='790' cy='500' r='80' fill='none' stroke='#d0312d' stroke-width='8' opacity='0.8'/>
  <text x='790' y='512' font-size='28' fill='#d0312d' text-anchor='middle' opacity='0.85' ${font}>${stamp}</text>
</svg>`;
}

function classroom({ board, color, pupils }) {
  const heads = Array.from({ length: pupils }, (_, i) => {
    const x = 90 + (i % 8) * 110;
    const y = 470 + Math.floor(i / 8) * 90;
    return `<circle cx='${x}' cy='${y}' r='30' fill='#3b3b3b'/><rect x='${x - 45}' y='${y + 28}' width='90' height='50' rx='20' fill='${color}'/>`;
  }).join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' width='960' height='640'>
  <rect width='960' height='640' fill='#efe6d6'/>
  <rect x='120' y='50' width='720' height='300' rx='10' fill='#2f5d46' stroke='#8a6a45' stroke-width='16'/>
  ${board.map((l, i) => `<text x='480' y='${140 + i * 70}' font-size='44' fill='#f5f5f0' text-anchor='middle' ${font}>${l}</text>`).join('')}
  <rect x='0' y='400' width='960' height='240' fill='#c9a877'/>
  ${heads}
</svg>`;
}

const pictures = {
  'cert-zigezheng.jpg': card({
    title: '教师资格证书',
    color: '#1f6f50',
    lines: ['姓名：王丽华', '资格种类：小学教师资格', '任教学科：语文', '证书编号：2019110110002371'],
    stamp: '教育局',
  }),
  'cert-gongzuozheng.jpg': card({
    title: '教职工工作证',
    color: '#2a5caa',
    lines: ['姓名：王丽华', '单位：海淀区实验小学', '职务：语文教师', '编号：HD-2021-0417'],
    stamp: '实验小学',
  }),
  'cert-pinshu.jpg': card({
    title: '聘 书',
    color: '#a33b2f',
    lines: ['兹聘请 李明 老师', '为三年级数学教师', '聘期：2025年9月至2026年7月', '特发此证'],
    stamp: '第二小学',
  }),
  'cert-wang.jpg': card({
    title: '教师资格证书',
    color: '#1f6f50',
    lines: ['姓名：王芳', '资格种类：小学教师资格', '任教学科：英语', '证书编号：2020330106001582'],
    stamp: '教育局',
  }),
  'class-yuwen.jpg': classroom({
    board: ['《秋天的雨》', '朗读  识字  小练笔'],
    color: '#e8453c',
    pupils: 16,
  }),
  'class-shuxue.jpg': classroom({
    board: ['两位数乘一位数', '口算练习 15 题'],
    color: '#2f80ed',
    pupils: 14,
  }),
  'class-yingyu.jpg': classroom({
    board: ['Unit 3  My Friends', 'Listen and repeat'],
    color: '#27ae60',
    pupils: 12,
  }),
  'class-gushi.jpg': classroom({
    board: ['古诗朗读：《静夜思》', '床前明月光'],
    color: '#f2994a',
    pupils: 16,
  }),
};

for (const [name, svg] of Object.entries(pictures)) {
  const jpg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  writeFileSync(join(out, name), jpg);
  console.log(`teacher/${name} ${jpg.length} bytes`);
}
