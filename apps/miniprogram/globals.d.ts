/** Build settings baked in by scripts/build.mjs (esbuild `define`); docs/native.md. */
declare const __JC_H5_ORIGIN__: string;
declare const __JC_NONCE_KEY__: string;
declare const __JC_NONCE_IV__: string;
declare const __JC_TEMPLATE_ACTIVE__: string;
