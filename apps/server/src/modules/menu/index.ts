/** What other modules use of the app menus. */
export { listAppMenus } from './queries.js';
