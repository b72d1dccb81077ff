import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { AppError } from '../../shared/errors.js';
import { checkLink } from './links.js';
import { packageFile, resourceDownload, type FileDirs } from './service.js';

/**
 * GET /download/<ref>?e=&s=: a signed link's file, outside the JSON envelope (no token, no nonce). Streams
 * it with Content-Length, a UTF-8 filename (RFC 6266 filename*), one byte range when asked. A bad or
 * expired link is a 403 with a Chinese page (or JSON for a script that does not ask for HTML).
 */

export const LINK_BAD_MSG = '下载链接无效，请回到应用重新获取';
export const LINK_EXPIRED_MSG = '下载链接已过期，请回到应用重新获取';
export const FILE_GONE_MSG = '该资源不存在或已下架';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.zip': 'application/zip',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** `attachment; filename="ascii"; filename*=UTF-8''…`: an old client without filename* gets `download.<ext>`. */
export function contentDisposition(filename: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(filename)
    ? filename.replace(/["\\]/g, '_')
    : `download${extname(filename).replace(/[^\w.]/g, '')}`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function refuse(req: FastifyRequest, reply: FastifyReply, status: number, msg: string) {
  const wantsHtml = (req.headers.accept ?? '').includes('text/html');
  reply.code(status).header('cache-control', 'no-store');
  if (!wantsHtml) return reply.send({ code: status, msg, data: null });
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>无法下载</title></head><body style="font-family:sans-serif;text-align:center;padding:48px 16px"><h1 style="font-size:20px">无法下载</h1><p>${msg}</p></body></html>`,
    );
}

/** One `bytes=a-b` range of a file of `size` bytes; null: none asked (or several: the whole file); 'bad': unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m as unknown as [string, string, string];
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

export function downloadHandler(db: Db, dirs: FileDirs, secret: () => Promise<string>) {
  return async (
    req: FastifyRequest<{ Params: { ref: string }; Querystring: Record<string, unknown> }>,
    reply: FastifyReply,
  ) => {
    const check = checkLink(await secret(), req.params.ref, req.query.e, req.query.s);
    if (!check.ok)
      return refuse(req, reply, 403, check.reason === 'expired' ? LINK_EXPIRED_MSG : LINK_BAD_MSG);
    let target: { file: string; size: number; filename: string };
    try {
      if (check.ref.kind === 'resource') target = await resourceDownload(db, dirs, check.ref.id);
      else {
        const p = await packageFile(db, dirs, check.ref.id);
        target = { file: p.file, size: p.size, filename: `${p.title}.zip` };
      }
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return refuse(req, reply, 404, FILE_GONE_MSG);
      throw err;
    }
    reply
      .header('content-type', TYPES[extname(target.filename).toLowerCase()] ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(target.filename))
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // The link is the capability: a page on another origin (PUBLIC_BASE_URL elsewhere) may fetch it.
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', 'Content-Length, Content-Disposition, Content-Range');
    const range = parseRange(req.headers.range, target.size);
    if (range === 'bad') {
      return reply.code(416).header('content-range', `bytes */${target.size}`).send();
    }
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${target.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(createReadStream(target.file, { start: range.start, end: range.end }));
    }
    reply.header('content-length', target.size);
    return reply.send(createReadStream(target.file));
  };
}
