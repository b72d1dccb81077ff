import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { isApiError } from '@/lib/api-client';
import { Code } from '@jc/contract';

/** The part of a TanStack query that the console's page states read (as QueryView does). */
export interface ConsoleQueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ConsoleQueryViewProps<T> {
  query: ConsoleQueryLike<T>;
  /** The answer has nothing to show: `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** What the empty view says; default 暂无数据. */
  empty?: ReactNode;
  /** The failure's title; default 加载失败 (a role refusal says 没有权限). */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * A query's states, one way for every console page (the desktop twin of components/QueryView): a
 * skeleton while the first answer is on its way, the failure with the server's reason and 重试, the empty
 * view, else the children. A failed refetch keeps the data already shown.
 */
export function ConsoleQueryView<T>({
  query,
  isEmpty,
  empty,
  errorTitle,
  children,
}: ConsoleQueryViewProps<T>) {
  if (query.data === undefined) {
    if (query.isError) {
      const refused = isApiError(query.error) && query.error.code === Code.forbiddenRole;
      return (
        <Result
          status={refused ? '403' : 'error'}
          title={refused ? '没有权限' : (errorTitle ?? '加载失败')}
          subTitle={query.error?.message || '请检查网络后重试。'}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  if (isEmpty?.(query.data)) return <Empty description={empty ?? '暂无数据'} />;
  return <>{children(query.data)}</>;
}
