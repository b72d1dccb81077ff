import type { ConsoleRoute } from '@/console-kit';

/** The audit log of operator actions (docs/audit.md). */
export const auditConsoleRoutes: ConsoleRoute[] = [
  { path: 'audit', menu: { group: '用户', label: '审计日志' }, page: () => import('./AuditPage') },
];
