/** What the app shell may use of the check-in camp (besides routes.ts): the home page's floating badge. */
export { CheckinBadge } from './components/CheckinBadge';
