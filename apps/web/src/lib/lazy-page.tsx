import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { PAGES, Timing } from '@jc/contract';
import { PageLoading, PageStatus } from '@/components/PageStatus';

type PageModule = { default: ComponentType };

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Rejects a chunk that has not arrived within `ms` (spec: chunk-load timeout 120 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

/**
 * Suspense fallback: nothing for the first 200 ms (a fast chunk never flashes a spinner), then the
 * loading view, then after 60 s the timeout view.
 */
export function DelayedLoading() {
  const [phase, setPhase] = useState<'quiet' | 'loading' | 'timeout'>('quiet');
  useEffect(() => {
    const show = setTimeout(() => setPhase('loading'), Timing.lazyPageDelay);
    const give = setTimeout(() => setPhase('timeout'), Timing.lazyPageTimeout);
    return () => {
      clearTimeout(show);
      clearTimeout(give);
    };
  }, []);
  // Nothing to see yet, but busy: assistive technology (and the e2e tests) wait for the page.
  if (phase === 'quiet') return <div aria-busy="true" />;
  if (phase === 'loading') return <PageLoading full text="页面加载中…" />;
  return (
    <PageStatus
      full
      art="offline"
      title="页面加载超时"
      description="网络好像有点慢，请检查网络后重新加载。"
      actionText="重新加载"
      onAction={() => window.location.reload()}
    />
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a chunk that failed or timed out, and offers to fetch it again. */
class ChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[lazy-page] page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const chunk =
      this.state.error instanceof ChunkLoadError ||
      /dynamically imported module|Loading chunk|module script/i.test(this.state.error.message);
    return (
      <PageStatus
        full
        art="offline"
        title={chunk ? '页面加载失败' : '页面出错了'}
        description={chunk ? '网络开小差了，页面没有加载成功。' : '页面遇到了问题，请重试。'}
        actionText="重试"
        onAction={this.props.onRetry}
        secondaryText="返回首页"
        onSecondary={() => window.location.replace(PAGES.home.path)}
      />
    );
  }
}

/**
 * A lazily loaded page (React.lazy + Suspense) with the spec's timings: loading view after 200 ms,
 * timeout view after 60 s, chunk failure (error or 120 s) with a retry that fetches the chunk again.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  const makeLazy = () => lazy(() => withTimeout(load(), Timing.chunkLoadTimeout));
  // Shared by every mount, so a page visited again renders at once; replaced by a retry, so a retry
  // really imports again instead of replaying the failure.
  const latest = { Page: makeLazy() };

  function LazyPage() {
    const [{ Page, attempt }, setCurrent] = useState<{
      Page: LazyExoticComponent<ComponentType>;
      attempt: number;
    }>(() => ({ Page: latest.Page, attempt: 0 }));
    const retry = () => {
      latest.Page = makeLazy();
      setCurrent({ Page: latest.Page, attempt: attempt + 1 });
    };
    return (
      <ChunkBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<DelayedLoading />}>
          <Page />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyPage;
}
