import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ALL_PAGE_PATHS, ENTRY_PREFIXES } from '@jc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MEDIA_CACHE = 'public, max-age=604800';
const PAGE_PATHS = new Set(ALL_PAGE_PATHS);
/** Paths the app shell must never answer: they are API, media and file stores. */
const NOT_PAGES = ['/api/', '/media/', '/uploads/', '/assets/'];

/** An entry address of the spec (/r, /twoCode.app, /marketing/…, /book…, /ebk). */
export function isEntryPath(path: string): boolean {
  return ENTRY_PREFIXES.some((p) => {
    if (p.endsWith('/')) return path.startsWith(p);
    // /book927, /book927y: the book number (and letter) follow the prefix directly.
    if (p === '/book') return /^\/book[A-Za-z0-9_-]*$/.test(path);
    return path === p || path.startsWith(`${p}/`);
  });
}

/** Whether a path is a page of the history-mode app rather than a missing file. */
export function isAppPath(path: string): boolean {
  if (NOT_PAGES.some((p) => path.startsWith(p))) return false;
  if (PAGE_PATHS.has(path) || isEntryPath(path)) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The operator console's pages (docs/console.md): `/admin` and every `/admin/…` page path. */
export function isConsolePath(path: string): boolean {
  return (path === '/admin' || path.startsWith('/admin/')) && isAppPath(path);
}

/** The built web app at /, demo media at /media/ and uploads at /uploads/, all with ranges and cache headers. */
export default fp(
  async (app, { config }: { config: Config }) => {
    const hasWeb = existsSync(join(config.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        prefix: '/',
        // Routes for the files present at start (a build does not change under a running server), so
        // every other path goes straight to the not-found handler and its history fallback.
        wildcard: false,
        // The web build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          // A precompressed variant (index.html.br) is cached like the file it stands for.
          const rel = filePath
            .slice(config.webDist.length)
            .replaceAll('\\', '/')
            .replace(/\.(br|gz)$/, '');
          // Hashed bundles never change; index.html must be revalidated so a deploy shows at once.
          if (rel.startsWith('/assets/')) reply.header('cache-control', IMMUTABLE);
          else if (rel.endsWith('.html')) reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    } else {
      app.log.warn({ webDist: config.webDist }, 'web app not built: only the API and media are served');
    }

    const mediaHeaders = (reply: FastifyReply) => {
      reply.header('cache-control', MEDIA_CACHE);
      reply.header('x-content-type-options', 'nosniff');
    };
    mkdirSync(config.uploadsDir, { recursive: true });
    for (const [prefix, root] of [
      ['/media/', config.mediaDir],
      ['/uploads/', config.uploadsDir],
    ] as const) {
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        cacheControl: false,
        index: false,
        dotfiles: 'ignore',
        setHeaders: mediaHeaders,
      });
    }

    // Starts sending index.html (admin.html for the console); the caller returns the reply, which
    // Fastify awaits.
    app.decorate('serveAppShell', (req: FastifyRequest, reply: FastifyReply): boolean => {
      if (!hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const path = req.url.split('?', 1)[0] ?? '/';
      if (!isAppPath(path)) return false;
      reply.header('cache-control', 'no-cache');
      reply.sendFile(isConsolePath(path) ? 'admin.html' : 'index.html');
      return true;
    });
  },
  { name: 'static' },
);
