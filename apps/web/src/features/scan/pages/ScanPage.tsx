import { useRef, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { PictureIcon } from '@/components/icons';
import { toast } from '@/lib/toast';
import { useGoBack } from '@/lib/use-go-back';
import { shellKind } from '@/lib/platform/shell';
import { useCamera } from '../hooks/use-camera';
import { useDecoder } from '../hooks/use-decoder';
import { useFrameScanner } from '../hooks/use-frame-scanner';
import { useScanRouting } from '../hooks/use-scan-routing';
import { decode } from '@/lib/barcode-decoder';
import { NOTHING_FOUND_MSG } from '../lib/scan-outcome';
import { bookDetailsUrl } from '@/lib/page-urls';
import { isPhotoPurpose } from '@/lib/photo-handoff';
import { BookChoice } from './BookChoice';
import { CodeRefused } from './CodeRefused';
import { PhotoMode } from './PhotoMode';
import { ShellPhoto, ShellScanner } from './ShellScanner';
import { ScanBar } from './ScanBar';
import styles from './ScanPage.module.css';

interface Problem {
  title: string;
  description: string;
  retryText: string;
  retry: (() => void) | null;
}

/**
 * user/camera: scanning codes, or with `?mode=photo&for=<purpose>` taking a photo for another page
 * (PhotoMode; `for=homework` hands it to workCorrection).
 */
export default function ScanPage() {
  const [params] = useSearchParams();
  const purpose = params.get('for');
  const code = params.get('code');
  // Inside a shell (native app, mini program) its own camera and scanner come first (docs/native.md).
  const shell = shellKind();
  if (params.get('mode') === 'photo' && isPhotoPurpose(purpose))
    return shell ? <ShellPhoto purpose={purpose} fallback={PhotoMode} /> : <PhotoMode purpose={purpose} />;
  // A code scanned elsewhere (the mini program's scanner) is routed here as if this page had scanned it.
  if (code || shell) return <ShellScanner code={code} fallback={CodeScanner} />;
  return <CodeScanner />;
}

/**
 * 扫一扫: the rear camera in a viewfinder, decoding QR codes and EAN-13 book barcodes (zxing-wasm, loaded
 * with this page), or a picture from the album. A text goes through the contract's routeScan: a printed
 * code is resolved and opens what it names (refused: a card says why, with 重新扫码 and 搜索图书), a route
 * replaces this page, a barcode is looked up (getBookByTXM), anything else toasts 扫描失败 and scanning
 * goes on.
 */
function CodeScanner() {
  const goBack = useGoBack();
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [cameraAttempt, setCameraAttempt] = useState(0);
  const [decoderAttempt, setDecoderAttempt] = useState(0);
  const { handleText, busy, setBusy, choice, closeChoice, open, refused, scanAgain } = useScanRouting();
  const decoder = useDecoder(decoderAttempt);
  const camera = useCamera(videoRef, cameraAttempt);

  const scanning =
    decoder === 'ready' && camera.status === 'live' && !busy && choice === null && refused === null;
  useFrameScanner(videoRef, scanning, (text) => void handleText(text, true));

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same picture may be chosen again
    if (!file) return;
    setBusy(true);
    try {
      const text = await decode(file);
      if (text === null) toast(NOTHING_FOUND_MSG);
      else await handleText(text, false);
    } catch (error) {
      console.error('[scan] decoding the picture failed', error);
      toast(NOTHING_FOUND_MSG);
    } finally {
      setBusy(false);
    }
  };

  // The decoder failing blocks the album too; a camera problem leaves the album as the way to scan.
  const problem: Problem | null =
    decoder === 'error'
      ? {
          title: '扫描组件加载失败',
          description: '请检查网络后重试。',
          retryText: '重试',
          retry: () => setDecoderAttempt((n) => n + 1),
        }
      : camera.status === 'problem'
        ? {
            ...camera.problem,
            retryText: '重新打开摄像头',
            retry: camera.problem.canRetry ? () => setCameraAttempt((n) => n + 1) : null,
          }
        : null;
  const preparing = decoder === 'loading' || camera.status === 'starting';
  return (
    <div className={styles.page}>
      <video ref={videoRef} className={styles.video} muted playsInline autoPlay aria-hidden="true" />
      <ScanBar title={PAGES.camera.title} onBack={goBack} />

      <main className={styles.body}>
        {refused ? (
          <CodeRefused failure={refused} onScanAgain={scanAgain} />
        ) : problem ? (
          <section className={styles.problem} role="alert">
            <h2 className={styles.problemTitle}>{problem.title}</h2>
            <p className={styles.problemText}>{problem.description}</p>
            {problem.retry ? (
              <button type="button" className={styles.retry} onClick={problem.retry}>
                {problem.retryText}
              </button>
            ) : null}
          </section>
        ) : (
          <>
            <div className={styles.frame} data-testid="scan-frame">
              <span className={`${styles.corner} ${styles.tl}`} />
              <span className={`${styles.corner} ${styles.tr}`} />
              <span className={`${styles.corner} ${styles.bl}`} />
              <span className={`${styles.corner} ${styles.br}`} />
              {scanning ? <span className={styles.line} /> : null}
              {preparing || busy ? (
                <span className={styles.status} role="status">
                  {busy ? '正在识别…' : decoder === 'loading' ? '正在加载扫描组件…' : '正在打开摄像头…'}
                </span>
              ) : null}
            </div>
            <p className={styles.hint}>将二维码或图书背面的条形码放入框内，即可自动扫描</p>
          </>
        )}
      </main>

      <footer className={styles.footer}>
        <button
          type="button"
          className={styles.album}
          disabled={busy || decoder !== 'ready'}
          onClick={() => fileRef.current?.click()}
        >
          <span className={styles.albumIcon}>
            <PictureIcon size={26} />
          </span>
          从相册选择
        </button>
        <input
          ref={fileRef}
          className={styles.file}
          type="file"
          accept="image/*"
          aria-label="从相册选择图片"
          onChange={(e) => void onPicture(e)}
        />
      </footer>

      {choice ? (
        <BookChoice books={choice} onPick={(bookNo) => open(bookDetailsUrl(bookNo))} onClose={closeChoice} />
      ) : null}
    </div>
  );
}
