import { ClaimForm } from '../components/ClaimForm';
import { ClaimList } from '../components/ClaimList';
import { TeacherOnly } from '../components/TeacherOnly';
import styles from '../components/teacher.module.css';

/** 积分上传: a claim for classroom use with proof pictures, then the caller's claims. Teachers only. */
export default function IntegralUploadPage() {
  return (
    <div className={styles.page}>
      <TeacherOnly>
        <ClaimForm />
        <ClaimList />
      </TeacherOnly>
    </div>
  );
}
