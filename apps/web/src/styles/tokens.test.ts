import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Text keeps a contrast of at least 4.5:1 (WCAG 2 AA, normal text) against the backgrounds it sits on:
// every text token is checked here against the light backgrounds of the app, from tokens.css itself.
// Vitest runs from the repository's root (happy-dom gives this module an http: URL, not a file).
const css = readFileSync('apps/web/src/styles/tokens.css', 'utf8');
const declared = new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));

/** A token's colour as #rrggbb, following var() references. */
function resolve(token: string): string {
  let value = declared.get(token);
  for (let depth = 0; value?.startsWith('var(') && depth < 10; depth++)
    value = declared.get(value.slice(4, -1).trim());
  if (!value || !/^#[0-9a-f]{3,6}$/i.test(value)) throw new Error(`${token} is not a colour: ${value}`);
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const LIGHT_BACKGROUNDS = ['--jc-white', '--jc-page-bg', '--jc-gray-50', '--jc-gray-25', '--jc-blue-50'];
const TEXT_ON_LIGHT: Record<string, string[]> = {
  '--jc-text': [...LIGHT_BACKGROUNDS, '--jc-fill'],
  '--jc-text-secondary': [...LIGHT_BACKGROUNDS, '--jc-fill', '--jc-primary-soft'],
  '--jc-text-tertiary': [...LIGHT_BACKGROUNDS, '--jc-fill'],
  '--jc-text-weak': LIGHT_BACKGROUNDS,
  // Links, selected tabs and chips: on the page and on the soft blue of a selected chip.
  '--jc-brand': [...LIGHT_BACKGROUNDS, '--jc-primary-soft'],
  '--jc-primary-dark': [...LIGHT_BACKGROUNDS, '--jc-primary-soft'],
  '--jc-danger': [...LIGHT_BACKGROUNDS, '--jc-danger-soft'],
  '--jc-text-accent': [...LIGHT_BACKGROUNDS, '--jc-accent-soft', '--jc-orange-50'],
  '--jc-text-success': [...LIGHT_BACKGROUNDS, '--jc-success-soft'],
  '--jc-text-paper': ['--jc-white', '--jc-orange-50', '--jc-orange-25'],
};
// White text on the filled buttons and badges.
const WHITE_ON = [
  '--jc-brand',
  '--jc-primary-dark',
  '--jc-danger',
  '--jc-text-success',
  '--jc-accent-strong',
  '--jc-success-fill',
  '--jc-neutral-fill',
];

describe('design tokens: text contrast', () => {
  for (const [text, backgrounds] of Object.entries(TEXT_ON_LIGHT)) {
    it(`${text} is readable on ${backgrounds.length} backgrounds`, () => {
      for (const bg of backgrounds)
        expect(contrast(resolve(text), resolve(bg)), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    });
  }
  it('white text is readable on the filled colours', () => {
    for (const fill of WHITE_ON)
      expect(contrast(resolve('--jc-white'), resolve(fill)), `white on ${fill}`).toBeGreaterThanOrEqual(4.5);
  });
  it('antd-mobile follows the same colours', () => {
    expect(resolve('--adm-color-primary')).toBe(resolve('--jc-brand'));
    expect(resolve('--adm-color-text-secondary')).toBe(resolve('--jc-text-secondary'));
    expect(resolve('--adm-color-weak')).toBe(resolve('--jc-text-weak'));
    // and wins over antd-mobile's own :root defaults, which load later
    expect(css).toMatch(/:root:root \{[^}]*--adm-color-primary/);
  });
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#3a7cff', '#ffffff')).toBeLessThan(4.5); // the brand blue before: 3.8
  });
});
