import { FIELD_LABELS } from '@jc/contract';
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

/** Parses input with a contract schema; a refusal becomes a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const res = schema.safeParse(input);
  if (!res.success) throw badInput(issueMessage(res.error));
  return res.data;
}
