import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, type ArticleContest } from '@jc/contract';
import { InfiniteList } from '@/components/InfiniteList/InfiniteList';
import { categoriesQuery, monthsQuery, onGoingQuery } from '../api/articles';
import { AwardedEssays } from '../components/AwardedEssays';
import { ContestCard } from '../components/ContestCard';
import articleStyles from '../components/articles.module.css';
import styles from './SolicitingArticlePage.module.css';

interface Chip {
  key: string;
  text: string;
}

function Chips({
  label,
  chips,
  current,
  onPick,
}: {
  label: string;
  chips: Chip[];
  current: string;
  onPick: (key: string) => void;
}) {
  return (
    <div role="group" aria-label={label}>
      <p className={styles.filterLabel}>{label}</p>
      <div className={styles.chips}>
        {chips.map((c) => (
          <button
            key={c.key}
            type="button"
            className={c.key === current ? styles.chipOn : styles.chip}
            aria-pressed={c.key === current}
            onClick={() => onPick(c.key)}
          >
            {c.text}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * 有奖征文: contests open now, filtered by month and category (kept in the address, so back returns to the
 * same filter), then the latest awarded essays of every contest.
 */
export default function SolicitingArticlePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? '';
  const categoryId = Number(params.get('categoryId')) || 0;
  const months = useQuery(monthsQuery());
  const categories = useQuery(categoriesQuery());
  const contests = useInfiniteQuery(
    onGoingQuery({ ...(month ? { month } : {}), ...(categoryId ? { categoryId } : {}) }),
  );

  const pick = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={articleStyles.page}>
      <header className={styles.hero}>
        <h1>有奖征文</h1>
        <p>写下你的故事，优秀作品可获得荣誉证书和积分奖励</p>
        <div className={styles.heroLinks}>
          <button
            type="button"
            className={styles.heroLink}
            onClick={() => void navigate(PAGES.solicitingList.path)}
          >
            我的投稿
          </button>
          <button
            type="button"
            className={styles.heroLink}
            onClick={() => void navigate(PAGES.certificateDownload.path)}
          >
            我的证书
          </button>
        </div>
      </header>
      <section className={`${articleStyles.card} ${styles.raised}`} aria-label="筛选">
        <Chips
          label="月份"
          current={month}
          onPick={(k) => pick('month', k)}
          chips={[
            { key: '', text: '全部' },
            ...(months.data ?? []).map((m) => ({ key: m.month, text: m.label })),
          ]}
        />
        <Chips
          label="类别"
          current={categoryId ? String(categoryId) : ''}
          onPick={(k) => pick('categoryId', k)}
          chips={[
            { key: '', text: '全部' },
            ...(categories.data ?? []).map((c) => ({ key: String(c.id), text: c.name })),
          ]}
        />
      </section>
      <h2 className={articleStyles.listTitle}>正在征稿</h2>
      <InfiniteList
        query={contests}
        error="征文活动加载失败"
        empty={{
          title: month || categoryId ? '没有符合条件的征文活动' : '暂时没有正在征稿的活动',
          description: month || categoryId ? '换个月份或类别看看吧。' : '新的征文活动即将上线，敬请期待。',
          ...(month || categoryId
            ? { actionText: '查看全部', onAction: () => setParams({}, { replace: true }) }
            : {}),
        }}
      >
        {(list: ArticleContest[]) =>
          list.map((c) => (
            <ContestCard
              key={c.id}
              contest={c}
              onOpen={() => void navigate(`${PAGES.solicitingArticleOne.path}?id=${c.id}`)}
            />
          ))
        }
      </InfiniteList>
      <AwardedEssays contestId={0} />
    </div>
  );
}
