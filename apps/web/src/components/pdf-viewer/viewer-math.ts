/** Pure rules of the PDF viewer: sizes, the pixel budget and which page the reader is on. */

/** Canvases above this many pixels fail on some phones (iOS Safari caps one canvas at 16 M pixels). */
export const MAX_CANVAS_PIXELS = 16_777_216;

/** CSS size of a page drawn at the container's width, keeping the page's aspect ratio. */
export function fitSize(containerWidth: number, pageWidth: number, pageHeight: number) {
  if (!(containerWidth > 0) || !(pageWidth > 0) || !(pageHeight > 0))
    return { scale: 1, width: 0, height: 0 };
  const scale = containerWidth / pageWidth;
  return { scale, width: containerWidth, height: Math.round(pageHeight * scale) };
}

/**
 * Backing-store pixels per CSS pixel: the device pixel ratio (so text is sharp), lowered when the
 * canvas would exceed the pixel budget. Never below 1/8, never NaN.
 */
export function outputScale(dpr: number, cssWidth: number, cssHeight: number, maxPixels = MAX_CANVAS_PIXELS) {
  const ratio = Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
  const area = cssWidth * cssHeight;
  if (!(area > 0)) return ratio;
  const fit = Math.sqrt(maxPixels / area);
  return Math.max(0.125, Math.min(ratio, fit));
}

/**
 * The page being read: the last page whose top is at or above a reading line 40 % down the viewport.
 * `tops` are the pages' top edges relative to the viewport, in page order. Answers 1-based; 1 for none.
 */
export function currentPage(tops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight * 0.4;
  let page = 1;
  tops.forEach((top, i) => {
    if (top <= line) page = i + 1;
  });
  return page;
}

/** 第 n / N 页 */
export function pageLabel(page: number, total: number): string {
  return `第 ${page} / ${total} 页`;
}
