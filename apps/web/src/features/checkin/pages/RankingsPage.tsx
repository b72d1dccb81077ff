import { PullToRefresh } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PAGES,
  RANKING_TOP,
  RANKING_TYPES,
  RANKING_TYPE_TEXT,
  type RankingEntry,
  type RankingType,
} from '@jc/contract';
import { Medal } from '@/components/Medal/Medal';
import { QueryView } from '@/components/QueryView/QueryView';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden';
import { requireLogin } from '@/lib/login-gate';
import { useIsLoggedIn } from '@/lib/session';
import { useCamp, useCampRanking } from '../api/checkin';
import { InitialAvatar } from '../components/InitialAvatar';
import { NoCamp } from '../components/NoCamp';
import { useDakaId } from '../hooks/use-daka-id';
import { myPlaceText, parseRankingType, rankValueText } from '../lib/ranking';
import styles from './RankingsPage.module.css';

const userPageUrl = (userId: number, dakaId: number) =>
  `${PAGES.clockUserPage.path}?userId=${userId}&dakaId=${dakaId}`;

function RankRow({ entry, type, dakaId }: { entry: RankingEntry; type: RankingType; dakaId: number }) {
  const navigate = useNavigate();
  return (
    <li className={`${styles.row} ${entry.rank <= 3 ? styles.top : ''}`}>
      {/* A generic span may not carry a name (aria-label): the place is read from hidden text. */}
      <span className={styles.rankNo}>
        {entry.rank <= 3 ? (
          <Medal rank={entry.rank} size={30} />
        ) : (
          <span aria-hidden="true">{entry.rank}</span>
        )}
        <VisuallyHidden>{`第${entry.rank}名`}</VisuallyHidden>
      </span>
      <button
        type="button"
        className={styles.who}
        onClick={() => void navigate(userPageUrl(entry.user.userId, dakaId))}
      >
        <InitialAvatar name={entry.user.nickname} src={entry.user.avatar} size={40} />
        <span className={styles.name}>{entry.user.nickname || '小伙伴'}</span>
      </button>
      <span className={styles.value}>{rankValueText(type, entry.value)}</span>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className={styles.skRow} />
      ))}
    </div>
  );
}

/** 排行榜: 打卡天数 / 连续打卡 / 获赞数, the top 100 with medals, and my own place pinned below. */
export default function RankingsPage() {
  const navigate = useNavigate();
  const dakaId = useDakaId();
  const [params, setParams] = useSearchParams();
  const type = parseRankingType(params.get('type'));
  const camp = useCamp(dakaId);
  const ranking = useCampRanking(dakaId, type);
  const loggedIn = useIsLoggedIn();
  if (!dakaId) return <NoCamp />;

  const campUrl = `${PAGES.clockIndex.path}?dakaId=${dakaId}`;
  const choose = (t: RankingType) => {
    const next = new URLSearchParams(params);
    next.set('type', t);
    setParams(next, { replace: true });
  };
  const me = ranking.data?.me ?? null;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{camp.data?.title ?? '打卡营'}</h1>
        <p>坚持每天打卡，冲上排行榜吧</p>
      </header>
      <div className={styles.tabs} role="tablist" aria-label="排行类型">
        {RANKING_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === type}
            className={t === type ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            onClick={() => choose(t)}
          >
            {RANKING_TYPE_TEXT[t]}
          </button>
        ))}
      </div>
      <PullToRefresh onRefresh={async () => void (await ranking.refetch())}>
        <QueryView
          query={ranking}
          error="排行榜加载失败"
          loading={<ListSkeleton />}
          isEmpty={(r) => r.list.length === 0}
          empty={{
            title: '排行榜还是空的',
            description: '还没有人打卡，快去抢第一名吧！',
            actionText: '去打卡',
            onAction: () => void navigate(campUrl),
          }}
        >
          {(r) => (
            <>
              <ol className={styles.list} aria-label={`${RANKING_TYPE_TEXT[type]}排行`}>
                {r.list.map((entry) => (
                  <RankRow key={entry.user.userId} entry={entry} type={type} dakaId={dakaId} />
                ))}
              </ol>
              <p className={styles.end}>仅显示前 {RANKING_TOP} 名</p>
            </>
          )}
        </QueryView>
      </PullToRefresh>
      {ranking.data ? (
        <aside className={styles.mine} aria-label="我的排名">
          {me ? (
            <>
              <span className={styles.myRank}>{me.value > 0 ? me.rank : '-'}</span>
              <InitialAvatar name={me.user.nickname} src={me.user.avatar} size={40} />
              <span className={styles.myText}>
                <strong>{me.user.nickname || '我'}</strong>
                <small>{myPlaceText(me, RANKING_TOP)}</small>
              </span>
              <span className={styles.value}>{rankValueText(type, me.value)}</span>
            </>
          ) : (
            <>
              <span className={styles.myText}>
                <strong>{loggedIn ? '你还没有参加这个打卡营' : '登录后查看我的排名'}</strong>
                <small>{loggedIn ? '报名打卡，和小伙伴一起上榜' : '坚持打卡，榜上有名'}</small>
              </span>
              <button
                type="button"
                className={styles.join}
                onClick={() => {
                  if (loggedIn || requireLogin()) void navigate(campUrl);
                }}
              >
                {loggedIn ? '去报名' : '去登录'}
              </button>
            </>
          )}
        </aside>
      ) : null}
    </div>
  );
}
