import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';

/** Every address without a page: the app's own 404, with a way home. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = '页面不存在';
  }, []);
  return (
    <PageStatus
      full
      art="notFound"
      title="页面不存在"
      description="你要找的页面不见了，可能地址有误或页面还在建设中。"
      actionText="返回首页"
      onAction={() => navigate(PAGES.home.path, { replace: true })}
    />
  );
}
