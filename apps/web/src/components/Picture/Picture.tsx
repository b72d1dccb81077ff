import { useEffect, useRef, useState, type ComponentProps } from 'react';
import styles from './Picture.module.css';

export type PictureProps = ComponentProps<'img'> & {
  /** What a screen reader hears for the broken picture when `alt` is empty (else `alt`). */
  failedLabel?: string;
};

/** What a screen reader hears for a picture that did not load, without a name of its own. */
export const PICTURE_FAILED_LABEL = '图片加载失败';

/** A transparent pixel: the failed picture shows only its background (the grey and the icon). */
const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Phase = 'loading' | 'loaded' | 'failed';

/**
 * Every picture of the pupils' app (spec section 8, "Image load failure: error icon"): an <img> with the
 * caller's class and attributes, filled grey while it loads; when it fails (or has no source) the same
 * <img> turns into a grey box with the error icon (a background from the tokens), named for a screen
 * reader. It stays an <img>, so the caller's class and its parent's `img` rules keep sizing it. A new
 * `src` starts again. A first screen rendered on the server may finish (or fail) before React is
 * attached, so the element is looked at once it is mounted.
 */
export function Picture({
  className,
  onLoad,
  onError,
  failedLabel,
  alt,
  src,
  srcSet,
  sizes,
  ...rest
}: PictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<Phase>(src ? 'loading' : 'failed');
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setPhase(src ? 'loading' : 'failed');
  }

  useEffect(() => {
    const img = ref.current;
    if (!img || !src || !img.complete || img.getAttribute('src') !== src) return;
    // Finished before its events could reach React.
    setPhase(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [src]);

  if (phase === 'failed') {
    return (
      <img
        ref={ref}
        {...rest}
        className={`${className ?? ''} ${styles.failed}`}
        src={EMPTY_PIXEL}
        alt={alt || failedLabel || PICTURE_FAILED_LABEL}
        data-picture="failed"
      />
    );
  }

  return (
    // src and alt first: a server-rendered first screen keeps the attribute order of a plain <img>.
    <img
      ref={ref}
      src={src}
      alt={alt}
      {...rest}
      srcSet={srcSet}
      sizes={sizes}
      className={phase === 'loading' ? `${className ?? ''} ${styles.loading}` : className}
      data-picture={phase}
      onLoad={(event) => {
        setPhase('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setPhase('failed');
        onError?.(event);
      }}
    />
  );
}
