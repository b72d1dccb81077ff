import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { mergedInput } from '../../shared/validate.js';

/** What a handler may add to its request's audit record. */
export interface AuditDetail {
  /** What the call changed: a kind (`user`, `goods`, `order` …) and its id. */
  target?: { kind: string; id: string | number };
  /** The target before the change and after it (plain JSON values; keep them small). */
  before?: unknown;
  after?: unknown;
}

const details = new WeakMap<FastifyRequest, AuditDetail>();

/**
 * Adds the target and before/after to the audit record of this request (a POST under /api/admin/,
 * recorded automatically when it succeeds). Pass the request or the handler's context (`ctx`); call it
 * any number of times, later values win. A request that fails is not recorded, detail or not.
 */
export function auditDetail(from: FastifyRequest | { req: FastifyRequest }, detail: AuditDetail): void {
  const req = 'routeOptions' in from ? from : from.req;
  details.set(req, { ...details.get(req), ...detail });
}

/** The calls recorded: POST routes under this prefix. */
export const AUDITED_PREFIX = '/api/admin/';

/** Field names whose values never reach the log (passwords, tickets, tokens, secrets). */
const SECRET_FIELD = /pass|pwd|secret|token|ticket/i;
const VALUE_MAX = 500;
const INPUT_MAX = 4000;

function summarizeValue(v: unknown): unknown {
  if (Buffer.isBuffer(v)) return '（文件已略去）';
  if (typeof v === 'string') return v.length > VALUE_MAX ? `${v.slice(0, VALUE_MAX)}…` : v;
  if (Array.isArray(v)) return v.slice(0, 50).map(summarizeValue);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      out[k] = SECRET_FIELD.test(k) ? '（已略去）' : summarizeValue(x);
    return out;
  }
  return v;
}

/**
 * The input of a call as the log keeps it: query, body and path merged, secret fields replaced, files
 * left out (a multipart body is not read here: its files are named only), long values cut.
 */
export function summarizeInput(req: FastifyRequest): Record<string, unknown> {
  const input = summarizeValue(mergedInput(req)) as Record<string, unknown>;
  if (req.isMultipart()) input['file'] = '（文件已略去）';
  const json = JSON.stringify(input);
  return json.length > INPUT_MAX ? { 摘要: `${json.slice(0, INPUT_MAX)}…` } : input;
}

const toJson = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));

/**
 * `/api/admin/users/setUserRoles` → call `admin/users/setUserRoles`, feature `users`; a path parameter
 * is written as the contract writes it (`admin/x/get/{id}`).
 */
export function callOf(routeUrl: string): { call: string; feature: string } {
  const call = routeUrl.slice('/api/'.length).replace(/:(\w+)/g, '{$1}');
  return { call, feature: call.split('/')[1] ?? '' };
}

/**
 * Puts the recorder on every POST route under /api/admin/ registered after this (the audit module
 * comes before every module with operator calls in MODULES; a test checks that every admin POST of the
 * contract is covered). The record is written in onSend, before the answer leaves, only when the call
 * succeeded (status below 400). Adds the URL of every covered route to `covered`.
 */
export function installAuditRecorder(app: FastifyInstance, covered: Set<string>): void {
  const record = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.statusCode >= 400 || !req.user) return;
    const detail = details.get(req) ?? {};
    const { call, feature } = callOf(req.routeOptions.url ?? '');
    try {
      await app.db
        .insertInto('audit_log')
        .values({
          actor_id: req.user.id,
          actor_account: req.user.account,
          call,
          feature,
          target_kind: detail.target?.kind ?? '',
          target_id: detail.target ? String(detail.target.id) : '',
          input: JSON.stringify(summarizeInput(req)),
          before_json: toJson(detail.before),
          after_json: toJson(detail.after),
          created_at: Date.now(),
        })
        .execute();
    } catch (err) {
      // The action itself is committed; a lost record is an error to chase, not a refusal to the operator.
      req.log.error({ err, call }, 'audit record not written');
    }
  };

  const onSend: onSendHookHandler = (req, reply, payload, done) => {
    void record(req, reply).then(() => done(null, payload));
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || !route.url.startsWith(AUDITED_PREFIX)) return;
    covered.add(route.url);
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, onSend];
  });
}
