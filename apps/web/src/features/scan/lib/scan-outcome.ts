import { SCAN_FAILED_MSG, type BookListItem } from '@jc/contract';
import { bookDetailsUrl } from '@/lib/page-urls';

/** What the scan page does with the books of a scanned barcode (bookmain/getBookByTXM). */
export type BarcodeOutcome =
  { kind: 'open'; to: string } | { kind: 'choose'; books: BookListItem[] } | { kind: 'fail'; msg: string };

/** One book opens its detail page, several are offered by title, none fails like an unknown scan. */
export function barcodeOutcome(books: readonly BookListItem[]): BarcodeOutcome {
  const [first] = books;
  if (!first) return { kind: 'fail', msg: SCAN_FAILED_MSG };
  if (books.length === 1) return { kind: 'open', to: bookDetailsUrl(first.bookNo) };
  return { kind: 'choose', books: [...books] };
}

/** A photo in which the decoder found no QR code and no barcode. */
export const NOTHING_FOUND_MSG = '扫描失败，未识别到二维码或条形码';

export type CameraProblemKind = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export interface CameraProblem {
  kind: CameraProblemKind;
  title: string;
  description: string;
  /** Whether asking for the camera again can help (not on a browser without camera access). */
  canRetry: boolean;
}

const PROBLEMS: Record<CameraProblemKind, Omit<CameraProblem, 'kind'>> = {
  denied: {
    title: '无法使用摄像头',
    description: '请打开摄像头权限以使用此功能。也可以从相册选择二维码或条形码图片。',
    canRetry: true,
  },
  missing: {
    title: '没有找到摄像头',
    description: '这台设备没有可用的摄像头，可以从相册选择二维码或条形码图片。',
    canRetry: true,
  },
  busy: {
    title: '摄像头被占用',
    description: '摄像头正被其他应用使用，请关闭后重试，或从相册选择图片。',
    canRetry: true,
  },
  unsupported: {
    title: '当前浏览器无法使用摄像头',
    description: '请在 HTTPS 页面或微信中打开，或从相册选择二维码或条形码图片。',
    canRetry: false,
  },
  failed: {
    title: '摄像头启动失败',
    description: '请重试，或从相册选择二维码或条形码图片。',
    canRetry: true,
  },
};

/**
 * Reads a getUserMedia refusal. `'unsupported'` = no navigator.mediaDevices (an http:// page or an old
 * browser). DOMException names per the Media Capture spec.
 */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error === 'unsupported' ? 'unsupported' : (error as { name?: unknown } | null)?.name;
  const kind: CameraProblemKind =
    name === 'unsupported'
      ? 'unsupported'
      : name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
        ? 'denied'
        : name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError'
          ? 'missing'
          : name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError'
            ? 'busy'
            : 'failed';
  return { kind, ...PROBLEMS[kind] };
}

/**
 * The size to draw a video frame at for decoding: the longer side at most `max` pixels (smaller frames
 * decode faster; QR codes and barcodes that fill the viewfinder stay readable).
 */
export function decodeSize(width: number, height: number, max = 960): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
