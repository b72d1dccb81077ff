import { UPDATE_MSG, UPDATE_PROGRESS_STEP, type AppUpdate } from '@jc/contract';

/** The update dialog's pure rules (spec sections 4, 8, 9), tested in platform.test.ts. */

export type UpdateStage =
  | { stage: 'ask' }
  | { stage: 'prepare' }
  | { stage: 'start' }
  | { stage: 'downloading'; percent: number }
  | { stage: 'installing' }
  | { stage: 'done' }
  | { stage: 'failed'; message: string };

export type UpdateErrorKind = 'badAddress' | 'downloadFailed' | 'cancelled' | 'install';

/** A failed update step; `message` is section 8's text. */
export class UpdateError extends Error {
  constructor(
    readonly kind: UpdateErrorKind,
    message: string = kind === 'install' ? UPDATE_MSG.installFailed : UPDATE_MSG[kind],
  ) {
    super(message);
    this.name = 'UpdateError';
  }
}

/** Section 8: '安装文件失败 [code]: message'. */
export const installFailedText = (code: string | number, message: string) =>
  `${UPDATE_MSG.installFailed} [${code}]: ${message}`;

/** The words of each stage, shown above the bar. */
export const STAGE_TEXT: Record<Exclude<UpdateStage['stage'], 'ask' | 'failed'>, string> = {
  prepare: '准备下载…',
  start: '开始下载…',
  downloading: '正在下载',
  installing: '正在安装…',
  done: '更新完成，重启后生效',
};

/** A whole percent 0..100 of `loaded` out of `total` (0 while the total is unknown). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded * 100) / total));
}

/**
 * Whether the dialog shows a new percent: only when it grew by the step (2, spec section 9) or reached
 * 100, so a fast download does not re-render on every chunk.
 */
export function shouldRefreshProgress(
  shown: number,
  next: number,
  step: number = UPDATE_PROGRESS_STEP,
): boolean {
  return next >= 100 ? shown < 100 : next - shown >= step;
}

/**
 * The address to fetch for a release's `downloadUrl`, resolved against the app's origin: a server path
 * (/media/…, /uploads/…) or an http(s) address. Anything else throws UpdateError('badAddress').
 */
export function resolveDownloadUrl(downloadUrl: string, origin: string): string {
  const raw = downloadUrl.trim();
  const served = /^\/(media|uploads)\/[\w./-]+$/.test(raw) && !raw.includes('..');
  if (!served && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(raw)) throw new UpdateError('badAddress');
  try {
    return new URL(raw, origin).href;
  } catch {
    throw new UpdateError('badAddress');
  }
}

/** The dialog's buttons before a download: forced → one; optional → 取消 + 立即升级. */
export function askButtons(update: Pick<AppUpdate, 'force'>): readonly ('cancel' | 'upgrade')[] {
  return update.force ? ['upgrade'] : ['cancel', 'upgrade'];
}

/** "1.2.10" > "1.2.9": numeric comparison of dotted versions (missing parts count as 0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** The file name a downloaded release is saved under: the address's last part, else jiaocai-<version>. */
export function downloadFileName(url: string, version: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return /^[\w.-]+\.\w+$/.test(last) ? last : `jiaocai-${version}`;
}
