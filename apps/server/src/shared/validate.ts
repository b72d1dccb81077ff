import { FIELD_LABELS } from '@jc/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badInput } from './errors.js';

/** The first issue as one Chinese line that names the field, e.g. "账号：请输入账号". */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不正确';
  const field = issue.path.map(String).join('.');
  const label = FIELD_LABELS[String(issue.path[0] ?? '')] ?? field;
  if (!label || issue.message.includes(label)) return issue.message;
  return `${label}：${issue.message}`;
}

/**
 * The path of the first string holding a NUL character, or null. PostgreSQL refuses NUL in text
 * (an error, a 500) and SQLite truncates at it in places, so no field of any call may carry one.
 */
function nulPath(v: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof v === 'string') return v.includes('\u0000') ? path : null;
  if (depth > 8 || typeof v !== 'object' || v === null || Buffer.isBuffer(v)) return null;
  for (const [k, x] of Object.entries(v)) {
    if (k.includes('\u0000')) return [...path, k];
    const found = nulPath(x, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses input with a contract schema; a refusal becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul = nulPath(input);
  if (nul) {
    const label = FIELD_LABELS[nul[0] ?? ''] ?? nul.join('.');
    throw badInput(`${label}：不能包含空字符`);
  }
  const res = schema.safeParse(input);
  if (!res.success) throw badInput(issueMessage(res.error));
  return res.data;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/** The client merges params into the URL for every method: query, then body, then path (docs/spec/api-conventions.md). */
export function mergedInput(req: FastifyRequest): Record<string, unknown> {
  const query = isRecord(req.query) ? req.query : {};
  const body = isRecord(req.body) ? req.body : {};
  const params = isRecord(req.params) ? req.params : {};
  return { ...query, ...body, ...params };
}
