import type { AuthUser } from '../types.js';
import { SESSION_SETTLE_MS, type SessionChange } from './session-events.js';

interface Entry {
  user: AuthUser;
  /** The token's own expiry. */
  expiresAt: number;
  /** When this process reads the row again at the latest. */
  freshUntil: number;
}

/**
 * Resolved tokens, kept briefly so that a logged-in request costs no database read. Keyed by the
 * token's hash; dropped when the token or its user changes (session-events), and at the latest after
 * `ttlMs`. A ttl of 0 turns it off (PostgreSQL without Redis, where another process's revocation
 * could not reach this one).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** When a user or token last changed: lookups that began before then are not kept. */
  private readonly changedUsers = new Map<number, number>();
  private readonly changedTokens = new Map<number, number>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): AuthUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const t = this.now();
    if (entry.freshUntil > t && entry.expiresAt > t) return entry.user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a lookup that began at `lookupStartedAt`, unless its user or token changed since or lately. */
  set(tokenHash: string, user: AuthUser, expiresAt: number, lookupStartedAt: number): void {
    if (!this.enabled) return;
    const t = this.now();
    if (
      this.changedSince(this.changedUsers.get(user.id), lookupStartedAt, t) ||
      this.changedSince(this.changedTokens.get(user.tokenId), lookupStartedAt, t)
    )
      return;
    // The oldest entry goes first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, expiresAt, freshUntil: t + this.ttlMs });
  }

  forget(change: SessionChange): void {
    const t = this.now();
    this.dropSettled(t);
    if ('userId' in change) this.changedUsers.set(change.userId, t);
    else this.changedTokens.set(change.tokenId, t);
    for (const [hash, entry] of this.entries) {
      if ('userId' in change ? entry.user.id === change.userId : entry.user.tokenId === change.tokenId)
        this.entries.delete(hash);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private changedSince(changedAt: number | undefined, lookupStartedAt: number, t: number): boolean {
    return changedAt !== undefined && (changedAt >= lookupStartedAt || t < changedAt + SESSION_SETTLE_MS);
  }

  private dropSettled(t: number): void {
    for (const marks of [this.changedUsers, this.changedTokens]) {
      for (const [id, at] of marks) if (t >= at + SESSION_SETTLE_MS * 10) marks.delete(id);
    }
  }
}
