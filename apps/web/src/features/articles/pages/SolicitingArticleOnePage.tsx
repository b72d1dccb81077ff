import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { requireLogin } from '@/lib/login-gate';
import { useIsLoggedIn } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useContest } from '../api/articles';
import { AwardedEssays } from '../components/AwardedEssays';
import { ContestBanner, stateClass } from '../components/ContestCard';
import articleStyles from '../components/articles.module.css';
import styles from './SolicitingArticleOnePage.module.css';
import { submitGate, windowText } from '../lib/contest';

/**
 * 征文详情: one contest: banner, state, its window in Shanghai time, categories, rules, the caller's
 * submissions, 我要投稿 (a login first when logged out; disabled with the reason when it cannot be used),
 * and its latest awarded essays.
 */
export default function SolicitingArticleOnePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const now = useNow();
  const contest = useContest(id);
  const query =
    id > 0
      ? contest
      : { data: undefined, isPending: false, isError: true, error: new Error('bad id'), refetch: () => {} };

  return (
    <QueryView
      query={query}
      error={() => ({
        art: 'notFound',
        title: '征文活动不存在',
        description: '它可能已被下线，去看看其他活动吧。',
        actionText: '查看征文活动',
        onAction: () => void navigate(PAGES.solicitingArticle.path, { replace: true }),
      })}
    >
      {(c) => {
        const gate = submitGate(c, loggedIn, now);
        const go = () => {
          if (gate.kind === 'login') requireLogin();
          else if (gate.kind === 'go') void navigate(`${PAGES.solicitingSubmit.path}?contestId=${c.id}`);
        };
        return (
          <div className={`${articleStyles.page} ${articleStyles.withBar}`}>
            <ContestBanner contest={c} />
            <section className={articleStyles.card}>
              <h1 className={articleStyles.contestTitle}>{c.title}</h1>
              <div className={articleStyles.meta}>
                <span className={stateClass(c.state)}>{c.stateText}</span>
                {c.categoryNames.map((name) => (
                  <span key={name} className={articleStyles.tag}>
                    {name}
                  </span>
                ))}
              </div>
              <dl className={`${articleStyles.facts} ${styles.factsGap}`}>
                <dt>征稿时间</dt>
                <dd>{windowText(c, now)}</dd>
                <dt>投稿要求</dt>
                <dd>
                  每人限投{c.maxPerUser}篇 · 已有{c.submissionCount}篇投稿
                </dd>
                {loggedIn ? (
                  <>
                    <dt>我的投稿</dt>
                    <dd>
                      {c.mySubmissionCount}/{c.maxPerUser}篇
                      {c.mySubmissionCount > 0 ? (
                        <>
                          {' '}
                          <a
                            className={articleStyles.link}
                            href={PAGES.solicitingList.path}
                            onClick={(e) => {
                              e.preventDefault();
                              void navigate(PAGES.solicitingList.path);
                            }}
                          >
                            查看我的投稿
                          </a>
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
              </dl>
            </section>
            <section className={articleStyles.card} aria-label="征文规则">
              <h2 className={articleStyles.sectionTitle}>征文规则</h2>
              <p className={styles.rules}>{c.rules}</p>
            </section>
            <AwardedEssays contestId={c.id} title="本次获奖作品" />
            <div className={styles.bar}>
              <div className={styles.barInner}>
                <Button
                  block
                  color="primary"
                  shape="rounded"
                  size="large"
                  disabled={gate.kind === 'disabled'}
                  onClick={go}
                >
                  {gate.kind === 'login' ? '登录后投稿' : '我要投稿'}
                </Button>
                {gate.kind === 'disabled' ? (
                  <p className={styles.reason} role="status">
                    {gate.reason}
                  </p>
                ) : null}
              </div>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
