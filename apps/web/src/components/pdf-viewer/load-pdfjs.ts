/**
 * pdf.js, fetched only when a PDF is first shown (a few hundred KB: never in the first screen). The
 * legacy build matches the app's es2020 target (in-app browsers of messengers lag behind); its worker is
 * a file of this site that Vite bundles, so nothing comes from a CDN.
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

export function loadPdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
    (err: unknown) => {
      // A failed chunk download may succeed on the next try.
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * Where pdf.js fetches the data files some PDFs need (vite.config.ts ships them with the build): CMaps
 * for Chinese text in fonts the PDF does not embed, standard fonts, JPEG 2000 and JBIG2 decoders.
 */
export function pdfjsDataUrls(origin: string = window.location.origin) {
  const base = new URL(typeof __PDFJS_DATA_BASE__ === 'string' ? __PDFJS_DATA_BASE__ : '/pdfjs/', origin)
    .href;
  return {
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    wasmUrl: `${base}wasm/`,
    iccUrl: `${base}iccs/`,
  };
}

export type { PdfJs };
