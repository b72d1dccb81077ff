import type { Role } from '@jc/contract';
import type { Config } from './config.js';
import type { Db, Store } from './db/index.js';
import type { JsonCache } from './shared/json-cache.js';
import type { SharedState } from './shared/state.js';
import type { MiniProgramSessions } from './shared/mini-program.js';
import type { SessionCache } from './shared/session-cache.js';
import type { TokenResolver } from './shared/tokens.js';
import type { JsApiTicketSource } from './shared/wechat.js';
import type { Cluster } from './plugins/cluster.js';
import type { ModuleManifest } from './manifest.js';

/** Who may call a route; the tsv's auth column. `none` routes still see a valid token's user. */
export type AuthLevel = 'none' | 'user' | 'teacher' | 'staff' | 'admin';

export interface AuthUser {
  id: number;
  account: string;
  roles: Role[];
  /** The token row of this request, so logout and password changes know which session is current. */
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route; checked by the one auth hook. */
    auth?: AuthLevel;
  }
  interface FastifyInstance {
    appConfig: Config;
    /** Every module's manifest (modules/index.ts), for what asks all of them (account cancellation). */
    modules: readonly ModuleManifest[];
    store: Store;
    db: Db;
    state: SharedState;
    cache: JsonCache;
    /** Messages to the other API processes and the caches they share (plugins/cluster.ts). */
    cluster: Cluster;
    /** Resolved tokens kept briefly (shared/session-cache.ts). */
    sessions: SessionCache;
    /** A token's user from the store, behind `sessions` (the auth module's, through its manifest). */
    resolveTokenHash: TokenResolver;
    /** The messenger's jsapi tickets; null when the official account is not configured. */
    jsApiTickets: JsApiTicketSource | null;
    /** The mini program's code-to-session exchange; null when the mini program is not configured. */
    miniProgramSessions: MiniProgramSessions | null;
    /** Answers a page path with the web app's index.html; false when it is not a page or there is no build. */
    serveAppShell(req: FastifyRequest, reply: FastifyReply): boolean;
    /** The security headers of every answer (plugins/security-headers.ts). */
    securityHeaders: Record<string, string>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
