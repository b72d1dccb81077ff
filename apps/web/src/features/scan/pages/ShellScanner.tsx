import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { bookDetailsUrl } from '@/lib/page-urls';
import { putHandoffPhoto, type PhotoPurpose } from '@/lib/photo-handoff';
import { askPermission, ANDROID_PROMPT, type Platform } from '@/lib/platform';
import { shellKind, shellPlatform } from '@/lib/platform/shell';
import { toast } from '@/lib/toast';
import { useGoBack } from '@/lib/use-go-back';
import { useScanRouting } from '../hooks/use-scan-routing';
import { PHOTO_MODES } from '../lib/photo-mode';
import { BookChoice } from './BookChoice';
import { CodeRefused } from './CodeRefused';
import { ScanBar } from './ScanBar';
import styles from './ScanPage.module.css';

type Use<T> = (device: Platform) => (() => Promise<T>) | undefined;

/**
 * Runs a shell's camera or scanner once the shell's platform is there: in the native app through the
 * permission flow (the explanation first, the settings modal when refused for good); the mini
 * program's pages ask for themselves. `fallback` when the shell has no such thing.
 */
function useShellUse<T>(pick: Use<T>) {
  const [state, setState] = useState<'loading' | 'working' | 'refused' | 'idle' | 'none'>('loading');
  const device = useRef<Platform | null>(null);
  const run = useCallback(async (): Promise<{ value: T } | null> => {
    const shell = device.current ?? (device.current = await shellPlatform());
    const use = pick(shell);
    if (!use) {
      setState('none');
      return null;
    }
    setState('working');
    const result =
      shell.name === 'native'
        ? await askPermission('camera', use)
        : { outcome: 'granted' as const, value: await use().catch(() => null as T) };
    if (result.outcome !== 'granted') {
      setState('refused');
      return null;
    }
    setState('idle');
    return { value: result.value as T };
  }, [pick]);
  return { state, run };
}

const pickScan: Use<Awaited<ReturnType<NonNullable<NonNullable<Platform['shell']>['scan']>>>> = (d) =>
  d.shell?.scan;

/**
 * 扫一扫 inside a shell (docs/native.md): the native app's scanner, or the mini program's (its page
 * routes the code and opens the result itself, so this page goes back); the text goes through the
 * same routing as the page's own camera. With `code`, a code scanned elsewhere is routed at once.
 */
export function ShellScanner({ code, fallback: Fallback }: { code: string | null; fallback: ComponentType }) {
  const goBack = useGoBack();
  const navigate = useNavigate();
  const { handleText, busy, choice, closeChoice, open, refused, scanAgain } = useScanRouting();
  const { state, run } = useShellUse(pickScan);
  // A handed code or a scan whose text did not lead anywhere (the routing toasted why): still here.
  const [missed, setMissed] = useState(false);

  const scan = useCallback(async () => {
    const result = await run();
    if (!result) return;
    const got = result.value;
    if (got === 'handed' || got === null) return goBack();
    await handleText(got.text, false);
    setMissed(true);
  }, [run, goBack, handleText]);

  useEffect(() => {
    // Once (the callbacks are stable), after a tick: the routing and the shell's scanner set this page's state when they answer.
    const timer = setTimeout(() => {
      if (code) void handleText(code, false).then(() => setMissed(true));
      else void scan();
    }, 0);
    return () => clearTimeout(timer);
  }, [code, handleText, scan]);

  if (state === 'none' && !code) return <Fallback />;
  return (
    <div className={styles.page}>
      <ScanBar title={PAGES.camera.title} onBack={goBack} />
      <main className={styles.body}>
        {refused ? (
          <CodeRefused
            failure={refused}
            onScanAgain={() => {
              scanAgain();
              if (shellKind()) void scan();
              else void navigate(PAGES.camera.path, { replace: true });
            }}
          />
        ) : (
          <section className={styles.problem} role={state === 'refused' ? 'alert' : 'status'}>
            <h2 className={styles.problemTitle}>
              {busy || (code && !missed)
                ? '正在识别…'
                : state === 'refused'
                  ? '无法使用摄像头'
                  : missed
                    ? '未能打开扫描的内容'
                    : '正在打开扫一扫…'}
            </h2>
            {state === 'refused' ? <p className={styles.problemText}>{ANDROID_PROMPT.camera}</p> : null}
            {missed ? <p className={styles.problemText}>可以重新扫描，或换一个二维码、条形码。</p> : null}
            {state === 'idle' || state === 'refused' || missed ? (
              <button
                type="button"
                className={styles.retry}
                onClick={() =>
                  shellKind() ? void scan() : void navigate(PAGES.camera.path, { replace: true })
                }
              >
                重新扫描
              </button>
            ) : null}
          </section>
        )}
      </main>
      {choice ? (
        <BookChoice books={choice} onPick={(bookNo) => open(bookDetailsUrl(bookNo))} onClose={closeChoice} />
      ) : null}
    </div>
  );
}

const pickPhoto =
  (source: 'camera' | 'album'): Use<Blob | null> =>
  (d) => {
    const take = d.shell?.takePhoto;
    return take ? () => take(source) : undefined;
  };

/**
 * The photo mode inside a shell that has a camera of its own (the native app): the system camera at
 * once, or the album; the photo is handed to the purpose's page as the page's own camera would.
 */
export function ShellPhoto({
  purpose,
  fallback: Fallback,
}: {
  purpose: PhotoPurpose;
  fallback: ComponentType<{ purpose: PhotoPurpose }>;
}) {
  const mode = PHOTO_MODES[purpose];
  const navigate = useNavigate();
  const goBack = useGoBack();
  const camera = useShellUse(pickPhoto('camera'));
  const album = useShellUse(pickPhoto('album'));
  const started = useRef(false);

  const take = useCallback(
    async (which: typeof camera) => {
      try {
        const result = await which.run();
        if (result?.value) {
          putHandoffPhoto(purpose, result.value);
          void navigate(mode.target, { replace: true });
        }
      } catch (error) {
        console.error('[photo] the camera failed', error);
        toast('拍照失败，请重试');
      }
    },
    [purpose, navigate, mode.target],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void take(camera);
  }, [take, camera]);

  if (camera.state === 'none') return <Fallback purpose={purpose} />;
  return (
    <div className={styles.page}>
      <ScanBar title={mode.title} onBack={goBack} />
      <main className={styles.body}>
        <section className={styles.problem} role={camera.state === 'refused' ? 'alert' : 'status'}>
          <h2 className={styles.problemTitle}>{camera.state === 'refused' ? '无法使用摄像头' : mode.hint}</h2>
          {camera.state === 'refused' ? <p className={styles.problemText}>{ANDROID_PROMPT.camera}</p> : null}
          <button type="button" className={styles.retry} onClick={() => void take(camera)}>
            拍照
          </button>
          <button type="button" className={styles.retry} onClick={() => void take(album)}>
            从相册选择
          </button>
        </section>
      </main>
    </div>
  );
}
