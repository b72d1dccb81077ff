import type { UserInfo } from '@jc/contract';
import { StarIcon } from '@/components/icons';
import { roleNames } from '../lib/roles';
import { GearIcon } from './my-icons';
import styles from './ProfileCard.module.css';
import { Picture } from '@/components/Picture/Picture';

export function Avatar({ src, name }: { src: string; name: string }) {
  if (src) return <Picture className={styles.avatar} src={src} alt="" />;
  return (
    <div className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </div>
  );
}

interface ProfileCardProps {
  user: UserInfo;
  /** '三年级 · 上册', '' when not chosen. */
  grade: string;
  onSettings: () => void;
  onPoints: () => void;
}

export function ProfileCard({ user, grade, onSettings, onPoints }: ProfileCardProps) {
  const name = user.nickname || user.account;
  return (
    <section className={styles.card}>
      <button type="button" className={styles.settings} onClick={onSettings} aria-label="账号设置">
        <GearIcon size={22} />
      </button>
      <div className={styles.who}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={onSettings}
          aria-label="修改头像和昵称"
        >
          <Avatar src={user.avatar} name={name} />
        </button>
        <div className={styles.text}>
          <h2 className={styles.name}>{name}</h2>
          <p className={styles.account}>账号：{user.account}</p>
          <p className={styles.grade}>{grade ? `年级：${grade}` : '尚未选择年级'}</p>
          <div className={styles.roles}>
            {roleNames(user.roles).map((role) => (
              <span key={role} className={styles.role}>
                {role}
              </span>
            ))}
          </div>
        </div>
      </div>
      <button type="button" className={styles.points} onClick={onPoints}>
        <StarIcon size={18} className={styles.star} />
        <span className={styles.pointsLabel}>我的积分</span>
        <strong className={styles.pointsValue}>{user.points.toLocaleString('zh-CN')}</strong>
      </button>
    </section>
  );
}

export function GuestCard({ onLogin }: { onLogin: () => void }) {
  return (
    <section className={styles.card}>
      <div className={styles.who}>
        <div className={`${styles.avatar} ${styles.guest}`} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="34" height="34" fill="none">
            <circle cx="12" cy="9" r="4" fill="var(--jc-white)" />
            <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="var(--jc-white)" />
          </svg>
        </div>
        <div className={styles.text}>
          <h2 className={styles.name}>你好，同学</h2>
          <p className={styles.account}>登录后查看积分、同步年级与学习记录</p>
        </div>
      </div>
      <button type="button" className={styles.loginButton} onClick={onLogin}>
        登录/注册
      </button>
    </section>
  );
}
