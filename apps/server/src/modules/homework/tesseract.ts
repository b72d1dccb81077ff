import { createRequire } from 'node:module';
import type { HomeworkMark } from '@jc/contract';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { markLines, type TextLine } from './arithmetic.js';
import type { CorrectionEngine } from './engine.js';

const require = createRequire(import.meta.url);
/** The English model shipped in an npm package: read from node_modules, never fetched. */
const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** Text this small (pixels of a line's height) is scaled up before recognition. */
const MIN_SIDE = 1400;
const MAX_SIDE = 2400;

interface Prepared {
  png: Buffer;
  /** Grey pixels, one byte each, width × height. */
  grey: Buffer;
  width: number;
  height: number;
  /** Photo pixels per prepared pixel. */
  scale: number;
}

/** Grey, stretched contrast, scaled so the longer side is between MIN_SIDE and MAX_SIDE. */
async function prepare(photo: Buffer): Promise<Prepared> {
  const meta = await sharp(photo).metadata();
  const longer = Math.max(meta.width ?? 0, meta.height ?? 0);
  if (!longer) throw new Error('not a picture');
  const factor = longer < MIN_SIDE ? MIN_SIDE / longer : longer > MAX_SIDE ? MAX_SIDE / longer : 1;
  const width = Math.round((meta.width ?? 0) * factor);
  const height = Math.round((meta.height ?? 0) * factor);
  const base = sharp(photo).resize(width, height).greyscale().normalise().sharpen();
  const [png, raw] = await Promise.all([
    base.clone().png().toBuffer(),
    base.clone().raw().toBuffer({ resolveWithObject: true }),
  ]);
  return { png, grey: raw.data, width: raw.info.width, height: raw.info.height, scale: 1 / factor };
}

interface Bbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Whether a sign read as `+` is a `÷` (the English model has no ÷): down the middle of the sign a plus
 * is one dark stroke, a division sign is dot, gap, bar, gap, dot.
 */
function isDivisionSign(p: Prepared, b: Bbox): boolean {
  const cx = Math.round((b.x0 + b.x1) / 2);
  const pad = Math.round((b.y1 - b.y0) * 0.3);
  const top = Math.max(0, b.y0 - pad);
  const bottom = Math.min(p.height - 1, b.y1 + pad);
  let runs = 0;
  let dark = false;
  for (let y = top; y <= bottom; y++) {
    let d = false;
    for (let x = cx - 1; x <= cx + 1; x++) if ((p.grey[y * p.width + x] ?? 255) < 110) d = true;
    if (d && !dark) runs++;
    dark = d;
  }
  return runs >= 3;
}

/** The Tesseract engine: offline OCR of the lines, then arithmetic.ts checks each. */
export class TesseractEngine implements CorrectionEngine {
  readonly name = 'tesseract';
  private worker: Promise<Worker> | null = null;
  /** One recognition at a time on the one worker. */
  private queue: Promise<unknown> = Promise.resolve();

  private getWorker(): Promise<Worker> {
    this.worker ??= (async () => {
      const w = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: eng.langPath,
        gzip: eng.gzip,
        cacheMethod: 'none',
      });
      await w.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        preserve_interword_spaces: '1',
      });
      return w;
    })();
    this.worker.catch(() => {
      this.worker = null;
    });
    return this.worker;
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The text lines of a photo, boxes in photo pixels. */
  async lines(photo: Buffer): Promise<TextLine[]> {
    const p = await prepare(photo);
    const worker = await this.getWorker();
    const result = await this.exclusive(() => worker.recognize(p.png, {}, { blocks: true, text: true }));
    const out: TextLine[] = [];
    for (const block of result.data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines) {
          const text = line.words
            .map((w) =>
              w.symbols.map((s) => (s.text === '+' && isDivisionSign(p, s.bbox) ? '÷' : s.text)).join(''),
            )
            .join(' ')
            .trim();
          if (!text) continue;
          const b = line.bbox;
          out.push({
            text,
            box: {
              x: Math.round(b.x0 * p.scale),
              y: Math.round(b.y0 * p.scale),
              width: Math.round((b.x1 - b.x0) * p.scale),
              height: Math.round((b.y1 - b.y0) * p.scale),
            },
          });
        }
    return out;
  }

  async correct(photo: Buffer): Promise<{ marks: HomeworkMark[] }> {
    return { marks: markLines(await this.lines(photo)) };
  }

  async recognise(photo: Buffer): Promise<string> {
    return (await this.lines(photo)).map((l) => l.text).join('\n');
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await (await w.catch(() => null))?.terminate();
  }
}
