import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../types.js';

/** Routes declared `auth: 'user'` (or a role) always have a user once the auth hook has passed. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw new Error('auth hook did not run for a user route');
  return req.user;
}
