import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QueryView } from '@/components/QueryView/QueryView';
import { PageLoading } from '@/components/PageStatus';
import { answered } from '@/components/QueryView/all-of';
import { myInfoQueryKey, useMyInfo } from '@/lib/auth';
import { useIsLoggedIn } from '@/lib/session';
import { useApplyInfo } from '../api/teacher';
import { CertificationIntro } from '../components/CertificationIntro';
import { TeacherHome } from '../components/TeacherHome';
import { tabView } from '../lib/teacher-logic';
import styles from '../components/teacher.module.css';

/**
 * Tab 2, 教师专区: a certified teacher's entrance; anyone else sees what certification gives, the way to
 * apply and the application's status. The certification is fetched on every visit, so an approval shows
 * at once; the profile is refreshed with it (its roles).
 */
export default function TeacherTabPage() {
  const loggedIn = useIsLoggedIn();
  const info = useApplyInfo();
  const me = useMyInfo();
  const queryClient = useQueryClient();
  const isTeacher = info.data?.isTeacher;

  useEffect(() => {
    if (isTeacher === undefined) return;
    const cached = queryClient.getQueryData<{ roles?: string[] }>(myInfoQueryKey);
    if (cached && cached.roles?.includes('teacher') !== isTeacher)
      void queryClient.invalidateQueries({ queryKey: myInfoQueryKey });
  }, [isTeacher, queryClient]);

  return (
    <div className={styles.page}>
      <QueryView
        query={loggedIn ? info : answered(null)}
        error="教师认证信息加载失败"
        loading={<PageLoading />}
      >
        {(data) => {
          const view = tabView(loggedIn, data);
          return view === 'teacher' ? (
            <TeacherHome name={data?.application?.realName || me.data?.nickname || ''} />
          ) : (
            <CertificationIntro view={view} application={data?.application ?? null} />
          );
        }}
      </QueryView>
    </div>
  );
}
