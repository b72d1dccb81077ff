import { SMS_UNAVAILABLE_MSG } from '@jc/contract';
import { Code } from '@jc/contract';
import { AppError } from '../../shared/errors.js';

/**
 * The SMS gateway setPhoneNum sends its codes through. This build has none (the app answers 503 with
 * SMS_UNAVAILABLE_MSG, as section 5 says of SMS login); a deployment with an SMS contract implements
 * `sendCode` and decorates the app with it (`app.decorate('smsGateway', gateway)` before `ready()`),
 * as the tests do with a fake.
 */
export interface SmsGateway {
  /** Sends the code to the phone; throws when the gateway refuses or does not answer. */
  sendCode(phone: string, code: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent in this build: setPhoneNum answers 503. */
    smsGateway?: SmsGateway | null;
  }
}

export function requireGateway(gateway: SmsGateway | null | undefined): SmsGateway {
  if (!gateway) throw new AppError(503, Code.unavailable, SMS_UNAVAILABLE_MSG);
  return gateway;
}

/** How long a code works, and how many wrong tries it takes before it is spent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
