/** What other modules may use of the payment password: the check before paying, under the per-user lock. */
export { checkPayPassword, withPayLock } from './service.js';
