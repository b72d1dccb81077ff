// Makes the demo lesson media of the catalogue seed, once, into assets/media/{audio,video,covers,pdf,ads}
// and writes their measured durations and sizes to src/modules/books/seed/media.ts. The output is committed; run it
// again only to change the media: `node apps/server/scripts/make-demo-media.mjs`.
// Needs (Debian, at build time only): espeak-ng, ffmpeg (ffprobe), fonts-wqy-microhei.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const media = join(root, 'assets', 'media');
const FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const tmp = mkdtempSync(join(tmpdir(), 'cat-media-'));
for (const d of ['audio', 'video', 'covers', 'pdf', 'ads']) mkdirSync(join(media, d), { recursive: true });

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const probeSeconds = (file) =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** drawtext wants ':' , '\'' and '\\' escaped; the texts go through a file to avoid quoting. */
const textFile = (name, text) => {
  const f = join(tmp, `${name}.txt`);
  writeFileSync(f, text);
  return f;
};

// ------------------------------------------------------------------ lesson audio (Mandarin, English)
const AUDIO = [
  ['yw-chunxiao', 'cmn', '春晓。春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。'],
  ['yw-jingyesi', 'cmn', '静夜思。床前明月光，疑是地上霜。举头望明月，低头思故乡。'],
  ['yw-qiutian', 'cmn', '秋天。天气凉了，树叶黄了，一片片叶子从树上落下来。'],
  ['yw-xiaochuan', 'cmn', '小小的船。弯弯的月儿小小的船，小小的船儿两头尖。'],
  ['sx-jiafa', 'cmn', '十以内的加法。三加四等于七，五加五等于十。'],
  ['sx-koujue', 'cmn', '乘法口诀。一一得一，一二得二，二二得四，二三得六。'],
  ['en-hello', 'en-us', "Unit one. Hello! I'm Sarah. Good morning, class. Nice to meet you."],
  ['en-colours', 'en-us', 'Colours. Red, yellow, green and blue. Look, I see a red balloon.'],
];

const out = { audio: {}, video: {}, pdf: {}, covers: [] };

for (const [name, voice, text] of AUDIO) {
  const wav = join(tmp, `${name}.wav`);
  run('espeak-ng', ['-v', voice, '-s', voice === 'cmn' ? '150' : '140', '-w', wav, text]);
  const file = join(media, 'audio', `${name}.mp3`);
  // Mono 22.05 kHz at 32 kb/s: clear speech, a few KB per second; Xing header for exact durations.
  ffmpeg(['-i', wav, '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k', file]);
  out.audio[name] = {
    path: `/media/audio/${name}.mp3`,
    seconds: probeSeconds(file),
    bytes: statSync(file).size,
  };
}

// ------------------------------------------------------------------ videos with the lesson title in frame
const VIDEO = [
  ['v-yuwen', '语文', '识字 · 天地人', 'cmn', '识字，天地人。天，地，人，你，我，他。', '#C0392B'],
  ['v-shuxue', '数学', '认识图形', 'cmn', '认识图形。长方形，正方形，三角形和圆。', '#1F6FD1'],
  ['v-yingyu', '英语', 'Hello!', 'en-us', 'Hello! Hi! Good morning. Goodbye!', '#1E8C4E'],
  ['v-927', '名师课堂', '927 同步视频课', 'cmn', '欢迎来到名师课堂，我们一起学习吧。', '#7B3FB8'],
];
const VIDEO_SECONDS = 6;
for (const [name, subject, title, voice, speech, color] of VIDEO) {
  const wav = join(tmp, `${name}.wav`);
  run('espeak-ng', ['-v', voice, '-s', '150', '-w', wav, speech]);
  const file = join(media, 'video', `${name}.mp4`);
  const top = textFile(`${name}-s`, subject);
  const mid = textFile(`${name}-t`, title);
  const draw = [
    `drawtext=fontfile=${FONT}:textfile=${top}:fontcolor=white@0.85:fontsize=20:x=(w-text_w)/2:y=36`,
    `drawtext=fontfile=${FONT}:textfile=${mid}:fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2`,
    // A moving dot and a running clock show that the picture plays.
    `drawbox=x='mod(t*60,w)':y=h-14:w=10:h=6:color=white@0.8:t=fill`,
    `drawtext=fontfile=${FONT}:text='%{eif\\:t\\:d}s':fontcolor=white@0.7:fontsize=14:x=w-40:y=h-34`,
  ].join(',');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${color}:s=320x180:r=12:d=${VIDEO_SECONDS}`],
    ...['-i', wav],
    ...['-filter_complex', `[0:v]${draw}[v];[1:a]apad[a]`, '-map', '[v]', '-map', '[a]'],
    ...['-t', String(VIDEO_SECONDS)],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.0', '-pix_fmt', 'yuv420p'],
    ...['-crf', '34', '-g', '24', '-preset', 'veryslow'],
    ...['-c:a', 'aac', '-ac', '1', '-ar', '22050', '-b:a', '24k', '-movflags', '+faststart', file],
  ]);
  out.video[name] = {
    path: `/media/video/${name}.mp4`,
    seconds: probeSeconds(file),
    bytes: statSync(file).size,
  };
}

// ------------------------------------------------------------------ PDFs: JPEG pages wrapped in a PDF
/** A minimal PDF 1.4 of JPEG pages (A4-ish aspect), which pdf.js and browsers render. */
function jpegPdf(jpegs, w, h) {
  const objs = [];
  const pageIds = jpegs.map((_, i) => 3 + i * 3);
  objs[1] = `<< /Type /Catalog /Pages 2 0 R >>`;
  objs[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${jpegs.length} >>`;
  jpegs.forEach((jpg, i) => {
    const page = 3 + i * 3;
    const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
    objs[page] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] ` +
      `/Resources << /XObject << /Im0 ${page + 2} 0 R >> >> /Contents ${page + 1} 0 R >>`;
    objs[page + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
      Buffer.from(content),
      Buffer.from('\nendstream'),
    ]);
    objs[page + 2] = Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${w * 2} /Height ${h * 2} /ColorSpace /DeviceRGB ` +
          `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpg.length} >>\nstream\n`,
      ),
      jpg,
      Buffer.from('\nendstream'),
    ]);
  });
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let pos = parts[0].length;
  for (let id = 1; id < objs.length; id++) {
    const body = typeof objs[id] === 'string' ? Buffer.from(objs[id]) : objs[id];
    const chunk = Buffer.concat([Buffer.from(`${id} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets[id] = pos;
    parts.push(chunk);
    pos += chunk.length;
  }
  const xref = [`xref\n0 ${objs.length}\n`, '0000000000 65535 f \n'];
  for (let id = 1; id < objs.length; id++) xref.push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `${xref.join('')}trailer\n<< /Size ${objs.length} /Root 1 0 R >>\nstartxref\n${pos}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** One page picture: a heading and lines of text on paper, drawn by ffmpeg with the CJK font. */
function pageJpeg(name, heading, lines, accent) {
  const file = join(tmp, `${name}.jpg`);
  const head = textFile(`${name}-h`, heading);
  const body = textFile(`${name}-b`, lines.join('\n'));
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=#FBF8F1:s=420x594:d=1'],
    ...[
      '-vf',
      [
        `drawbox=x=0:y=0:w=iw:h=64:color=${accent}:t=fill`,
        `drawtext=fontfile=${FONT}:textfile=${head}:fontcolor=white:fontsize=24:x=24:y=20`,
        `drawtext=fontfile=${FONT}:textfile=${body}:fontcolor=#333333:fontsize=17:line_spacing=14:x=28:y=96`,
      ].join(','),
    ],
    ...['-frames:v', '1', '-q:v', '9', file],
  ]);
  return readFileSync(file);
}

const PDFS = [
  [
    'ebook-yuwen',
    '#C0392B',
    [
      [
        '语文 一年级上册 · 样章',
        [
          '第一单元  识字',
          '',
          '1  天地人',
          '天 地 人 你 我 他',
          '',
          '2  金木水火土',
          '一二三四五，金木水火土。',
          '天地分上下，日月照今古。',
        ],
      ],
      [
        '语文 一年级上册 · 样章',
        [
          '第四单元  课文',
          '',
          '1  秋天',
          '天气凉了，树叶黄了，',
          '一片片叶子从树上落下来。',
          '天空那么蓝，那么高。',
          '一群大雁往南飞，',
          '一会儿排成个“人”字，',
          '一会儿排成个“一”字。',
        ],
      ],
      [
        '语文 一年级上册 · 样章',
        [
          '古诗二首',
          '',
          '春晓  〔唐〕孟浩然',
          '春眠不觉晓，处处闻啼鸟。',
          '夜来风雨声，花落知多少。',
          '',
          '静夜思  〔唐〕李白',
          '床前明月光，疑是地上霜。',
          '举头望明月，低头思故乡。',
        ],
      ],
    ],
  ],
  [
    'ebook-shuxue',
    '#1F6FD1',
    [
      [
        '数学 一年级上册 · 样章',
        [
          '第三单元  1~5的认识和加减法',
          '',
          '1 + 1 = 2      2 + 3 = 5',
          '4 - 1 = 3      5 - 2 = 3',
          '',
          '想一想：树上有3只小鸟，',
          '又飞来2只，一共有几只？',
        ],
      ],
      [
        '数学 一年级上册 · 样章',
        [
          '第四单元  认识图形',
          '',
          '长方体  正方体  圆柱  球',
          '',
          '找一找：生活中哪些物体',
          '是长方体？哪些是球？',
        ],
      ],
    ],
  ],
  [
    'ebook-yingyu',
    '#1E8C4E',
    [
      [
        'English Grade 3 · Sample',
        [
          'Unit 1  Hello!',
          '',
          "A: Hello! I'm Sarah.",
          "B: Hi! I'm Mike.",
          'A: Good morning!',
          'B: Good morning!',
          '',
          "Let's chant: Hello, hello, hello!",
        ],
      ],
      [
        'English Grade 3 · Sample',
        [
          'Unit 2  Colours',
          '',
          'red  yellow  green  blue',
          '',
          'A: What colour is it?',
          "B: It's red.",
          '',
          'Colour the balloons!',
        ],
      ],
    ],
  ],
  [
    'answer-yuwen',
    '#8E44AD',
    [
      [
        '参考答案 · 语文',
        [
          '第一单元 练习参考答案',
          '',
          '一、看拼音写词语',
          '1. 天地  2. 人口  3. 你我',
          '二、连一连',
          '日—月  水—火  上—下',
          '三、照样子写一写',
          '一二三  金木水',
        ],
      ],
      [
        '参考答案 · 语文',
        [
          '第四单元 练习参考答案',
          '',
          '一、《秋天》填空',
          '天气（凉）了，树叶（黄）了。',
          '二、大雁排成（人）字和（一）字。',
          '三、背诵《静夜思》（略）',
        ],
      ],
    ],
  ],
  [
    'answer-shuxue',
    '#D35400',
    [
      [
        '参考答案 · 数学',
        [
          '第三单元 练习参考答案',
          '',
          '1. 2+3=5   4+1=5   3+2=5',
          '2. 5-1=4   4-2=2   3-3=0',
          '3. 3+2=5（只）',
          '   答：一共有5只小鸟。',
        ],
      ],
    ],
  ],
];
for (const [name, accent, pages] of PDFS) {
  const jpegs = pages.map(([heading, lines], i) => pageJpeg(`${name}-${i}`, heading, lines, accent));
  const file = join(media, 'pdf', `${name}.pdf`);
  writeFileSync(file, jpegPdf(jpegs, 210, 297));
  out.pdf[name] = { path: `/media/pdf/${name}.pdf`, pages: pages.length, bytes: statSync(file).size };
}

// ------------------------------------------------------------------ covers (one per book) and ad pictures
const SUBJECTS = [
  ['yuwen', '语文', '#C0392B', '#F5B7B1'],
  ['shuxue', '数学', '#1F6FD1', '#AED6F1'],
  ['yingyu', '英语', '#1E8C4E', '#A9DFBF'],
];
const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];
const CEBIES = [
  ['a', '上册'],
  ['b', '下册'],
];
for (const [key, subject, dark, light] of SUBJECTS) {
  GRADES.forEach((grade, g) => {
    for (const [c, cebie] of CEBIES) {
      // Grade n draws n circles, the volume decides the band: each cover tells subject, grade and volume.
      const dots = Array.from(
        { length: g + 1 },
        (_, i) => `<circle cx="${40 + i * 36}" cy="318" r="12" fill="${light}"/>`,
      ).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="340" viewBox="0 0 240 340">
<rect width="240" height="340" rx="10" fill="${dark}"/>
<rect x="0" y="${c === 'a' ? 96 : 200}" width="240" height="44" fill="${light}" opacity=".35"/>
<rect x="18" y="18" width="204" height="60" rx="8" fill="#fff" opacity=".92"/>
<text x="120" y="59" text-anchor="middle" font-family="sans-serif" font-size="32" font-weight="700" fill="${dark}">${esc(subject)}</text>
<text x="120" y="170" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff">${esc(grade)}</text>
<text x="120" y="222" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#fff">${esc(cebie)}</text>
<text x="120" y="272" text-anchor="middle" font-family="sans-serif" font-size="15" fill="#fff" opacity=".8">同步学习 · 视频音频</text>
${dots}
</svg>
`;
      const file = `cover-${key}-${g + 1}${c}.svg`;
      writeFileSync(join(media, 'covers', file), svg);
      out.covers.push(file);
    }
  });
}
const ad = (
  title,
  sub,
  from,
  to,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240" viewBox="0 0 600 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="240" rx="20" fill="url(#g)"/>
<circle cx="520" cy="60" r="70" fill="#fff" opacity=".12"/>
<text x="40" y="112" font-family="sans-serif" font-size="46" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="40" y="168" font-family="sans-serif" font-size="26" fill="#fff" opacity=".9">${esc(sub)}</text>
</svg>
`;
/** A QR-like demo picture (not a real code): finder squares and a deterministic module pattern. */
function demoQr(seed) {
  let x = seed;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cells = [];
  for (let r = 0; r < 25; r++)
    for (let c = 0; c < 25; c++) {
      const finder = (r < 8 && c < 8) || (r < 8 && c > 16) || (r > 16 && c < 8);
      if (!finder && rnd() < 0.45)
        cells.push(`<rect x="${c * 8 + 20}" y="${r * 8 + 20}" width="8" height="8"/>`);
    }
  const finder = (fx, fy) =>
    `<rect x="${fx}" y="${fy}" width="56" height="56"/><rect x="${fx + 8}" y="${fy + 8}" width="40" height="40" fill="#fff"/><rect x="${fx + 16}" y="${fy + 16}" width="24" height="24"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" fill="#fff"/><g fill="#111">${finder(20, 20)}${finder(164, 20)}${finder(20, 164)}${cells.join('')}</g>
</svg>
`;
}
const ADS = {
  'popup-home.svg': ad('新学期同步课程上线', '语数英全册视频，扫码即学', '#FF8A4C', '#E8453C'),
  'popup-book.svg': ad('添加班主任老师', '领取本册同步练习答案', '#2F80ED', '#56CCF2'),
  'video-top-yuwen.svg': ad('语文阅读打卡', '每天一篇，积累好词好句', '#C0392B', '#E67E22'),
  'video-top-shuxue.svg': ad('数学思维训练', '每周一练，越学越聪明', '#1F6FD1', '#8E44AD'),
  'video-top-yingyu.svg': ad('英语听力每日练', '磨耳朵，从今天开始', '#1E8C4E', '#16A085'),
  'video-bottom.svg': ad('积分兑换好礼', '学习积分换文具', '#F2994A', '#F2C94C'),
  'qiwei-qr-1.svg': demoQr(927),
  'qiwei-qr-2.svg': demoQr(115245),
};
for (const [file, svg] of Object.entries(ADS)) writeFileSync(join(media, 'ads', file), svg);

// ------------------------------------------------------------------ manifest for the seed
const manifest = join(root, 'src', 'modules', 'book', 'seed', 'media.ts');
const round = (n) => Math.round(n * 1000) / 1000;
const lines = [
  '// Generated by scripts/make-demo-media.mjs: the demo media with their measured durations and sizes.',
  '',
  'export interface MediaFile {',
  '  path: string;',
  '  bytes: number;',
  '}',
  'export interface TimedMedia extends MediaFile {',
  '  /** Seconds, as ffprobe measured them. */',
  '  seconds: number;',
  '}',
  'export interface PdfMedia extends MediaFile {',
  '  pages: number;',
  '}',
  '',
  `export const DEMO_AUDIO = ${JSON.stringify(
    Object.fromEntries(Object.entries(out.audio).map(([k, v]) => [k, { ...v, seconds: round(v.seconds) }])),
    null,
    2,
  )} as const satisfies Record<string, TimedMedia>;`,
  '',
  `export const DEMO_VIDEO = ${JSON.stringify(
    Object.fromEntries(Object.entries(out.video).map(([k, v]) => [k, { ...v, seconds: round(v.seconds) }])),
    null,
    2,
  )} as const satisfies Record<string, TimedMedia>;`,
  '',
  `export const DEMO_PDF = ${JSON.stringify(out.pdf, null, 2)} as const satisfies Record<string, PdfMedia>;`,
  '',
];
writeFileSync(manifest, lines.join('\n'));
rmSync(tmp, { recursive: true, force: true });

let total = 0;
for (const group of [out.audio, out.video, out.pdf])
  for (const [k, v] of Object.entries(group)) {
    total += v.bytes;
    console.log(`${k}: ${(v.bytes / 1024).toFixed(1)} KB${v.seconds ? `, ${v.seconds.toFixed(2)} s` : ''}`);
  }
console.log(
  `${out.covers.length} covers, ${Object.keys(ADS).length} ad pictures; media total ${(total / 1024).toFixed(0)} KB`,
);
