import { Code, Msg } from '@jc/contract';

/** A refusal with a known HTTP status, body code and Chinese message; the one error handler renders it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (msg: string) => new AppError(400, Code.badInput, msg);
export const notFound = (msg: string = Msg.notFound) => new AppError(404, Code.notFound, msg);
export const businessRule = (msg: string, code: number = Code.businessRule) => new AppError(409, code, msg);
export const tooMany = (msg: string = Msg.tooMany) => new AppError(429, Code.tooMany, msg);

/**
 * Whether a database error is a unique-key refusal: PostgreSQL's 23505, or SQLite's unique or primary-key
 * constraint. Callers turn the loser of a race (two likes, two orders with one key) into a clear refusal.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
