import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PAGES, type IntegralClaim } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { claimsQuery } from '../api/teacher';
import styles from './teacher.module.css';
import { Picture } from '@/components/Picture/Picture';

function ClaimRow({ claim }: { claim: IntegralClaim }) {
  return (
    <li className={styles.row} aria-label={`${claim.className} ${claim.classDate} ${claim.statusText}`}>
      <div className={styles.rowHead}>
        <strong>{claim.className}</strong>
        <span className={`${styles.status} ${styles[claim.status]}`}>{claim.statusText}</span>
      </div>
      <span className={styles.muted}>
        上课日期 {claim.classDate} · 提交于 {claim.createdAt}
      </span>
      {claim.note ? <span>{claim.note}</span> : null}
      <div className={styles.rowProofs}>
        {claim.proofs.map((p, i) => (
          <Picture key={p.id} src={p.thumbUrl || p.url} alt={`证明图片${i + 1}`} loading="lazy" />
        ))}
      </div>
      {claim.status === 'approved' ? <span className={styles.points}>+{claim.points} 积分</span> : null}
      {claim.status === 'rejected' ? (
        <span className={styles.reason}>驳回原因：{claim.rejectReason}</span>
      ) : null}
    </li>
  );
}

/** The caller's claims with their statuses, and the way to the points breakdown. */
export function ClaimList() {
  const claims = useInfiniteQuery(claimsQuery());
  return (
    <section aria-labelledby="claims-title">
      <div className={styles.sectionHead}>
        <h2 id="claims-title">我的申请</h2>
        <Link className={styles.link} to={PAGES.integrationList.path}>
          积分明细 ›
        </Link>
      </div>
      <InfiniteList
        query={claims}
        error="申请记录加载失败"
        empty={{ title: '还没有积分申请', description: '上传课堂使用照片，审核通过即可获得积分。' }}
      >
        {(list: IntegralClaim[]) => (
          <ul className={styles.list}>
            {list.map((c) => (
              <ClaimRow key={c.id} claim={c} />
            ))}
          </ul>
        )}
      </InfiniteList>
    </section>
  );
}
