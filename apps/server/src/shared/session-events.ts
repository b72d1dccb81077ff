/**
 * Changes that end or alter a login session — a token revoked, an account cancelled or disabled, a role
 * granted or taken — announced to every cache of resolved tokens in this process (and, through the
 * shared state, in the others). The writers of `users` and `auth_tokens` announce them, inside their
 * transaction; a cache therefore stops keeping the user for a short settling time (SESSION_SETTLE_MS) so
 * that a lookup which read the row before the commit is not kept. docs/auth.md, "Token cache".
 */
export type SessionChange = { userId: number } | { tokenId: number };

type Listener = (change: SessionChange) => void;
const listeners = new Set<Listener>();

/** How long after a change a cache refuses to keep what it reads of that user or token. */
export const SESSION_SETTLE_MS = 2_000;

export function announceSessionChange(change: SessionChange): void {
  for (const listener of listeners) listener(change);
}

/** Listens to every announcement in this process; returns the way to stop. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSessionChange(value: unknown): value is SessionChange {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isSafeInteger(v.userId) || Number.isSafeInteger(v.tokenId);
}
