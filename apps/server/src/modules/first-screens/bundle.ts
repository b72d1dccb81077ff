import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppMenuItem, BookInfo, DicData, DicGroup, MainPageBookList, VideoAdPics } from '@jc/contract';

/** What home's first screen is rendered with (apps/web/src/features/home/first-screen.ts). */
export interface HomeInput {
  dictionaries: Record<string, DicData>;
  menus: AppMenuItem[];
  grade: { gradeId: number; cebieId: number } | null;
  subject: number | null;
  books: MainPageBookList | null;
}

/** What a book's first screen is rendered with (apps/web/src/features/books/first-screen.ts). */
export interface BookInput {
  /** The address's bookNo, trimmed. */
  bookNo: string;
  book: BookInfo;
  /** The book page's ad carousels of the book's subject. */
  ads: VideoAdPics;
}

/** The web app's server bundle (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr/). */
export interface FirstScreenRenderer {
  renderHome(url: string, input: HomeInput): Promise<{ html: string; dataScript: string }>;
  renderBook(url: string, input: BookInput): Promise<{ html: string; dataScript: string }>;
  HOME_FIRST_SCREEN_GROUPS: readonly DicGroup[];
  shownSubject(subjects: readonly { id: number }[], chosen: number | null): number | null;
}

/** index.html split where a rendered page goes in, with each page's stylesheets. */
export interface PageTemplate {
  /** Up to `</head>`. */
  head: string;
  /** From `</head>` to `<div id="root">` included. */
  beforeRoot: string;
  /** From the root's closing tag on. */
  afterRoot: string;
  /** Per page: its chunk's stylesheets as one `<style>` (the entry's are already in index.html). */
  styles: Record<string, string>;
}

/** The root and the splash inside it, as the web build writes them (apps/web/index.html). */
const ROOT_WITH_SPLASH = /<div id="root">\s*<div class="splash"[\s\S]*?<\/div>\s*<\/div>/;

/** Splits index.html around #root; null when it does not look like the web build's. */
export function pageTemplate(indexHtml: string, styles: Record<string, string>): PageTemplate | null {
  const root = ROOT_WITH_SPLASH.exec(indexHtml);
  const headEnd = indexHtml.indexOf('</head>');
  if (!root || headEnd < 0 || headEnd > root.index) return null;
  return {
    head: indexHtml.slice(0, headEnd),
    beforeRoot: indexHtml.slice(headEnd, root.index) + '<div id="root">',
    afterRoot: '</div>' + indexHtml.slice(root.index + root[0].length),
    styles,
  };
}

/**
 * React puts the preloads of the pictures it renders (`<link rel="preload" as="image">`) first in its
 * markup; they belong in the head, where the browser sees them before the body.
 */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/** The whole page: index.html with the rendered markup in #root (the splash gone) and its data. */
export function composePage(
  template: PageTemplate,
  page: string,
  rendered: { html: string; dataScript: string },
): string {
  const links = LEADING_LINKS.exec(rendered.html)?.[0] ?? '';
  const body = rendered.html.slice(links.length);
  return (
    template.head +
    (template.styles[page] ?? '') +
    links +
    template.beforeRoot +
    body +
    template.afterRoot.replace('</div>', `</div>${rendered.dataScript}`)
  );
}

/** Loads the bundle and the template; null (the plain app shell everywhere) when either is missing. */
export async function loadFirstScreens(
  webDist: string,
  ssrDist: string,
): Promise<{ renderer: FirstScreenRenderer; template: PageTemplate } | { reason: string }> {
  const entry = join(ssrDist, 'entry-server.js');
  const index = join(webDist, 'index.html');
  if (!existsSync(entry)) return { reason: `no server bundle at ${entry}` };
  if (!existsSync(index)) return { reason: `no index.html at ${index}` };
  const manifestFile = join(ssrDist, 'first-screens.json');
  const manifest: Record<string, { css: string[] }> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { css: string[] }>)
    : {};
  const styles: Record<string, string> = {};
  for (const [page, { css }] of Object.entries(manifest)) {
    styles[page] = css.map((file) => `<style>${readFileSync(join(webDist, file), 'utf8')}</style>`).join('');
  }
  const template = pageTemplate(readFileSync(index, 'utf8'), styles);
  if (!template) return { reason: 'index.html has no #root with the splash' };
  const renderer = (await import(pathToFileURL(entry).href)) as FirstScreenRenderer;
  return { renderer, template };
}
