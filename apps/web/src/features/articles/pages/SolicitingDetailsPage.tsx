import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { TrophyIcon } from '@/components/icons';
import { QueryView } from '@/components/QueryView/QueryView';
import { historyInfoQuery } from '../api/articles';
import { SubmissionFiles } from '../components/SubmissionFiles';
import articleStyles from '../components/articles.module.css';
import styles from './SolicitingDetailsPage.module.css';
import { shanghaiMoment, submissionBadge } from '../lib/contest';

/** 征文详情 (mine): status, the award and its points or the reason, the essay and files, edit, certificate. */
export default function SolicitingDetailsPage() {
  const [params] = useSearchParams();
  const yewuId = Number(params.get('yewuId')) || 0;
  const navigate = useNavigate();
  const info = useQuery({ ...historyInfoQuery(yewuId), enabled: yewuId > 0 });
  const query =
    yewuId > 0 ? info : { ...info, isPending: false, isError: true, error: new Error('作品不存在') };
  return (
    <div className={articleStyles.page}>
      <QueryView
        query={query}
        error={() => ({
          art: 'notFound',
          title: '作品不存在',
          description: '它可能不是你的投稿。',
          actionText: '我的投稿',
          onAction: () => void navigate(PAGES.solicitingList.path, { replace: true }),
        })}
      >
        {(s) => {
          const badge = submissionBadge(s);
          return (
            <>
              <section className={articleStyles.card}>
                <div className={articleStyles.rowHead}>
                  <h1 className={articleStyles.contestTitle}>{s.title}</h1>
                  <span className={articleStyles[badge.tone]}>{s.statusText}</span>
                </div>
                <p className={articleStyles.meta}>
                  {s.contestTitle} · 投稿于{shanghaiMoment(s.createdAt)}
                </p>
                {s.status === 'awarded' ? (
                  <div className={`${styles.award} ${styles.links}`}>
                    <span className={styles.awardLevel}>
                      <TrophyIcon size={24} /> {s.awardText}
                    </span>
                    <span>获得 {s.awardPoints} 积分</span>
                  </div>
                ) : null}
                {s.status === 'rejected' && s.rejectReason ? (
                  <p className={`${articleStyles.serverError} ${styles.links}`}>
                    未入选原因：{s.rejectReason}
                  </p>
                ) : null}
                {s.status === 'submitted' ? (
                  <p className={articleStyles.hint}>
                    {s.editable
                      ? `征稿截止（${shanghaiMoment(s.contestEndsAt)}）前可以修改。`
                      : '征稿已截止，作品正在评审中。'}
                  </p>
                ) : null}
                <div className={styles.links}>
                  {s.editable ? (
                    <Button
                      color="primary"
                      fill="outline"
                      shape="rounded"
                      size="small"
                      onClick={() =>
                        void navigate(
                          `${PAGES.solicitingSubmit.path}?contestId=${s.contestId}&yewuId=${s.id}`,
                        )
                      }
                    >
                      修改作品
                    </Button>
                  ) : null}
                  {s.certificateCode ? (
                    <Button
                      color="warning"
                      shape="rounded"
                      size="small"
                      onClick={() =>
                        void navigate(`${PAGES.certificateDownload.path}?mine=${s.certificateCode}`)
                      }
                    >
                      查看证书
                    </Button>
                  ) : null}
                </div>
              </section>
              <section className={articleStyles.card} aria-label="作品正文">
                <p className={styles.body}>{s.text}</p>
                <SubmissionFiles files={s.files} title={s.title} />
              </section>
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
