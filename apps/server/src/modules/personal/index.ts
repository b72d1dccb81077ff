/** What other modules use of the personal data: the limits of browse history and progress. */
export { BROWSE_HISTORY_LIMIT, FINISHED_SHARE } from './service.js';
