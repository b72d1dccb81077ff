import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { PageStatus } from '@/components/PageStatus';
import { useApplyInfo } from '../api/teacher';

/** A page for certified teachers only: anyone else is shown the way to certification, not a refusal. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const info = useApplyInfo();
  return (
    <QueryView query={info} error="教师认证信息加载失败">
      {(data) =>
        data.isTeacher ? (
          children
        ) : (
          <PageStatus
            title="仅限认证教师使用"
            description={
              data.application?.status === 'pending'
                ? '您的认证申请正在审核中，通过后即可使用。'
                : '完成教师认证后即可上传课堂照片获得积分。'
            }
            actionText={data.application?.status === 'pending' ? '返回教师专区' : '去认证'}
            onAction={() =>
              void navigate(
                data.application?.status === 'pending' ? PAGES.teacherResources.path : PAGES.attestation.path,
              )
            }
          />
        )
      }
    </QueryView>
  );
}
