import { Link, useSearchParams } from 'react-router';
import { ImageViewer } from 'antd-mobile';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { useRewardInfo } from '../api/rewards';
import styles from '../components/rewards.module.css';
import { Picture } from '@/components/Picture/Picture';

/** 奖励详情: one report: its status, the points or the reason, the book, page, category, text and photos. */
export default function RewardDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const info = useRewardInfo(Number.isInteger(id) && id > 0 ? id : 0);
  const query =
    id > 0 ? info : { ...info, isError: true, error: new Error('纠错记录不存在'), data: undefined };
  return (
    <div className={styles.page}>
      <QueryView
        query={query}
        error={(error) =>
          (isApiError(error) && error.status === 404) || !(id > 0)
            ? { art: 'notFound', title: '纠错记录不存在', description: '它可能已被删除，去看看其他记录吧。' }
            : { title: '纠错记录加载失败', description: error.message }
        }
      >
        {(r) => (
          <>
            <section className={`${styles.card} ${styles.statusBox} ${styles[`${r.status}Box`]}`}>
              <span className={`${styles.status} ${styles[r.status]}`}>{r.statusText}</span>
              {r.status === 'accepted' ? (
                <p className={styles.bigPoints}>
                  获得 <strong>{r.points}</strong> 积分
                </p>
              ) : r.status === 'rejected' ? (
                <p className={styles.reason}>未采纳原因：{r.rejectReason}</p>
              ) : (
                <p className={styles.muted}>工作人员核实后会给出结果，采纳即可获得积分。</p>
              )}
              {r.decidedAt ? <span className={styles.muted}>审核时间 {r.decidedAt}</span> : null}
            </section>
            <section className={`${styles.card} ${styles.facts}`} aria-label="纠错内容">
              <div className={styles.bookHead}>
                {r.bookCover ? <Picture src={r.bookCover} alt="" className={styles.bookCover} /> : null}
                <div>
                  <strong>{r.bookTitle || '（书本已下架）'}</strong>
                  <span className={styles.muted}>书号 {r.bookNo}</span>
                </div>
              </div>
              <dl className={styles.dl}>
                <dt>页码</dt>
                <dd>第{r.page}页</dd>
                <dt>错误类型</dt>
                <dd>{r.categoryName}</dd>
                <dt>提交时间</dt>
                <dd>{r.createdAt}</dd>
              </dl>
              <p className={styles.text}>{r.text}</p>
              {r.photos.length > 0 ? (
                <div className={styles.pictures}>
                  {r.photos.map((p, i) => (
                    <button
                      type="button"
                      key={p.id}
                      className={styles.photoButton}
                      onClick={() =>
                        ImageViewer.Multi.show({ images: r.photos.map((x) => x.url), defaultIndex: i })
                      }
                    >
                      <Picture src={p.thumbUrl || p.url} alt={`错误图片${i + 1}`} className={styles.thumb} />
                    </button>
                  ))}
                </div>
              ) : null}
            </section>
            <div className={styles.actions}>
              <Link className={styles.secondary} to={PAGES.rewardList.path}>
                我的纠错
              </Link>
              <Link className={styles.primary} to={PAGES.rewardQuery.path}>
                继续纠错
              </Link>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
