/** What other modules may use of the account: the signed-in user's info. */
export { findUserInfo } from './queries.js';
