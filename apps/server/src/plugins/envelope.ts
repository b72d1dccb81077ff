import { Code, Msg } from '@jc/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError } from '../shared/errors.js';
import { fail } from '../shared/envelope.js';
import { issueMessage } from '../shared/validate.js';

interface Refusal {
  status: number;
  code: number;
  msg: string;
}

/** Fastify's and multipart's own refusals of a request, as Chinese bad-input answers. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_EMPTY_TYPE: '缺少请求内容类型',
  FST_ERR_CTP_INVALID_TYPE: '请求内容类型不正确',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_FILES_LIMIT: '上传文件数量过多',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PARTS_LIMIT: '表单内容过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用multipart/form-data上传文件',
  FST_NO_FORM_DATA: '缺少表单内容',
  FST_PROTO_VIOLATION: '表单字段名不合法',
  FST_INVALID_JSON_FIELD_ERROR: '表单中的JSON字段无效',
  FST_MP_PREMATURE_CLOSE: '上传被中断',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址中的参数过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求地址不正确',
};

/** Maps anything thrown to the status, body code and message of the envelope. */
export function toRefusal(err: unknown): Refusal {
  if (err instanceof AppError) return { status: err.statusCode, code: err.code, msg: err.message };
  if (err instanceof ZodError) return { status: 400, code: Code.badInput, msg: issueMessage(err) };
  const e = err as Partial<FastifyError>;
  const known = e.code ? FRAMEWORK_MESSAGES[e.code] : undefined;
  if (known) return { status: 400, code: Code.badInput, msg: known };
  if (e.statusCode === 429) return { status: 429, code: Code.tooMany, msg: Msg.tooMany };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: 400, code: Code.badInput, msg: '请求格式不正确' };
  }
  return { status: 500, code: Code.serverError, msg: Msg.serverError };
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before a route is found (a path with a
 * broken percent-encoding, a path parameter past 100 characters), answered with the envelope too.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const r = toRefusal(err);
  req.log.info({ code: r.code, status: r.status, reason: err.message }, 'request refused');
  if (req.server.hasDecorator('securityHeaders')) void reply.headers(req.server.securityHeaders);
  void reply.status(r.status).send(fail(r.code, r.msg));
}

/** The one error handler and the not-found handler: every answer is the `{code,msg,data}` envelope. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err, req, reply) => {
      const r = toRefusal(err);
      // A feature this deployment has not configured (503 by design: no SMS gateway, no Apple sign-in)
      // is a refusal to note, not a failure to chase with a stack trace.
      if (err instanceof AppError && r.code === Code.unavailable)
        req.log.warn({ code: r.code, status: r.status, reason: err.message }, 'feature not available here');
      else if (r.status >= 500) req.log.error({ err }, 'request failed');
      else
        req.log.info({ code: r.code, status: r.status, reason: (err as Error).message }, 'request refused');
      return reply.status(r.status).send(fail(r.code, r.msg));
    });

    app.setNotFoundHandler(async (req, reply) => {
      const path = req.url.split('?', 1)[0] ?? '';
      const isApi = path === '/api' || path.startsWith('/api/');
      if (!isApi && app.serveAppShell(req, reply)) return reply;
      return reply.status(404).send(fail(Code.notFound, isApi ? Msg.noSuchApi : Msg.notFound));
    });
  },
  { name: 'envelope' },
);
