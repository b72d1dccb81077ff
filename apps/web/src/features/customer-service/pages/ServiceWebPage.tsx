import { Link } from 'react-router';
import { PAGES } from '@jc/contract';
import styles from '../components/service.module.css';

/** 服务: every way to reach us and the app's services, in one list (the H5 stand-in for the web service page). */
const ENTRIES = [
  {
    to: `${PAGES.customerconsultation.path}?type=kefu_1`,
    icon: '客',
    title: '在线客服',
    desc: '账号、积分、活动等问题',
  },
  {
    to: `${PAGES.customerconsultation.path}?type=kefu_ks`,
    icon: '书',
    title: '教材客服',
    desc: '教材内容、资源、样书',
  },
  {
    to: PAGES.customerconsultationTwo.path,
    icon: '企',
    title: '企业微信客服',
    desc: '添加后可获得一对一服务',
  },
  { to: PAGES.toWxCustomer.path, icon: '微', title: '微信客服', desc: '在微信中联系客服' },
  { to: PAGES.reminders.path, icon: '铃', title: '学习提醒', desc: '按时提醒打卡和阅读' },
  { to: PAGES.toWxMp.path, icon: '小', title: '打开小程序', desc: '在微信小程序中继续学习' },
];

export default function ServiceWebPage() {
  return (
    <div className={styles.page}>
      <ul className={styles.entries} aria-label="服务">
        {ENTRIES.map((e) => (
          <li key={e.to}>
            <Link className={styles.entry} to={e.to}>
              <span className={styles.entryIcon} aria-hidden="true">
                {e.icon}
              </span>
              <span className={styles.entryText}>
                <span className={styles.entryTitle}>{e.title}</span>
                <span className={styles.entryDesc}>{e.desc}</span>
              </span>
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
