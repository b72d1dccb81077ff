/// <reference types="vite/client" />

/** Injected by vite.config.ts `define` at build time (NONCE_KEY / NONCE_IV). Absent under Vitest. */
declare const __NONCE_KEY__: string | undefined;
declare const __NONCE_IV__: string | undefined;
