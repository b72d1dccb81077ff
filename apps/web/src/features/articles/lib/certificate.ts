import type { Certificate } from '@jc/contract';

/** The certificate's canvas: A4 landscape proportions, sharp enough to print at postcard size. */
export const CERT_WIDTH = 1400;
export const CERT_HEIGHT = 990;
const FONT =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif';
const SERIF = '"Songti SC", "STSong", "SimSun", "Noto Serif CJK SC", ' + FONT;

export interface TextOp {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  size: number;
  weight: 400 | 700;
  color: string;
  align: 'center' | 'left' | 'right';
  family: 'sans' | 'serif';
  /** Letter spacing in px (titles). */
  spacing?: number;
}

export interface FrameOp {
  kind: 'frame';
  inset: number;
  width: number;
  color: string;
}

export interface CornerOp {
  kind: 'corner';
  x: number;
  y: number;
  /** Which way the ornament opens: 1 right/down, -1 left/up. */
  dx: 1 | -1;
  dy: 1 | -1;
  size: number;
  color: string;
}

export interface SealOp {
  kind: 'seal';
  x: number;
  y: number;
  r: number;
  color: string;
  text: string;
}

export type CertOp = TextOp | FrameOp | CornerOp | SealOp;

/** Width of a text at a size (a canvas's measureText in the browser, an estimate in tests). */
export type Measure = (text: string, size: number) => number;

/** CJK characters are one em wide, Latin ones about half. */
export const estimateWidth: Measure = (text, size) =>
  [...text].reduce((w, ch) => w + (ch.charCodeAt(0) < 0x100 ? 0.56 : 1) * size, 0);

/** The largest size from `size` down to `min` at which `text` fits `width`. */
export function fitSize(text: string, width: number, size: number, min: number, measure: Measure) {
  let s = size;
  while (s > min && measure(text, s) > width) s -= 2;
  return Math.max(s, min);
}

/** Breaks `text` into lines of at most `width` at `size`, at most `maxLines`, the last ending in … if cut. */
export function wrap(
  text: string,
  width: number,
  size: number,
  measure: Measure,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  const chars = [...text];
  for (const ch of chars) {
    const next = line + ch;
    if (measure(next, size) > width && line) {
      if (lines.length === maxLines - 1) {
        let cut = line;
        while (cut && measure(cut + '…', size) > width) cut = cut.slice(0, -1);
        lines.push(cut + '…');
        return lines;
      }
      lines.push(line);
      line = ch;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** `ZS7K4M2Q9TXB` → `ZS7K-4M2Q-9TXB`, easier to read and type. */
export const formatCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

/** `2026-11-30` → `2026年11月30日`. */
export function chineseDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : day;
}

const RED = '#b3261e';
const GOLD = '#b8862b';
const INK = '#2b2118';
const SOFT = '#6b5a48';

/**
 * What to draw, in order: the double frame and corner ornaments, 荣誉证书, the holder, the sentence with
 * the contest and the essay (wrapped, never off the paper), the award, the issuer with a seal, the date
 * and the verification code. Pure, so the layout is tested without a canvas.
 */
export function certificateLayout(cert: Certificate, measure: Measure = estimateWidth): CertOp[] {
  const W = CERT_WIDTH;
  const H = CERT_HEIGHT;
  const cx = W / 2;
  const textWidth = W - 2 * 200;
  const ops: CertOp[] = [
    { kind: 'frame', inset: 28, width: 10, color: GOLD },
    { kind: 'frame', inset: 52, width: 3, color: GOLD },
    { kind: 'corner', x: 52, y: 52, dx: 1, dy: 1, size: 90, color: RED },
    { kind: 'corner', x: W - 52, y: 52, dx: -1, dy: 1, size: 90, color: RED },
    { kind: 'corner', x: 52, y: H - 52, dx: 1, dy: -1, size: 90, color: RED },
    { kind: 'corner', x: W - 52, y: H - 52, dx: -1, dy: -1, size: 90, color: RED },
  ];
  const text = (t: Omit<TextOp, 'kind'>) => ops.push({ kind: 'text', ...t });

  text({
    text: '荣誉证书',
    x: cx,
    y: 200,
    size: 92,
    weight: 700,
    color: RED,
    align: 'center',
    family: 'serif',
    spacing: 24,
  });
  text({
    text: 'CERTIFICATE OF HONOR',
    x: cx,
    y: 250,
    size: 24,
    weight: 400,
    color: GOLD,
    align: 'center',
    family: 'sans',
    spacing: 6,
  });

  const name = cert.holderName.trim() || '同学';
  const nameSize = fitSize(name, textWidth, 64, 36, measure);
  text({
    text: `${name}`,
    x: cx,
    y: 360,
    size: nameSize,
    weight: 700,
    color: INK,
    align: 'center',
    family: 'serif',
  });
  text({
    text: name.endsWith('同学') ? '：' : '同学：',
    x: cx + measure(name, nameSize) / 2 + 8,
    y: 360,
    size: 34,
    weight: 400,
    color: INK,
    align: 'left',
    family: 'serif',
  });

  const sentence = `你的作品《${cert.essayTitle}》在“${cert.contestTitle}”中表现优异，经评审委员会评定，荣获`;
  const lines = wrap(sentence, textWidth, 36, measure, 3);
  lines.forEach((line, i) =>
    text({
      text: line,
      x: 200,
      y: 450 + i * 58,
      size: 36,
      weight: 400,
      color: INK,
      align: 'left',
      family: 'serif',
    }),
  );
  const awardY = 450 + lines.length * 58 + 90;
  text({
    text: cert.awardText,
    x: cx,
    y: awardY,
    size: 84,
    weight: 700,
    color: RED,
    align: 'center',
    family: 'serif',
    spacing: 16,
  });
  text({
    text: '特发此证，以资鼓励。',
    x: 200,
    y: awardY + 80,
    size: 32,
    weight: 400,
    color: INK,
    align: 'left',
    family: 'serif',
  });

  const right = W - 200;
  const issuerSize = fitSize(cert.issuer, 420, 32, 22, measure);
  text({
    text: cert.issuer,
    x: right,
    y: H - 190,
    size: issuerSize,
    weight: 700,
    color: INK,
    align: 'right',
    family: 'serif',
  });
  text({
    text: chineseDate(cert.awardedOn),
    x: right,
    y: H - 138,
    size: 30,
    weight: 400,
    color: INK,
    align: 'right',
    family: 'serif',
  });
  // The seal stands left of the issuer and the date, never over them.
  ops.push({
    kind: 'seal',
    x: right - Math.min(measure(cert.issuer, issuerSize), 420) - 110,
    y: H - 175,
    r: 82,
    color: RED,
    text: '评审专用章',
  });

  text({
    text: `证书编号：${formatCode(cert.code)}`,
    x: 120,
    y: H - 108,
    size: 24,
    weight: 400,
    color: SOFT,
    align: 'left',
    family: 'sans',
  });
  text({
    text: '在“证书下载”页输入编号可查验真伪',
    x: 120,
    y: H - 76,
    size: 20,
    weight: 400,
    color: SOFT,
    align: 'left',
    family: 'sans',
  });
  return ops;
}

/** Paints the layout onto a 2D context of a CERT_WIDTH × CERT_HEIGHT canvas. */
export function paintCertificate(ctx: CanvasRenderingContext2D, ops: readonly CertOp[]) {
  const g = ctx.createLinearGradient(0, 0, CERT_WIDTH, CERT_HEIGHT);
  g.addColorStop(0, '#fffaf0');
  g.addColorStop(1, '#fbefd9');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, CERT_WIDTH, CERT_HEIGHT);
  for (const op of ops) {
    if (op.kind === 'frame') {
      ctx.strokeStyle = op.color;
      ctx.lineWidth = op.width;
      ctx.strokeRect(op.inset, op.inset, CERT_WIDTH - 2 * op.inset, CERT_HEIGHT - 2 * op.inset);
    } else if (op.kind === 'corner') {
      ctx.strokeStyle = op.color;
      ctx.lineWidth = 4;
      for (const step of [16, 34]) {
        ctx.beginPath();
        ctx.moveTo(op.x + op.dx * step, op.y + op.dy * op.size);
        ctx.lineTo(op.x + op.dx * step, op.y + op.dy * step);
        ctx.lineTo(op.x + op.dx * op.size, op.y + op.dy * step);
        ctx.stroke();
      }
      ctx.fillStyle = op.color;
      ctx.beginPath();
      ctx.arc(op.x + op.dx * 52, op.y + op.dy * 52, 8, 0, Math.PI * 2);
      ctx.fill();
    } else if (op.kind === 'seal') {
      ctx.save();
      ctx.globalAlpha = 0.78;
      ctx.strokeStyle = op.color;
      ctx.fillStyle = op.color;
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.arc(op.x, op.y, op.r, 0, Math.PI * 2);
      ctx.stroke();
      star(ctx, op.x, op.y - 6, 26);
      ctx.font = `700 20px ${SERIF}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(op.text, op.x, op.y + 44);
      ctx.restore();
    } else {
      ctx.fillStyle = op.color;
      ctx.font = `${op.weight} ${op.size}px ${op.family === 'serif' ? SERIF : FONT}`;
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      if ('letterSpacing' in ctx) ctx.letterSpacing = `${op.spacing ?? 0}px`;
      // Letter spacing adds after the last character too: shift a centred title back by half of it.
      const shift = op.align === 'center' && op.spacing ? op.spacing / 2 : 0;
      ctx.fillText(op.text, op.x + shift, op.y);
    }
  }
  if ('letterSpacing' in ctx) ctx.letterSpacing = '0px';
}

function star(ctx: CanvasRenderingContext2D, x: number, y: number, r: number) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.42;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const px = x + rr * Math.cos(a);
    const py = y + rr * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.fill();
}

/** Draws a certificate on a new canvas and returns it as a PNG blob. */
export async function certificatePng(cert: Certificate): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CERT_WIDTH;
  canvas.height = CERT_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('无法生成证书图片');
  await document.fonts?.ready;
  const measure: Measure = (t, size) => {
    ctx.font = `400 ${size}px ${SERIF}`;
    return ctx.measureText(t).width;
  };
  paintCertificate(ctx, certificateLayout(cert, measure));
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('无法生成证书图片'))), 'image/png'),
  );
}

/** The saved file's name: 证书-<essay>-<code>.png, without characters file systems refuse. */
export const certificateFileName = (cert: Certificate) =>
  `证书-${cert.essayTitle.replace(/[\\/:*?"<>|\s]+/g, '')}-${cert.code}.png`;
