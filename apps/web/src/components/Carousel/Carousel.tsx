import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/first-screen';
import { realIndex, restingPosition } from './loop';
import styles from './Carousel.module.css';

interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Autoplay interval. Slides move on only while untouched, with the page visible and motion allowed. */
  intervalMs: number;
  label: string;
  className?: string;
}

/** Browsers without `scrollend` (older WebViews): a scroll quiet for this long has come to rest. */
const REST_MS = 150;
// The loop's unseen jumps use behavior 'auto' (instant here: the track sets no CSS scroll-behavior),
// the value every browser's scrollTo has accepted; 'instant' came into the standard later.

/** The reader asked the system for less motion (read each time: the setting can change while open). */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The track position (in slides) the track is scrolled to. */
const positionOf = (track: HTMLElement) => Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));

/**
 * A looping, autoplaying carousel on the browser's own scroll snapping: the swipe, its physics and the
 * snap are native, so it costs no gesture or animation library (antd-mobile's Swiper brought ~20 KB
 * gzip of them into the first screen). The loop is a clone of each end slide; coming to rest on a
 * clone jumps, unseen, to the slide it mirrors.
 *
 * Accessibility: the track is the carousel's one tab stop (a named region, "carousel"), ←/→ step a slide;
 * autoplay waits while a finger, the focus or the system's reduced-motion setting is on it (WCAG 2.2.2),
 * and the slides move without smooth scrolling under reduced motion.
 */
export function Carousel<T>({ items, itemKey, renderItem, intervalMs, label, className }: CarouselProps<T>) {
  const count = items.length;
  // The loop's clones join once the page is the browser's: a server-rendered carousel (and one seen
  // without JavaScript) then starts on its first slide, with no clone in front of it.
  const hydrated = useHydrated();
  const looping = count > 1 && hydrated;
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touch = useRef({ held: false, lastAt: 0 });

  // Start on the first real slide, right after the leading clone.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (track && looping) track.scrollLeft = track.clientWidth;
  }, [looping, count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !looping) return;
    let restTimer = 0;
    const settle = () => {
      if (touch.current.held) return;
      const at = positionOf(track);
      const to = restingPosition(at, count);
      if (to !== at) track.scrollTo({ left: to * track.clientWidth, behavior: 'auto' });
    };
    const onScroll = () => {
      setCurrent(realIndex(positionOf(track), count));
      window.clearTimeout(restTimer);
      restTimer = window.setTimeout(settle, REST_MS);
    };
    const onScrollEnd = () => {
      window.clearTimeout(restTimer);
      settle();
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.clearTimeout(restTimer);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
    };
  }, [looping, count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !looping) return;
    const timer = window.setInterval(() => {
      const { held, lastAt } = touch.current;
      // A slide the user has just swiped to stays a full interval.
      if (held || document.hidden || Date.now() - lastAt < intervalMs) return;
      if (reducedMotion() || track.contains(document.activeElement)) return;
      // A finger lifted right on a clone leaves no scroll to settle it: step from the real slide.
      const at = positionOf(track);
      const from = restingPosition(at, count);
      if (from !== at) track.scrollTo({ left: from * track.clientWidth, behavior: 'auto' });
      track.scrollTo({ left: (from + 1) * track.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [looping, count, intervalMs]);

  const hold = (held: boolean) => {
    touch.current = { held, lastAt: Date.now() };
  };
  // ←/→ step one slide (the loop settles on the real slide as after a swipe).
  const onKeyDown = (event: KeyboardEvent) => {
    const track = trackRef.current;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!track || step === 0 || event.target !== track) return;
    event.preventDefault();
    hold(false);
    const last = looping ? count + 1 : count - 1;
    const to = Math.min(Math.max(positionOf(track) + step, 0), last);
    track.scrollTo({ left: to * track.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  const slides = looping ? [items[count - 1]!, ...items, items[0]!] : items;
  return (
    <div className={className ? `${styles.carousel} ${className}` : styles.carousel}>
      <div
        ref={trackRef}
        className={styles.track}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onTouchStart={() => hold(true)}
        onTouchEnd={() => hold(false)}
        onTouchCancel={() => hold(false)}
        onWheel={() => hold(false)}
      >
        {slides.map((item, i) => {
          const clone = looping && (i === 0 || i === count + 1);
          return (
            <div
              key={clone ? `clone-${i}` : itemKey(item)}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={clone ? undefined : `${looping ? i : i + 1} / ${count}`}
              aria-hidden={clone || undefined}
              inert={clone || undefined}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {items.map((item, i) => (
            <span
              key={itemKey(item)}
              className={i === current ? `${styles.dot} ${styles.dotActive}` : styles.dot}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
