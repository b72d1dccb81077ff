// After the browser's and the server's builds: writes dist-ssr/first-screens.json, the stylesheets each
// server-rendered page needs beyond those index.html already holds (the page chunk's and its static
// imports'), which the API server puts into the page (docs/first-screens.md, "Server-rendered first screens").
// Then removes Vite's manifest from dist/, which is served as is.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const manifestUrl = new URL('.vite/manifest.json', dist);
/** @type {Record<string, { file: string, css?: string[], imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));

const PAGES = {
  home: 'src/features/home/pages/HomePage.tsx',
  book: 'src/features/books/pages/BookDetailPage.tsx',
};

function stylesOf(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`first-screens: ${key} is not in the build's manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => stylesOf(k, seen))];
}

// index.html inlines the entry's stylesheets (vite.config.ts, inlineEntryCss); a page needs the rest.
const inEntry = new Set(stylesOf('index.html'));
const out = {};
for (const [page, key] of Object.entries(PAGES)) {
  out[page] = { css: [...new Set(stylesOf(key))].filter((file) => !inEntry.has(file)) };
}
writeFileSync(
  new URL('../dist-ssr/first-screens.json', import.meta.url),
  `${JSON.stringify(out, null, 2)}\n`,
);
rmSync(new URL('.vite/', dist), { recursive: true, force: true });
console.log(
  `first screens: ${Object.entries(out)
    .map(([p, { css }]) => `${p} ${css.length} stylesheets`)
    .join(', ')}`,
);
