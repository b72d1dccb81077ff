/** 学习周报: the weekly learning report page (docs/web.md, "Weekly report"). */
export { reportPages } from './routes';
