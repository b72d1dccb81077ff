import { useNavigate } from 'react-router';
import { PAGES } from '@jc/contract';
import { allOf } from '@/components/QueryView/all-of';
import { QueryView } from '@/components/QueryView/QueryView';
import { PageStatus } from '@/components/PageStatus';
import { useAreaOptions } from '@/lib/area-options';
import { useDicData } from '@/lib/dictionary';
import { useApplyInfo } from '../api/teacher';
import { ApplyForm } from '../components/ApplyForm';
import styles from '../components/teacher.module.css';

/**
 * 教师认证: the application form, prefilled from a rejected application. A teacher, or a caller whose
 * application is being reviewed, is told so instead (the server refuses a second open one anyway).
 */
export default function AttestationPage() {
  const navigate = useNavigate();
  const info = useApplyInfo();
  const areas = useAreaOptions();
  const subjects = useDicData('subject');
  const grades = useDicData('grade');
  const toTab = () => void navigate(PAGES.teacherResources.path, { replace: true });

  return (
    <div className={styles.page}>
      <QueryView query={allOf(info, areas, subjects, grades)} error="认证信息加载失败">
        {([apply, options, subjectDic, gradeDic]) =>
          apply.isTeacher ? (
            <PageStatus
              title="您已是认证教师"
              description="教师专区的资源、样书和积分服务已为您开通。"
              actionText="进入教师专区"
              onAction={toTab}
            />
          ) : apply.application?.status === 'pending' ? (
            <PageStatus
              title="认证申请审核中"
              description="您的申请已提交，审核通过后教师专区将自动开通，请耐心等待。"
              actionText="返回教师专区"
              onAction={toTab}
            />
          ) : (
            <ApplyForm
              application={apply.application}
              areaOptions={options}
              subjects={subjectDic.dicList}
              grades={gradeDic.dicList}
              onDone={toTab}
            />
          )
        }
      </QueryView>
    </div>
  );
}
