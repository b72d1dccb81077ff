import { Code } from '@jc/contract';
import type { ErrorView } from '@/components/QueryView/QueryView';
import { ApiError } from '@/lib/api-client';
import { DEFAULT_ERROR_TEXT } from '@/components/QueryView/QueryView';

/** The failure view of a statistics page: a caller who is not staff is told so, with 返回 instead of 重试. */
export const statsError =
  (title: string) =>
  (error: Error, retry: () => void): ErrorView =>
    error instanceof ApiError && error.code === Code.forbiddenRole
      ? {
          title: '没有权限查看统计',
          description: '统计分析只对业务员和管理员开放。',
          actionText: '返回',
          onAction: () => window.history.back(),
        }
      : { title, description: DEFAULT_ERROR_TEXT, actionText: '重试', onAction: retry };
