// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from './compress-image';

const MB = 1024 * 1024;
const picture = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

/** The browser's decoder and canvas, which happy-dom does not draw: the test records what is asked. */
function stubCanvas(resultBytes: number | null) {
  const toBlob = vi.fn((done: (b: Blob | null) => void, _type: string, _quality: number) =>
    done(resultBytes === null ? null : picture(resultBytes)),
  );
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 40, height: 30, close: vi.fn() })),
  );
  vi.spyOn(document, 'createElement').mockReturnValue({
    width: 0,
    height: 0,
    getContext: () => ({ drawImage: vi.fn() }),
    toBlob,
  } as unknown as HTMLCanvasElement);
  return toBlob;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('compressImage', () => {
  it('redraws a large picture as a JPEG at the quality of its size', async () => {
    for (const [bytes, quality] of [
      [2 * MB, 0.6],
      [1.2 * MB, 0.7],
      [700 * 1024, 0.8],
    ] as const) {
      const toBlob = stubCanvas(100_000);
      const out = await compressImage(picture(bytes));
      expect(out.size).toBe(100_000);
      expect(toBlob.mock.calls[0]?.slice(1)).toEqual(['image/jpeg', quality]);
      vi.restoreAllMocks();
    }
  });

  it('leaves small pictures, other files, undecodable pictures and larger results unchanged', async () => {
    const toBlob = stubCanvas(100_000);
    const small = picture(500 * 1024);
    expect(await compressImage(small)).toBe(small);
    const audio = picture(2 * MB, 'audio/webm');
    expect(await compressImage(audio)).toBe(audio);
    expect(toBlob).not.toHaveBeenCalled();

    stubCanvas(3 * MB);
    const big = picture(2 * MB);
    expect(await compressImage(big)).toBe(big);

    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('cannot decode'))),
    );
    expect(await compressImage(big)).toBe(big);
  });
});
