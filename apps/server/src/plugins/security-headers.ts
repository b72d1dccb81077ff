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

/**
 * The Content-Security-Policy of every answer (docs/security.md, "Security headers"). Scripts come from
 * our own origin only: the pages carry no inline executable script (the first screen's data is a
 * `<script type="application/json">`, which is not run); `'wasm-unsafe-eval'` lets the PDF viewer's
 * worker compile its WebAssembly decoders, no JavaScript eval. Styles may be inline (the first screens'
 * `<style>`s and `style` attributes, antd's CSS-in-JS). Pictures and media from our origin, `data:` and
 * `blob:` (previews of a picked file), the map tiles' server and any CDN of CSP_MEDIA_ORIGINS; frames
 * of web pages the menus link to (https); nobody else may frame the app.
 */
export function contentSecurityPolicy(config: Config): string {
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
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`.trim(),
    `media-src 'self' data: blob: ${media}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
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
 * carries them too.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = {
      'content-security-policy': contentSecurityPolicy(config),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
    };
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
