import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { CAMP_STATUSES, type CampListItem, type CampStatus } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { QueryView } from '@/components/QueryView/QueryView';
import { loginUrl } from '@/lib/navigation';
import { useIsLoggedIn } from '@/lib/session';
import { useCamps } from '../api/checkin';
import { CampCard } from '../components/CampCard';
import { CampListSkeleton } from '../components/CampListSkeleton';
import { checkinUrls } from '../lib/checkin-logic';
import styles from './checkin-pages.module.css';

const TAB_TEXT: Record<CampStatus, string> = { running: '进行中', upcoming: '即将开始', finished: '已结束' };
const TABS: CampStatus[] = ['running', 'upcoming', 'finished'];

function MyCamps() {
  const navigate = useNavigate();
  const mine = useCamps({ mine: '1' });
  return (
    <QueryView
      query={mine}
      error="我的打卡营加载失败"
      loading={<CampListSkeleton rows={1} />}
      isEmpty={(d) => (d.pages[0]?.list.length ?? 0) === 0}
      empty={{ title: '还没有参加打卡营', description: '在下面挑一个喜欢的打卡营参加吧。' }}
    >
      {(data) => (
        <div className={styles.list}>
          {data.pages
            .flatMap((p) => p.list)
            .map((camp) => (
              <CampCard
                key={camp.dakaId}
                camp={camp}
                onOpen={() => void navigate(checkinUrls.camp(camp.dakaId))}
              />
            ))}
          {mine.hasNextPage ? (
            <button
              type="button"
              className={styles.linkButton}
              disabled={mine.isFetchingNextPage}
              onClick={() => void mine.fetchNextPage()}
            >
              {mine.isFetchingNextPage ? '加载中…' : '查看更多我的打卡营'}
            </button>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

function CampsByStatus({ status }: { status: CampStatus }) {
  const navigate = useNavigate();
  const camps = useCamps({ status });
  return (
    <InfiniteList
      query={camps}
      error="打卡营加载失败"
      loading={<CampListSkeleton rows={3} />}
      endText="— 没有更多打卡营了 —"
      empty={{ title: `暂无${TAB_TEXT[status]}的打卡营`, description: '看看其他分类吧。' }}
    >
      {(list: CampListItem[]) => (
        <div className={styles.list}>
          {list.map((camp) => (
            <CampCard
              key={camp.dakaId}
              camp={camp}
              onOpen={() => void navigate(checkinUrls.camp(camp.dakaId))}
            />
          ))}
        </div>
      )}
    </InfiniteList>
  );
}

/** Tab 1, 打卡营: my camps (or a login prompt), then the camps to join by status. */
export default function ClockTabPage() {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: CampStatus = CAMP_STATUSES.includes(raw as CampStatus) ? (raw as CampStatus) : 'running';

  return (
    <div className={styles.page}>
      <header className={styles.tabHero}>
        <h1>每天打卡，一起进步</h1>
        <p>读一读、写一写、说一说，和小伙伴们一起坚持</p>
      </header>

      <section className={styles.section} aria-labelledby="mine-title">
        <h2 id="mine-title" className={styles.sectionTitle}>
          我的打卡营
        </h2>
        {loggedIn ? (
          <MyCamps />
        ) : (
          <div className={styles.loginCard}>
            <p>登录后查看你参加的打卡营和打卡记录</p>
            <button type="button" className={styles.primaryButton} onClick={() => void navigate(loginUrl())}>
              去登录
            </button>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="all-title">
        <h2 id="all-title" className={styles.sectionTitle}>
          发现打卡营
        </h2>
        <Tabs
          className={styles.tabs}
          activeKey={status}
          onChange={(key) => setParams(key === 'running' ? {} : { status: key }, { replace: true })}
        >
          {TABS.map((s) => (
            <Tabs.Tab key={s} title={TAB_TEXT[s]} />
          ))}
        </Tabs>
        <CampsByStatus key={status} status={status} />
      </section>
    </div>
  );
}
