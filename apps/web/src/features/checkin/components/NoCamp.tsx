import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { isApiError } from '@/lib/api-client';
import type { ErrorView } from '@/components/QueryView/QueryView';
import { DEFAULT_ERROR_TEXT } from '@/components/QueryView/QueryView';

/** A page opened without a valid `dakaId`: the way back to the camps. */
export function NoCamp() {
  const navigate = useNavigate();
  return (
    <PageStatus
      art="notFound"
      title="没有找到这个打卡营"
      description="打卡营可能已下线，去看看其他打卡营吧。"
      actionText="去打卡营"
      onAction={() => void navigate(PAGES.clockTab.path, { replace: true })}
    />
  );
}

/** The failure view of a camp's call: a 404 says the camp is gone, anything else offers 重试. */
export function campErrorView(title: string, goCamps: () => void) {
  return (error: Error, retry: () => void): ErrorView =>
    isApiError(error) && error.status === 404
      ? {
          art: 'notFound',
          title: '没有找到这个打卡营',
          description: '打卡营可能已下线，去看看其他打卡营吧。',
          actionText: '去打卡营',
          onAction: goCamps,
        }
      : { title, description: DEFAULT_ERROR_TEXT, actionText: '重试', onAction: retry };
}
