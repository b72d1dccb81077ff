import { Code, Msg, NONCE_WINDOW_MS } from '@jc/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../shared/errors.js';
import { decryptNonce } from '../shared/nonce.js';

const refusal = () => new AppError(400, Code.badNonce, Msg.badNonce);

/**
 * The nonce check of every /api route: decrypt, check the shape, refuse replays within 10 minutes.
 * Throws a refusal, or returns a promise of one when the seen-set must be asked asynchronously
 * (database or Redis); with the in-process seen-set it is fully synchronous.
 */
export function makeNonceCheck(config: Config) {
  const key = Buffer.from(config.nonce.key, 'latin1');
  const iv = Buffer.from(config.nonce.iv, 'latin1');
  const replayed = (req: FastifyRequest) => {
    req.log.warn('nonce refused: replayed');
    return refusal();
  };
  return function checkNonce(req: FastifyRequest): Promise<void> | undefined {
    const header = req.headers.nonce;
    if (typeof header !== 'string' || header === '') {
      req.log.info('nonce refused: missing');
      throw refusal();
    }
    // The seen-set's key: `nonce:` and the text, as one string.
    const seenKey = decryptNonce(header, key, iv, 'nonce:');
    if (!seenKey) {
      req.log.info('nonce refused: not decryptable or wrong shape');
      throw refusal();
    }
    const state = req.server.state;
    const fresh = state.rememberOnceNow?.(seenKey, NONCE_WINDOW_MS) ?? null;
    if (fresh === false) throw replayed(req);
    if (fresh === true) return undefined;
    return state.rememberOnce(seenKey, NONCE_WINDOW_MS).then((ok) => {
      if (!ok) throw replayed(req);
    });
  };
}
