import { Code, PAGES } from '@jc/contract';
import type { ErrorView } from '@/components/QueryView/QueryView';
import { isApiError } from './api-client';

/**
 * The failure view of a teacher-only page's query: a role refusal (700) says what certification gives
 * and leads to the teacher tab, where the application is; anything else is `title` with 重试.
 */
export function teacherOnlyError(
  title: string,
  navigate: (path: string) => void,
): (error: Error, retry: () => void) => ErrorView {
  return (error, retry) =>
    isApiError(error) && error.code === Code.forbiddenRole
      ? {
          art: 'empty',
          title: '仅限认证教师使用',
          description: '通过教师认证后，即可下载教学资源、申请样书。',
          actionText: '去认证',
          onAction: () => navigate(PAGES.teacherResources.path),
        }
      : { title, actionText: '重试', onAction: retry };
}
