import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_PIXELS, currentPage, fitSize, outputScale, pageLabel } from './viewer-math';

describe('fitSize', () => {
  it('scales the page to the container width, keeping its aspect ratio', () => {
    expect(fitSize(390, 210, 297)).toEqual({ scale: 390 / 210, width: 390, height: 552 });
    expect(fitSize(750, 595, 842)).toEqual({ scale: 750 / 595, width: 750, height: 1061 });
  });
  it('answers an empty size before the container is laid out', () => {
    expect(fitSize(0, 210, 297)).toEqual({ scale: 1, width: 0, height: 0 });
    expect(fitSize(Number.NaN, 210, 297).width).toBe(0);
  });
});

describe('outputScale', () => {
  it('uses the device pixel ratio within the pixel budget', () => {
    expect(outputScale(3, 390, 552)).toBe(3);
    expect(outputScale(1, 390, 552)).toBe(1);
  });
  it('lowers it when the canvas would be too big', () => {
    const s = outputScale(3, 2000, 3000);
    expect(2000 * 3000 * s * s).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
    expect(s).toBeLessThan(3);
  });
  it('treats a missing or odd ratio as 1', () => {
    expect(outputScale(Number.NaN, 100, 100)).toBe(1);
    expect(outputScale(0, 100, 100)).toBe(1);
    expect(outputScale(2, 0, 0)).toBe(2);
  });
});

describe('currentPage', () => {
  it('is the last page whose top passed 40 % of the viewport', () => {
    // Viewport 800 high: the reading line is at 320.
    expect(currentPage([56, 620, 1184], 800)).toBe(1);
    expect(currentPage([-400, 164, 728], 800)).toBe(2);
    expect(currentPage([-2000, -1436, -872], 800)).toBe(3);
    expect(currentPage([320, 884], 800)).toBe(1);
  });
  it('is 1 before any page is near and for an empty document', () => {
    expect(currentPage([900, 1464], 800)).toBe(1);
    expect(currentPage([], 800)).toBe(1);
  });
});

it('labels the page in Chinese', () => {
  expect(pageLabel(2, 12)).toBe('第 2 / 12 页');
});
