/// <reference types="vite/client" />

/** Injected by vite.config.ts `define` at build time (NONCE_KEY / NONCE_IV). Absent under Vitest. */
declare const __NONCE_KEY__: string | undefined;
declare const __NONCE_IV__: string | undefined;
/** Injected by vite.config.ts `define`: where pdf.js's data files (CMaps, fonts, decoders) are served. */
declare const __PDFJS_DATA_BASE__: string | undefined;
/** Injected by vite.config.ts `define`: the version of apps/web/package.json. Absent under Vitest. */
declare const __APP_VERSION__: string | undefined;
