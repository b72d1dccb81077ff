/** 学习周报: the weekly learning report page (docs/report.md, "Web app"). */
export { reportPages } from './routes';
