// Makes the demo media of the check-in camp seed, once, into assets/media/checkin: photos of pupils'
// work (a page of a notebook on a desk, as a phone would take it), recordings of reading aloud and one
// short video. The output is committed; run it again only to change the media:
// `node apps/server/scripts/make-checkin-media.mjs`.
// Needs (Debian, at build time only): espeak-ng, ffmpeg, fonts-wqy-microhei.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'assets', 'media', 'checkin');
const FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const tmp = mkdtempSync(join(tmpdir(), 'checkin-media-'));
mkdirSync(out, { recursive: true });

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const ffmpeg = (args) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const textFile = (name, text) => {
  const f = join(tmp, `${name}.txt`);
  writeFileSync(f, text);
  return f;
};

// ------------------------------------------------------------------ photos of work on a desk
// [file, heading, lines, desk colour, paper tilt (radians), grid kind]
const PHOTOS = [
  [
    'work-jingyesi',
    '静夜思  〔唐〕李白',
    ['床前明月光，', '疑是地上霜。', '举头望明月，', '低头思故乡。'],
    '#8B6B4A',
    0.035,
    'tian',
  ],
  [
    'work-chunxiao',
    '春晓  〔唐〕孟浩然',
    ['春眠不觉晓，', '处处闻啼鸟。', '夜来风雨声，', '花落知多少。'],
    '#6F5640',
    -0.028,
    'tian',
  ],
  [
    'work-kousuan',
    '口算练习  第5天',
    ['3 + 4 = 7   ✓', '9 - 5 = 4   ✓', '6 + 8 = 14  ✓', '12 - 7 = 5  ✓', '7 + 7 = 14  ✓', '15 - 9 = 6  ✓'],
    '#9A7B5B',
    0.02,
    'grid',
  ],
  [
    'work-english',
    'Unit 1  Hello!',
    ['hello  hello  hello', 'good morning', 'nice to meet you', 'red  yellow  blue', 'I see a red balloon.'],
    '#7E6249',
    -0.04,
    'lines',
  ],
  [
    'work-riji',
    '我的日记  11月20日  晴',
    [
      '今天我读了《小小的船》。',
      '弯弯的月儿像小船，',
      '我想坐在船上看星星。',
      '妈妈说我读得很有感情，',
      '我很开心！',
    ],
    '#86684C',
    0.03,
    'lines',
  ],
  [
    'work-shizi',
    '识字  天地人',
    ['天  天  天  天', '地  地  地  地', '人  人  人  人', '你  我  他'],
    '#735A43',
    -0.022,
    'tian',
  ],
  [
    'work-qiutian',
    '读《秋天》有感',
    [
      '天气凉了，树叶黄了。',
      '一群大雁往南飞，',
      '一会儿排成个“人”字，',
      '一会儿排成个“一”字。',
      '秋天真美啊！',
    ],
    '#8F7254',
    0.026,
    'lines',
  ],
  [
    'work-chengfa',
    '乘法口诀  我会背',
    ['一一得一', '一二得二  二二得四', '一三得三  二三得六', '三三得九', '一四得四  二四得八'],
    '#6B533D',
    -0.033,
    'grid',
  ],
];

const GRIDS = {
  // 田字格: squares with a dashed cross drawn as a finer grid.
  tian: 'drawgrid=w=56:h=56:t=1:color=0x7FB08C@0.35,drawgrid=w=112:h=112:t=2:color=0x3C8F57@0.6',
  grid: 'drawgrid=w=28:h=28:t=1:color=0x6A9FD0@0.4',
  lines: 'drawgrid=w=iw:h=44:t=2:color=0x6A9FD0@0.55',
};

for (const [name, heading, lines, desk, tilt, grid] of PHOTOS) {
  const head = textFile(`${name}-h`, heading);
  const body = textFile(`${name}-b`, lines.join('\n'));
  const file = join(out, `${name}.jpg`);
  const paper = [
    `[1:v]format=rgba,${GRIDS[grid]}`,
    // The red margin of an exercise book and the pupil's writing in blue-black ink.
    'drawbox=x=70:y=0:w=3:h=ih:color=0xD05A5A@0.7:t=fill',
    `drawtext=fontfile=${FONT}:textfile=${head}:fontcolor=0x1F2F4F:fontsize=40:x=96:y=52`,
    `drawtext=fontfile=${FONT}:textfile=${body}:fontcolor=0x23395B:fontsize=46:line_spacing=40:x=110:y=170`,
    `rotate=a=${tilt}:c=none:ow=rotw(${tilt}):oh=roth(${tilt})[paper]`,
  ].join(',');
  const photo = [
    '[0:v]noise=alls=14:allf=t[desk]',
    paper,
    '[desk][paper]overlay=x=(W-w)/2:y=(H-h)/2+10,vignette=PI/5,noise=alls=5,eq=brightness=0.02:saturation=1.08[out]',
  ].join(';');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${desk}:s=1080x1440:d=1`],
    ...['-f', 'lavfi', '-i', 'color=c=0xFFFDF6:s=880x1180:d=1'],
    ...['-filter_complex', photo, '-map', '[out]', '-frames:v', '1', '-q:v', '5', file],
  ]);
  console.log(`${name}.jpg ${Math.round(statSync(file).size / 1024)} KB`);
}

// ------------------------------------------------------------------ recordings of reading aloud
const READINGS = [
  ['reading-jingyesi', '静夜思。唐，李白。床前明月光，疑是地上霜。举头望明月，低头思故乡。'],
  ['reading-chunxiao', '春晓。唐，孟浩然。春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。'],
  [
    'reading-xiaochuan',
    '小小的船。弯弯的月儿小小的船，小小的船儿两头尖。我在小小的船里坐，只看见闪闪的星星蓝蓝的天。',
  ],
  ['reading-qiutian', '秋天。天气凉了，树叶黄了，一片片叶子从树上落下来。天空那么蓝，那么高。'],
];
for (const [name, text] of READINGS) {
  const wav = join(tmp, `${name}.wav`);
  // A child's pace and a higher pitch; a little room noise so it sounds recorded, not synthesised.
  run('espeak-ng', ['-v', 'cmn', '-s', '125', '-p', '70', '-w', wav, text]);
  const file = join(out, `${name}.mp3`);
  ffmpeg([
    ...['-i', wav, '-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.004'],
    ...['-filter_complex', '[0:a]apad=pad_dur=0.6[v];[v][1:a]amix=inputs=2:duration=first[a]', '-map', '[a]'],
    ...['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k', file],
  ]);
  console.log(`${name}.mp3 ${Math.round(statSync(file).size / 1024)} KB`);
}

// ------------------------------------------------------------------ one short video check-in
{
  const name = 'video-xiaochuan';
  const wav = join(tmp, `${name}.wav`);
  run('espeak-ng', [
    '-v',
    'cmn',
    '-s',
    '125',
    '-p',
    '70',
    '-w',
    wav,
    '弯弯的月儿小小的船，小小的船儿两头尖。',
  ]);
  const title = textFile(`${name}-t`, '我读《小小的船》');
  const file = join(out, `${name}.mp4`);
  const draw = [
    'drawbox=x=0:y=ih-60:w=iw:h=60:color=black@0.35:t=fill',
    `drawtext=fontfile=${FONT}:textfile=${title}:fontcolor=white:fontsize=26:x=(w-text_w)/2:y=h-46`,
    // A crescent moon that rocks like a boat.
    'drawbox=x=150+20*sin(t*2):y=80:w=60:h=60:color=0xFFE27A:t=fill',
    'drawbox=x=165+20*sin(t*2):y=70:w=60:h=60:color=0x1D2B53:t=fill',
  ].join(',');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=0x1D2B53:s=360x360:r=15:d=5'],
    ...['-i', wav],
    ...['-filter_complex', `[0:v]${draw}[v];[1:a]apad[a]`, '-map', '[v]', '-map', '[a]'],
    ...['-t', '5', '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '30'],
    ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', file],
  ]);
  console.log(`${name}.mp4 ${Math.round(statSync(file).size / 1024)} KB`);
}

rmSync(tmp, { recursive: true, force: true });
