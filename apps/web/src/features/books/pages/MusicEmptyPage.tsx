import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { useGoBack } from '@/lib/use-go-back';

/** 音频: nothing to play. */
export default function MusicEmptyPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <PageStatus
      art="empty"
      title="暂无可播放的音频"
      description="这本书的音频还在准备中，先去看看其他内容吧"
      actionText="返回首页"
      onAction={() => void navigate(PAGES.home.path)}
      secondaryText="返回"
      onSecondary={goBack}
    />
  );
}
