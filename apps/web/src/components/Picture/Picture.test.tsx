import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Picture, PICTURE_FAILED_LABEL } from './Picture';

// happy-dom calls every <img> complete at once, with no size: a browser's picture still loading is not.
let complete = false;
let naturalWidth = 0;
beforeEach(() => {
  complete = false;
  naturalWidth = 0;
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(() => naturalWidth);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const img = (container: HTMLElement) => container.querySelector('img');

describe('Picture', () => {
  it('shows the grey placeholder while loading, then the picture with the caller’s class alone', () => {
    const onLoad = vi.fn();
    const { container } = render(<Picture src="/a.png" alt="封面" className="cover" onLoad={onLoad} />);
    expect(img(container)?.dataset.picture).toBe('loading');
    expect(img(container)?.className).toMatch(/^cover .*loading/);
    fireEvent.load(img(container)!);
    expect(img(container)?.dataset.picture).toBe('loaded');
    expect(img(container)?.className).toBe('cover');
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('passes the img attributes through', () => {
    const { container } = render(<Picture src="/a.png" alt="" loading="lazy" width={40} decoding="async" />);
    expect(img(container)?.getAttribute('loading')).toBe('lazy');
    expect(img(container)?.getAttribute('width')).toBe('40');
    expect(img(container)?.getAttribute('alt')).toBe('');
  });

  it('turns into the error box of the same class when the picture fails, named by its alt', () => {
    const onError = vi.fn();
    const onLoad = vi.fn();
    const { container } = render(
      <Picture src="/broken.png" alt="商品图" className="goods" onError={onError} onLoad={onLoad} />,
    );
    fireEvent.error(img(container)!);
    const failed = screen.getByRole('img', { name: '商品图' });
    expect(failed).toBe(img(container));
    expect(failed.className).toMatch(/^goods .*failed/);
    expect(failed.dataset.picture).toBe('failed');
    // It shows nothing of its own: the grey and the icon are its background.
    expect(failed.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(onError).toHaveBeenCalledOnce();
    // The empty pixel's own load is not the picture's.
    fireEvent.load(failed);
    expect(failed.dataset.picture).toBe('failed');
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('names a decorative picture’s failure with the generic text, or the caller’s', () => {
    const { container, rerender } = render(<Picture src="/x.png" alt="" />);
    fireEvent.error(img(container)!);
    expect(screen.getByRole('img', { name: PICTURE_FAILED_LABEL })).toBeTruthy();
    rerender(<Picture src="/y.png" alt="" failedLabel="头像加载失败" />);
    fireEvent.error(img(container)!);
    expect(screen.getByRole('img', { name: '头像加载失败' })).toBeTruthy();
  });

  it('starts again with a new source after a failure', () => {
    const { container, rerender } = render(<Picture src="/broken.png" alt="" />);
    fireEvent.error(img(container)!);
    expect(img(container)?.dataset.picture).toBe('failed');
    rerender(<Picture src="/good.png" alt="" />);
    expect(img(container)?.getAttribute('src')).toBe('/good.png');
    expect(img(container)?.dataset.picture).toBe('loading');
  });

  it('shows the icon when there is no source at all', () => {
    render(<Picture src="" alt="头像" />);
    expect(screen.getByRole('img', { name: '头像' }).dataset.picture).toBe('failed');
  });

  it('catches up with a server-rendered picture that finished before React was attached', () => {
    complete = true;
    naturalWidth = 120;
    const { container, unmount } = render(<Picture src="/a.png" alt="" />);
    expect(img(container)?.dataset.picture).toBe('loaded');
    unmount();
    naturalWidth = 0;
    const broken = render(<Picture src="/b.png" alt="" />);
    expect(img(broken.container)?.dataset.picture).toBe('failed');
  });
});
