import { useSchool } from '../api/schools';
import styles from './archives.module.css';

/** Which school a record page is about: its name and district, under the nav bar. */
export function SchoolBar({ schoolId }: { schoolId: number }) {
  const school = useSchool(schoolId);
  const s = school.data;
  return (
    <div className={styles.schoolBar} aria-label="所属学校">
      <span className={styles.schoolBarName}>{s ? s.name : school.isError ? '学校不存在' : '…'}</span>
      {s ? <span className={styles.schoolBarArea}>{s.areaName.split(' ').pop()}</span> : null}
    </div>
  );
}
