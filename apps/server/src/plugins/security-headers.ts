import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

const origin = (url: string): string | null => {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
};

const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The `'sha256-…'` sources of the inline scripts the built pages run: the web build's boot script
 * (index.html starts the app's bundle after the splash's first paint, apps/web/vite.config.ts), which
 * the server-rendered home page carries too. Read from the built pages at start; a build does not
 * change under a running server.
 */
export function inlineScriptHashes(html: string[]): string[] {
  const hashes = new Set<string>();
  for (const page of html)
    for (const m of page.matchAll(INLINE_SCRIPT)) {
      const body = m[1] ?? '';
      if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  return [...hashes];
}

const builtPages = (webDist: string): string[] =>
  ['index.html', 'admin.html']
    .map((f) => join(webDist, f))
    .filter((f) => existsSync(f))
    .map((f) => readFileSync(f, 'utf8'));

/**
 * The Content-Security-Policy of every answer (docs/security.md, "Security headers"). Scripts come from
 * our own origin only, and the built pages' inline boot script by its hash (the first screen's data is
 * a `<script type="application/json">`, which is not run); `'wasm-unsafe-eval'` lets the PDF viewer's
 * worker compile its WebAssembly decoders, no JavaScript eval. Styles may be inline (the first screens'
 * `<style>`s and `style` attributes, antd's CSS-in-JS). Pictures and media from our origin, `data:` and
 * `blob:` (previews of a picked file), the map tiles' server and any CDN of CSP_MEDIA_ORIGINS; frames
 * of web pages the menus link to (https); nobody else may frame the app. Fetches go to our origin, to
 * `blob:`/`data:` (a picked file read back) and to the media origins (offline listening's downloads).
 */
export function contentSecurityPolicy(config: Config, scriptHashes: string[] = []): string {
  const extra = [
    ...config.cspMediaOrigins,
    ...(config.publicBaseUrl ? [config.publicBaseUrl] : []),
    ...(config.mapTiles.url ? [config.mapTiles.url] : []),
  ]
    .map(origin)
    .filter((o): o is string => o !== null);
  const media = [...new Set(extra)].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' data: blob: ${media}`.trim(),
    "font-src 'self' data:",
    // blob: and data: — the forms read a picked file's preview back (compression, the essay's pictures);
    // the media origins — offline listening fetches the audio into Cache Storage.
    `connect-src 'self' blob: data: ${media}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * Security headers on every answer, pages, files and the API alike: the CSP above, `nosniff`, the
 * spec's no-referrer policy (product-spec: "The page head sets a no-referrer policy") and the frame
 * refusal for browsers without `frame-ancestors`. Set in `onRequest`, so a refusal of the api guard
 * carries them too; the router's refusals, which come before any hook, set them themselves
 * (`frameworkError`, plugins/envelope.ts).
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy(
        config,
        inlineScriptHashes(builtPages(config.webDist)),
      ),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
    };
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
