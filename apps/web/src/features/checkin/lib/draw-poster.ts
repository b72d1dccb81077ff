import { APP_NAME, APP_TAGLINE } from '@/config';
import { POSTER, qrFit, wrapText } from './poster-layout';
import { initialOf } from './ranking';
import { streakText } from './calendar';

/**
 * Draws the check-in poster on a canvas and answers it as a PNG. Browser-only (canvas, fonts, images);
 * the geometry and text helpers are `poster-layout.ts` (unit-tested).
 *
 * Colours: the poster's palette is the design tokens, read from `styles/tokens.css` at run time
 * (`getComputedStyle`), so this file spells no colour; `POSTER_TOKENS` is the one place that says which.
 */
export const POSTER_TOKENS = {
  skyTop: '--jc-brand',
  skyBottom: '--jc-blue-550',
  card: '--jc-white',
  text: '--jc-text',
  textWeak: '--jc-text-tertiary',
  accent: '--jc-orange-700',
  avatarBg: '--jc-primary-soft',
  avatarText: '--jc-brand',
  line: '--jc-border',
  onSky: '--jc-white',
  qrDark: '--jc-black',
  qrLight: '--jc-white',
} as const;

type Palette = Record<keyof typeof POSTER_TOKENS, string>;

function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const out = {} as Palette;
  for (const [key, token] of Object.entries(POSTER_TOKENS) as [keyof Palette, string][]) {
    out[key] = style.getPropertyValue(token).trim();
  }
  return out;
}

export interface PosterData {
  nickname: string;
  avatar: string;
  campTitle: string;
  streak: number;
  days: number;
  /** YYYY-MM-DD, printed as the poster's date. */
  date: string;
  /** What the QR code opens (the camp page, absolute). */
  url: string;
}

const FONT = `'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif`;
const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT}`;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    // Another origin's picture without CORS would taint the canvas (no PNG then): such a picture fails
    // here and the initial is drawn instead.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

async function drawQr(ctx: CanvasRenderingContext2D, url: string, x: number, y: number, p: Palette) {
  // The QR library loads with the poster page only (its chunk), never with the app.
  const QRCode = await import('qrcode');
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const box = POSTER.qr.size;
  const { cell, offset } = qrFit(n, box, POSTER.qr.quiet);
  ctx.fillStyle = p.qrLight;
  ctx.fillRect(x, y, box, box);
  ctx.fillStyle = p.qrDark;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) ctx.fillRect(x + offset + c * cell, y + offset + r * cell, cell, cell);
    }
  }
}

/** Draws the poster on `canvas` (sized here) and answers its PNG. */
export async function drawPoster(canvas: HTMLCanvasElement, data: PosterData): Promise<Blob> {
  const p = readPalette();
  const { width, height, padding } = POSTER;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');

  // Sky.
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, p.skyTop);
  sky.addColorStop(1, p.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  // Camp title and date on the sky.
  ctx.fillStyle = p.onSky;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(POSTER.title.size, 700);
  const titleLines = wrapText(
    data.campTitle,
    width - padding * 2,
    (s) => ctx.measureText(s).width,
    POSTER.title.maxLines,
  );
  titleLines.forEach((line, i) =>
    ctx.fillText(line, width / 2, POSTER.title.y + i * POSTER.title.lineHeight),
  );
  ctx.font = font(POSTER.date.size);
  ctx.globalAlpha = 0.9;
  const [y, m, d] = data.date.split('-');
  ctx.fillText(
    `${y}年${Number(m)}月${Number(d)}日 · 每日打卡`,
    width / 2,
    POSTER.title.y + titleLines.length * POSTER.title.lineHeight + 10,
  );
  ctx.globalAlpha = 1;

  // The white card.
  const card = POSTER.card;
  ctx.fillStyle = p.card;
  roundRect(ctx, card.x, card.y, card.width, card.height, card.radius);
  ctx.fill();

  // Avatar on the card's top edge, in a white ring.
  const r = POSTER.avatar.radius;
  const cx = width / 2;
  const cy = card.y;
  ctx.fillStyle = p.card;
  ctx.beginPath();
  ctx.arc(cx, cy, r + 8, 0, Math.PI * 2);
  ctx.fill();
  const picture = data.avatar ? await loadImage(data.avatar) : null;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  if (picture) {
    ctx.drawImage(picture, cx - r, cy - r, r * 2, r * 2);
  } else {
    ctx.fillStyle = p.avatarBg;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
    ctx.fillStyle = p.avatarText;
    ctx.font = font(Math.round(r * 0.9), 700);
    ctx.fillText(initialOf(data.nickname), cx, cy + 2);
  }
  ctx.restore();

  // Name.
  ctx.fillStyle = p.text;
  ctx.font = font(POSTER.name.size, 700);
  const [name = ''] = wrapText(
    data.nickname || '打卡小达人',
    card.width - 80,
    (s) => ctx.measureText(s).width,
    1,
  );
  ctx.fillText(name, cx, card.y + r + 52);

  // Two figures: streak and days.
  const statY = card.y + r + 170;
  const cols = [
    { x: card.x + card.width / 4, value: data.streak, label: '连续打卡' },
    { x: card.x + (card.width * 3) / 4, value: data.days, label: '累计打卡' },
  ];
  for (const col of cols) {
    ctx.fillStyle = p.accent;
    ctx.font = font(POSTER.stat.valueSize, 800);
    const valueText = String(col.value);
    const vw = ctx.measureText(valueText).width;
    ctx.fillText(valueText, col.x - 20, statY);
    ctx.font = font(POSTER.stat.labelSize, 600);
    ctx.fillText('天', col.x - 20 + vw / 2 + 26, statY + 22);
    ctx.fillStyle = p.textWeak;
    ctx.font = font(POSTER.stat.labelSize);
    ctx.fillText(col.label, col.x, statY + 78);
  }
  ctx.fillStyle = p.line;
  ctx.fillRect(cx - 1, statY - 50, 2, 150);

  // A line of cheer.
  ctx.fillStyle = p.text;
  ctx.font = font(30, 600);
  ctx.fillText(streakText(data.streak), cx, statY + 160);

  // Divider, then the QR code with its words.
  const qrY = card.y + card.height - POSTER.qr.size - 40;
  ctx.fillStyle = p.line;
  ctx.fillRect(card.x + 40, qrY - 30, card.width - 80, 2);
  const qrX = card.x + 48;
  await drawQr(ctx, data.url, qrX, qrY, p);
  ctx.textAlign = 'left';
  const textX = qrX + POSTER.qr.size + 32;
  ctx.fillStyle = p.text;
  ctx.font = font(34, 700);
  ctx.fillText('扫码一起打卡', textX, qrY + 70);
  ctx.fillStyle = p.textWeak;
  ctx.font = font(24);
  ctx.fillText('长按识别二维码', textX, qrY + 120);
  ctx.fillText('加入打卡营，每天进步一点点', textX, qrY + 156);

  // Footer on the sky.
  ctx.textAlign = 'center';
  ctx.fillStyle = p.onSky;
  ctx.font = font(POSTER.footer.size);
  ctx.globalAlpha = 0.9;
  ctx.fillText(
    `${APP_NAME} · ${APP_TAGLINE}`,
    cx,
    card.y + card.height + (height - card.y - card.height) / 2,
  );
  ctx.globalAlpha = 1;

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'),
  );
}
