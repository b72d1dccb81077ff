import { Link } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { PageLoading } from '@/components/PageStatus';
import { answered } from '@/components/QueryView/all-of';
import { useIsLoggedIn } from '@/lib/session';
import { useApplyInfo } from '../api/teacher';
import { CertificationBenefits, StatusCard } from '../components/CertificationIntro';
import { tabView } from '../lib/teacher-logic';
import styles from '../components/teacher.module.css';

export const APPLY_ERROR_TEXT = '教师认证信息加载失败';

/**
 * /pages/index/apply, the apply page's share path (spec section 2): where a shared "apply" link lands.
 * It is the teacher certification's landing (docs/teacher.md, "The apply page"): what certification
 * gives, and the visitor's own next step: log in and come back here; apply (no application yet);
 * the pending application; the refusal with its reason and applying again; for a teacher, the way to
 * the teachers' tab. The certification is fetched on every visit (loading, then the state, or the
 * error with a retry).
 */
export default function ApplyPage() {
  const loggedIn = useIsLoggedIn();
  const info = useApplyInfo();

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>教师认证</h1>
        <p>邀请您认证为教师：免费获取教学资源、申领样书、赚取课堂积分</p>
      </header>
      <QueryView query={loggedIn ? info : answered(null)} error={APPLY_ERROR_TEXT} loading={<PageLoading />}>
        {(data) => {
          const view = tabView(loggedIn, data);
          if (view === 'teacher')
            return (
              <div className={styles.statusCard} aria-label="认证申请状态">
                <p className={`${styles.status} ${styles.approved}`}>已认证</p>
                <p>您已是认证教师，教学资源、样书与课堂积分都在教师专区</p>
                <Link className={styles.primary} to={PAGES.teacherResources.path}>
                  进入教师专区
                </Link>
              </div>
            );
          // No application yet: the empty state, with the way to apply.
          if (view === 'apply')
            return (
              <div className={styles.statusCard} aria-label="认证申请状态">
                <p className={`${styles.status} ${styles.notApplied}`}>未申请</p>
                <p>您还没有提交教师认证申请</p>
                <p className={styles.muted}>
                  填写学校与任教信息，上传教师资格证或工作证照片，1-3个工作日内审核
                </p>
                <Link className={styles.primary} to={PAGES.attestation.path}>
                  申请教师认证
                </Link>
              </div>
            );
          return <StatusCard view={view} application={data?.application ?? null} back={PAGES.apply.path} />;
        }}
      </QueryView>
      <CertificationBenefits />
    </div>
  );
}
