import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfjs, pdfjsDataUrls } from './load-pdfjs';
import { currentPage, fitSize, outputScale, pageLabel } from './viewer-math';
import styles from './PdfViewer.module.css';

export interface PdfViewerProps {
  /** The document's address; the caller checks it first (lib/safe-url `checkPdfAddress`). */
  url: string;
  /** 1-based page to show first. */
  initialPage?: number;
  /** Accessible name of the document. */
  title?: string;
}

type DocState =
  | { status: 'loading'; progress: number }
  | { status: 'ready'; doc: PDFDocumentProxy; base: PageSize }
  | { status: 'error'; reason: string };

const LOADING: DocState = { status: 'loading', progress: 0 };

interface PageSize {
  width: number;
  height: number;
}

/** Documents above this many pages give the canvases of far-away pages back (phones run out of memory). */
const RELEASE_FROM_PAGES = 12;

/** Why a document did not open, in words a reader understands. */
function describeError(err: unknown): string {
  const e = err as { name?: string; status?: number } | null;
  if (e?.name === 'PasswordException') return '该文档设有密码，暂时无法打开';
  if (e?.name === 'InvalidPDFException') return '文件已损坏或不是 PDF 文档';
  if (e?.name === 'MissingPDFException' || e?.status === 404) return '文档不存在或已被删除';
  return '请检查网络后重试';
}

/** The content width of an element, following rotation and resizes. */
function useContentWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      setWidth((w) => (Math.abs(w - next) >= 1 ? next : w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A PDF shown page by page on canvases at the device pixel ratio, fitted to the width. Pages are drawn
 * as they come near the screen; a pill tells 第 n / N 页. pdf.js loads with the first viewer shown.
 */
export function PdfViewer({ url, initialPage = 1, title }: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  // The state of one load (address and attempt); another load starts from LOADING.
  const load = `${url}#${attempt}`;
  const [loaded, setLoaded] = useState<{ load: string; state: DocState }>({ load, state: LOADING });
  const state = loaded.load === load ? loaded.state : LOADING;
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const pageEls = useRef<(HTMLDivElement | null)[]>([]);
  const width = useContentWidth(listRef);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const setState = (next: DocState) => setLoaded({ load, state: next });
    loadPdfjs()
      .then(async (pdfjs) => {
        if (cancelled) return;
        const task = pdfjs.getDocument({ url, isEvalSupported: false, ...pdfjsDataUrls() });
        destroy = () => void task.destroy();
        task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
          if (!cancelled && total > 0)
            setState({ status: 'loading', progress: Math.min(99, Math.round((loaded / total) * 100)) });
        };
        const doc = await task.promise;
        const first = await doc.getPage(1);
        const base = first.getViewport({ scale: 1 });
        if (cancelled) return;
        setState({ status: 'ready', doc, base: { width: base.width, height: base.height } });
      })
      .catch((err: unknown) => {
        if (!cancelled) setState({ status: 'error', reason: describeError(err) });
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, load]);

  const ready = state.status === 'ready';
  const total = ready ? state.doc.numPages : 0;

  // The page indicator follows the window's scrolling.
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = pageEls.current.slice(0, total).map((el) => el?.getBoundingClientRect().top ?? Infinity);
      setPage(currentPage(tops, window.innerHeight));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ready, total]);

  // Open at the asked page once the placeholders have their sizes.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || width === 0 || initialPage <= 1 || scrolledFor.current === url) return;
    scrolledFor.current = url;
    pageEls.current[Math.min(initialPage, total) - 1]?.scrollIntoView({ block: 'start' });
  }, [ready, width, initialPage, total, url]);

  return (
    <div className={styles.viewer} aria-label={title ?? '文档'} aria-busy={state.status === 'loading'}>
      <div ref={listRef} className={styles.pages}>
        {state.status === 'loading' ? (
          <div className={styles.status} role="status">
            <div className={styles.spinner} />
            <p>文档加载中…{state.progress > 0 ? ` ${state.progress}%` : ''}</p>
          </div>
        ) : state.status === 'error' ? (
          <div className={styles.status} role="alert">
            <button type="button" className={styles.retry} onClick={() => setAttempt((a) => a + 1)}>
              加载失败，点击重试
            </button>
            <p className={styles.reason}>{state.reason}</p>
          </div>
        ) : (
          Array.from({ length: total }, (_, i) => (
            <PdfPage
              key={`${url}#${i + 1}`}
              doc={state.doc}
              pageNumber={i + 1}
              width={width}
              estimate={state.base}
              release={total > RELEASE_FROM_PAGES}
              holderRef={(el) => {
                pageEls.current[i] = el;
              }}
            />
          ))
        )}
      </div>
      {ready ? (
        <div className={styles.indicator} aria-live="polite">
          {pageLabel(page, total)}
        </div>
      ) : null}
    </div>
  );
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels to fit; 0 before layout. */
  width: number;
  /** Size of the first page, used until this page's own size is known. */
  estimate: PageSize;
  /** Give the canvas back when the page is far from the screen. */
  release: boolean;
  holderRef: (el: HTMLDivElement | null) => void;
}

type PageStatus = 'idle' | 'rendering' | 'done' | 'error';

function PdfPage({ doc, pageNumber, width, estimate, release, holderRef }: PdfPageProps) {
  const holder = useRef<HTMLDivElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [size, setSize] = useState<PageSize | null>(null);
  const [status, setStatus] = useState<PageStatus>('idle');
  const [retry, setRetry] = useState(0);
  const drawnAt = useRef(0);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    // Start drawing a screen and a half ahead, so scrolling rarely shows a blank page.
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false), {
      rootMargin: '150% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    if (!near) {
      if (release && drawnAt.current !== 0) {
        canvas.width = 0;
        canvas.height = 0;
        drawnAt.current = 0;
        setStatus('idle');
      }
      return;
    }
    if (drawnAt.current === width) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    setStatus('rendering');
    void (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      setSize({ width: base.width, height: base.height });
      const fit = fitSize(width, base.width, base.height);
      const viewport = page.getViewport({ scale: fit.scale });
      const ratio = outputScale(window.devicePixelRatio, viewport.width, viewport.height);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      task = page.render({
        canvas,
        canvasContext: context,
        viewport,
        ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}),
      });
      await task.promise;
      if (cancelled) return;
      drawnAt.current = width;
      setStatus('done');
    })().catch((err: unknown) => {
      if (cancelled || (err as { name?: string } | null)?.name === 'RenderingCancelledException') return;
      drawnAt.current = 0;
      setStatus('error');
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, width, doc, pageNumber, release, retry]);

  const own = size ?? estimate;
  const height = fitSize(width, own.width, own.height).height;
  return (
    <div
      ref={(el) => {
        holder.current = el;
        holderRef(el);
      }}
      className={styles.page}
      style={width > 0 ? { height } : { aspectRatio: `${own.width} / ${own.height}` }}
      data-page={pageNumber}
      data-status={status}
    >
      <canvas ref={canvasRef} className={styles.canvas} aria-label={`第 ${pageNumber} 页`} />
      {status === 'error' ? (
        <button type="button" className={styles.pageRetry} onClick={() => setRetry((r) => r + 1)}>
          第 {pageNumber} 页加载失败，点击重试
        </button>
      ) : status !== 'done' ? (
        <div className={styles.pageLoading} aria-hidden="true">
          <div className={styles.spinner} />
          <span>第 {pageNumber} 页</span>
        </div>
      ) : null}
    </div>
  );
}
