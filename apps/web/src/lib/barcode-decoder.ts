import type * as ZXingReader from 'zxing-wasm/reader';
// The decoder's WebAssembly is part of our build (served from /assets with the app), never a CDN.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** QR codes (entry addresses, app-marker links) and EAN-13 book barcodes; nothing else is scanned. */
const READER_OPTIONS: ZXingReader.ReaderOptions = {
  formats: ['QRCode', 'EAN13'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

type Reader = typeof ZXingReader;
let loading: Promise<Reader> | null = null;

/**
 * Loads zxing-wasm's reader (JS and ~1 MB of WebAssembly) once, on the scan page only. A failed load is
 * forgotten, so a retry fetches again.
 */
export function loadDecoder(): Promise<Reader> {
  loading ??= (async () => {
    const reader = await import('zxing-wasm/reader');
    await reader.prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
      fireImmediately: true,
    });
    return reader;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The text of the first valid QR code or EAN-13 in a camera frame or a picture, or null. */
export async function decode(input: ImageData | Blob): Promise<string | null> {
  const reader = await loadDecoder();
  const results = await reader.readBarcodes(input, READER_OPTIONS);
  return results.find((r) => r.isValid && r.text !== '')?.text ?? null;
}
