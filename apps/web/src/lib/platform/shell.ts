import { setShellSaver } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { platform, setPlatform } from './current';
import type { Platform } from './types';

/**
 * The shells that host the H5 app (docs/native.md): the native app (Capacitor) and the mini program's
 * web-view. index.html's boot script tells them apart before any module runs and writes the answer to
 * `window.__JC_SHELL__` ('' in a browser).
 */
export type ShellKind = 'native' | 'miniprogram';

declare global {
  interface Window {
    /** Set by index.html's boot script: which shell hosts the app, '' for none. */
    __JC_SHELL__?: ShellKind | '';
  }
}

export const shellKind = (): ShellKind | null =>
  (typeof window !== 'undefined' && window.__JC_SHELL__) || null;

let loading: Promise<Platform> | null = null;

/**
 * THE platform once the shell's own is loaded: the shell's implementation is a chunk of its own,
 * imported only inside that shell (a browser never fetches it), then set with setPlatform. In a
 * browser, or if the chunk fails to load, the browser's platform.
 */
export function shellPlatform(): Promise<Platform> {
  const kind = shellKind();
  if (!kind) return Promise.resolve(platform());
  loading ??= (
    kind === 'native'
      ? import('./native').then((m) => m.loadNativePlatform())
      : import('./miniprogram').then((m) => m.loadMiniProgramPlatform())
  ).then(
    (next) => {
      setPlatform(next);
      const save = next.shell?.saveFile;
      if (save)
        setShellSaver((file, name) =>
          save(file, name).then(
            (where) => toast(`已保存到 ${where}`),
            (error: unknown) => toast(error instanceof Error ? error.message : '保存失败，请重试'),
          ),
        );
      return next;
    },
    (error: unknown) => {
      console.error(`[platform] the ${kind} platform did not load`, error);
      return platform();
    },
  );
  return loading;
}

/** A one-time message subscription when a lesson item starts (spec section 4): the mini program's. */
export async function requestSubscription(name: string, taskId: string): Promise<void> {
  (await shellPlatform()).shell?.subscribe?.(name, taskId);
}

/** The shell's own login (the mini program's wx.login page), which then opens `redirect`. */
export async function shellLogin(redirect: string): Promise<void> {
  (await shellPlatform()).shell?.login?.(redirect);
}
