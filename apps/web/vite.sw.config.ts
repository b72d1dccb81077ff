import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The listening service worker (src/sw/listening-sw.ts) as one classic script at a fixed address,
 * dist/listening-sw.js, so it can be registered with scope '/' and shares no chunk with the app.
 * Runs after the app build (it must not empty dist).
 */
export default defineConfig({
  publicDir: false,
  // Workbox keeps its developer messages behind this check.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: false,
    minify: true,
    lib: {
      entry: fileURLToPath(new URL('./src/sw/listening-sw.ts', import.meta.url)),
      formats: ['iife'],
      name: 'listeningSw',
      fileName: () => 'listening-sw.js',
    },
  },
});
