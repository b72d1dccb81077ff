/** What other modules use of the enterprise contact: whether a user joined. */
export { qiweiUser } from './service.js';
