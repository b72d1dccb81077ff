/** Study reminders: the page and Web Push on this device (docs/reminders.md, "Web app"). */
export { reminderPages } from './routes';
/** Turns Web Push on for this device (permission, subscription, savePushId): the weekly report's switch. */
export { enablePush } from './api/reminders';
