/** What other modules may use of the app menus. */
export { listAppMenus } from './queries.js';
