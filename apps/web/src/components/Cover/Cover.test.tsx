import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Cover } from './Cover';

afterEach(cleanup);

describe('Cover', () => {
  it('shows the picture as decoration, lazily when asked', () => {
    const { container } = render(<Cover src="/a.png" className="c" lazy />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/a.png');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.className).toMatch(/^c /); // and the placeholder's, while it loads
  });

  it('keeps an empty box of the same class without a picture', () => {
    const { container } = render(<Cover src="" className="c" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span.c')?.getAttribute('aria-hidden')).toBe('true');
  });
});
