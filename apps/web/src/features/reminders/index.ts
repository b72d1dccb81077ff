/** Study reminders: the page and Web Push on this device (docs/web.md, "Reminders"). */
export { reminderPages } from './routes';
