import { Link } from 'react-router';
import { QueryView } from '@/components/QueryView/QueryView';
import { ServiceDesk, ServiceDeskSkeleton } from '@/components/ServiceDesk/ServiceDesk';
import { useTeacherKefu } from '../api/teacher';
import { TEACHER_ENTRIES } from '../lib/teacher-logic';
import styles from './teacher.module.css';

/** The certified teacher's tab: the entries, then the teachers' desk. */
export function TeacherHome({ name }: { name: string }) {
  const kefu = useTeacherKefu();
  return (
    <>
      <header className={styles.hero}>
        <p className={styles.badge}>已认证教师</p>
        <h1>{name ? `${name}，您好` : '老师，您好'}</h1>
        <p>教学资源、样书和课堂积分都在这里</p>
      </header>
      <nav className={styles.entries} aria-label="教师服务">
        {TEACHER_ENTRIES.map((entry) => (
          <Link key={entry.key} to={entry.to} className={styles.entry}>
            <span className={`${styles.entryIcon} ${styles[entry.key]}`} aria-hidden="true">
              {entry.mark}
            </span>
            <strong>{entry.title}</strong>
            <span>{entry.text}</span>
          </Link>
        ))}
      </nav>
      <section className={styles.deskBox} aria-label="教师专属客服">
        <QueryView
          query={kefu}
          error="客服信息加载失败"
          loading={<ServiceDeskSkeleton />}
          isEmpty={(d) => !d.qrPath && !d.phone}
          empty={{ title: '暂未设置教师客服', description: '客服信息还在准备中，请稍后再来。' }}
        >
          {(desk) => (
            <ServiceDesk
              title={desk.title || '教师专属客服'}
              qr={desk.qrPath}
              qrAlt={`${desk.title || '教师客服'}二维码`}
              qrCaption={desk.qrTitle || '微信扫码添加教师客服'}
              hint="长按二维码可保存到相册，在微信中识别添加"
              phone={desk.phone}
              timeLabel="工作时间"
              time={desk.workTime}
              tips={desk.tips}
            />
          )}
        </QueryView>
      </section>
    </>
  );
}
