import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { DEFAULT_NONCE_IV, DEFAULT_NONCE_KEY } from '../../packages/contract/src/constants.ts';

const contractSrc = (file: string) =>
  fileURLToPath(new URL(`../../packages/contract/src/${file}`, import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

// The nonce key and IV are baked into the bundle at build time (docs/spec/api-conventions.md, "Nonce").
function nonceSecret(name: 'NONCE_KEY' | 'NONCE_IV', fallback: string): string {
  const value = process.env[name] ?? fallback;
  if (value.length !== 16) throw new Error(`${name} must be 16 characters, got ${value.length}`);
  return value;
}

/**
 * A build plugin that rewrites the built index.html once the whole bundle is known. Only the pupils'
 * index.html: the console's admin.html (the second entry) keeps Vite's plain output.
 */
function rewriteIndexHtml(
  name: string,
  rewrite: (html: string, bundle: Rolldown.OutputBundle) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type === 'asset') html.source = rewrite(String(html.source), bundle);
    },
  };
}

/**
 * Puts the entry stylesheets (a few KB) into index.html instead of linking them: a linked stylesheet
 * blocks the first paint for a network round trip, and the splash in index.html should paint at once.
 */
function inlineEntryCss(): Plugin {
  return rewriteIndexHtml('inline-entry-css', (html, bundle) =>
    html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
      const css = bundle[file];
      return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
    }),
  );
}

/**
 * Starts the app's scripts only after the splash in index.html is on screen. With the bundle in the
 * browser cache, a slow phone can otherwise run ~300 KB of script before its first frame and show a
 * blank screen meanwhile; this way the brand shows at once and the scripts are requested right after
 * (a frame or two later, ~16-40 ms).
 */
function bootAfterFirstPaint(): Plugin {
  return rewriteIndexHtml('boot-after-first-paint', (html) => {
    let source = html;
    const preloads: string[] = [];
    source = source.replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
      (_tag, href: string) => {
        preloads.push(href);
        return '';
      },
    );
    let entry = '';
    source = source.replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/,
      (_tag, src: string) => {
        entry = src;
        return '';
      },
    );
    if (!entry) throw new Error('boot-after-first-paint: no entry script in index.html');
    // Boots when the browser reports its first contentful paint (the splash), which it does only once
    // the frame is on screen: an animation frame alone can run before that. Hidden tabs never paint
    // and boot at once; a browser without paint timing boots one frame in; 1 s is the last resort.
    const boot =
      `<script>(function(){var done=false;function add(tag,attrs){var el=document.createElement(tag);` +
      `el.crossOrigin='';for(var k in attrs)el[k]=attrs[k];document.head.appendChild(el)}` +
      `function boot(){if(done)return;done=true;` +
      `${JSON.stringify(preloads)}.forEach(function(href){add('link',{rel:'modulepreload',href:href})});` +
      `add('script',{type:'module',src:${JSON.stringify(entry)}})}` +
      `var PO=window.PerformanceObserver;` +
      `if(document.visibilityState==='hidden')boot();` +
      `else if(PO&&PO.supportedEntryTypes&&PO.supportedEntryTypes.indexOf('paint')>=0)` +
      `new PO(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){` +
      `observer.disconnect();boot()}}).observe({type:'paint',buffered:true});` +
      `else requestAnimationFrame(function(){setTimeout(boot,0)});` +
      `setTimeout(boot,1000)})()</script>`;
    return source.replace('</body>', `${boot}\n  </body>`);
  });
}

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const pdfjsVersion = (
  JSON.parse(readFileSync(join(pdfjsRoot, 'package.json'), 'utf8')) as { version: string }
).version;
/** Where pdf.js finds its data files; the version in the path lets them be cached for good. */
const PDFJS_DATA_BASE = `/assets/pdfjs-${pdfjsVersion}/`;
const PDFJS_DATA_DIRS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];

/**
 * Ships pdf.js's data files with the build, fetched by the viewer only when a PDF needs them: CMaps
 * (Chinese text in a font the PDF does not embed), standard fonts, its image decoders (JPEG 2000,
 * JBIG2) and colour profiles. Without them such PDFs show blank text or images.
 */
function pdfjsData(): Plugin {
  return {
    name: 'pdfjs-data',
    configureServer(server) {
      // The dev server answers the same addresses from node_modules.
      server.middlewares.use(PDFJS_DATA_BASE, (req, res, next) => {
        const [dir, name] = (req.url ?? '').replace(/^\//, '').split('?')[0]!.split('/');
        if (
          !dir ||
          !name ||
          !PDFJS_DATA_DIRS.includes(dir) ||
          !readdirSync(join(pdfjsRoot, dir)).includes(name)
        )
          return next();
        res.end(readFileSync(join(pdfjsRoot, dir, name)));
      });
    },
    generateBundle() {
      for (const dir of PDFJS_DATA_DIRS) {
        for (const name of readdirSync(join(pdfjsRoot, dir))) {
          this.emitFile({
            type: 'asset',
            fileName: `${PDFJS_DATA_BASE.slice(1)}${dir}/${name}`,
            source: readFileSync(join(pdfjsRoot, dir, name)),
          });
        }
      }
    },
  };
}

/**
 * The dev and preview servers answer the console's pages (/admin, /admin/…) with admin.html, as the API
 * server does in production (plugins/static.ts); Vite's own fallback would answer index.html.
 */
function consolePages(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const url = req.url ?? '';
    const path = url.split('?', 1)[0]!;
    const isPage = !path.slice(path.lastIndexOf('/') + 1).includes('.');
    if ((path === '/admin' || path.startsWith('/admin/')) && isPage)
      req.url = `/admin.html${url.slice(path.length)}`;
    next();
  };
  return {
    name: 'console-pages',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

/** Chunks of the pages a visit starts on (home, a book from its QR code, login, the splash advert). */
const LANDING_PAGES = /(HomePage|BookDetailPage|LoginPage|AdvertPage)-[\w-]+\.js$/;
const FEATURE_PAGES_CHUNK = /feature-pages-[\w-]+\.js$/;
/** The console's page (admin.html) preloads its shell's scripts, antd's chunk among them, all at once. */
const isConsoleHtml = (hostId: string, hostType: string) =>
  hostType === 'html' && /admin\.html$/.test(hostId);

/** The app's version (apps/web/package.json), shown on 关于我们. */
const APP_VERSION = (
  JSON.parse(readFileSync(fileURLToPath(new URL('./package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

const resolve = {
  // The contract's package export points at a dist the web build must not need.
  // The schemas (zod) load only where a form checks its input before sending (docs/architecture.md).
  alias: [
    { find: /^@jc\/contract$/, replacement: contractSrc('index.ts') },
    { find: /^@jc\/contract\/schemas$/, replacement: contractSrc('schemas.ts') },
    // `@/lib/…`: what lies outside a file's own feature or folder (docs/architecture.md, "Boundaries").
    { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  ],
  // The workspace install hoists React 18 to the root (a peer range of antd-mobile's @react-spring)
  // while this app has React 19 in apps/web/node_modules; libraries hoisted at the root would get the
  // other copy. One React for everything: resolve these from this app.
  dedupe: ['react', 'react-dom', 'scheduler'],
};

const define = {
  __NONCE_KEY__: JSON.stringify(nonceSecret('NONCE_KEY', DEFAULT_NONCE_KEY)),
  __NONCE_IV__: JSON.stringify(nonceSecret('NONCE_IV', DEFAULT_NONCE_IV)),
  __PDFJS_DATA_BASE__: JSON.stringify(PDFJS_DATA_BASE),
  __APP_VERSION__: JSON.stringify(APP_VERSION),
};

/**
 * The server's bundle of the first screens (`vite build --ssr src/entry-server.tsx`, into dist-ssr/):
 * the same components and CSS module names as the browser's build, with every dependency bundled in, so
 * the API server imports one folder and needs none of the web app's packages (docs/first-screens.md,
 * "Server-rendered first screens").
 */
const ssrConfig = defineConfig({
  base: '/',
  plugins: [react()],
  resolve,
  define,
  ssr: { noExternal: true, target: 'node' },
  build: {
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) =>
          /packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});

const browserConfig = defineConfig({
  base: '/',
  plugins: [react(), inlineEntryCss(), bootAfterFirstPaint(), pdfjsData(), consolePages()],
  resolve,
  define,
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/uploads': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    // Which stylesheets each page's chunk needs: the server puts home's into its rendered HTML
    // (scripts/first-screens.mjs reads it, then removes it from dist/).
    manifest: true,
    modulePreload: {
      // A lazy import's preload list is written into the chunk that imports it. The pages registered
      // after the first screen (app/feature-pages.ts, its own chunk) keep their whole list: their scripts
      // load side by side. In the first screen's chunks, the pages people land on keep theirs too, and
      // every other lazy import only its stylesheets (its scripts come one round trip later), so the
      // first screen stays within its budget.
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        LANDING_PAGES.test(file) || FEATURE_PAGES_CHUNK.test(hostId) || isConsoleHtml(hostId, hostType)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // Two pages: the pupils' app and the operator console (docs/console.md). Rolldown splits by entry,
      // so nothing only the console uses (antd, its pages) lands in a chunk the pupils' entry loads.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin.html', import.meta.url)),
      },
      treeshake: {
        // The contract barrel builds zod schemas at module top level; they are pure, so a page that only
        // needs a constant must not pull zod into the first screen.
        moduleSideEffects: (id: string) =>
          /packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          // React, ReactDOM and the router change only on upgrades: one long-cached chunk of the first
          // screen that survives every app release. Everything else splits by page as Vite decides.
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // antd and its parts, only the console's (the pupils' app uses antd-mobile, which shares
            // nothing here but mini-decimal): one chunk that every console page shares and that stays
            // cached across pages and releases, preloaded with the console's shell (admin.html), instead
            // of a dozen pieces fetched one page at a time.
            {
              name: 'console-vendor',
              test: /node_modules[\\/](antd[\\/]|@ant-design[\\/]|@rc-component[\\/](?!mini-decimal[\\/]))/,
              // Not the helpers antd shares with the pupils' app (clsx, @babel/runtime…): those pulled in
              // would make the pupils' pages load the console's chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrConfig : browserConfig));
