import { Link } from 'react-router';
import { PAGES, type TeacherApplication } from '@jc/contract';
import { loginUrl } from '@/lib/navigation';
import { CERTIFICATION_BENEFITS, type TabView } from '../lib/teacher-logic';
import styles from './teacher.module.css';

/** Where the caller's application stands, and what to do next; a login comes back to `back`. */
export function StatusCard({
  view,
  application,
  back = PAGES.teacherResources.path,
}: {
  view: TabView;
  application: TeacherApplication | null;
  back?: string;
}) {
  if (view === 'login') {
    return (
      <div className={styles.statusCard}>
        <p>登录后即可申请教师认证，并查看审核进度</p>
        <Link className={styles.primary} to={loginUrl(back)}>
          登录后申请
        </Link>
      </div>
    );
  }
  if (view === 'pending' && application) {
    return (
      <div className={styles.statusCard} aria-label="认证申请状态">
        <p className={`${styles.status} ${styles.pending}`}>审核中</p>
        <p>
          {application.realName} · {application.schoolName}
        </p>
        <p className={styles.muted}>提交于 {application.createdAt}，审核通过后教师专区将自动开通</p>
      </div>
    );
  }
  if (view === 'rejected' && application) {
    return (
      <div className={styles.statusCard} aria-label="认证申请状态">
        <p className={`${styles.status} ${styles.rejected}`}>未通过</p>
        <p className={styles.reason}>驳回原因：{application.rejectReason || '未填写'}</p>
        <Link className={styles.primary} to={PAGES.attestation.path}>
          重新申请
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.statusCard}>
      <p>填写学校与任教信息，上传教师资格证或工作证照片，1-3个工作日内审核</p>
      <Link className={styles.primary} to={PAGES.attestation.path}>
        申请教师认证
      </Link>
    </div>
  );
}

/** Everyone but a teacher: what certification gives, and the way to it. */
export function CertificationIntro({
  view,
  application,
}: {
  view: TabView;
  application: TeacherApplication | null;
}) {
  return (
    <>
      <header className={styles.hero}>
        <h1>教师专区</h1>
        <p>认证教师可免费获取教学资源、申领样书、赚取课堂积分</p>
      </header>
      <StatusCard view={view} application={application} />
      <CertificationBenefits />
    </>
  );
}

/** What certification gives. */
export function CertificationBenefits() {
  return (
    <section className={styles.card} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={styles.cardTitle}>
        认证后可享
      </h2>
      <ul className={styles.benefits}>
        {CERTIFICATION_BENEFITS.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>
            <span>{b.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
