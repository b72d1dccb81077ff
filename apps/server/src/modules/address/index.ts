/** What other modules may use of the address book. */
export { ADDRESS_NOT_FOUND } from './service.js';
