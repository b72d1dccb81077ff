import type { ArticleContest } from '@jc/contract';
import { closesInText } from '../lib/contest';
import articleStyles from './articles.module.css';
import styles from './ContestCard.module.css';
import { Picture } from '@/components/Picture/Picture';

/** A contest's banner: its cover, or its title on a warm gradient when it has none. */
export function ContestBanner({ contest }: { contest: Pick<ArticleContest, 'cover' | 'title'> }) {
  return contest.cover ? (
    <Picture className={styles.banner} src={contest.cover} alt="" />
  ) : (
    <div className={styles.bannerBlank} aria-hidden="true">
      {contest.title}
    </div>
  );
}

export const stateClass = (state: ArticleContest['state']) => articleStyles[state];

/** One contest in the list: banner, title, state, categories, time left and how many took part. */
export function ContestCard({ contest, onOpen }: { contest: ArticleContest; onOpen: () => void }) {
  return (
    <button type="button" className={styles.contest} onClick={onOpen}>
      <ContestBanner contest={contest} />
      <div className={styles.contestBody}>
        <h3 className={articleStyles.contestTitle}>{contest.title}</h3>
        <div className={articleStyles.meta}>
          <span className={stateClass(contest.state)}>{contest.stateText}</span>
          {contest.categoryNames.map((c) => (
            <span key={c} className={articleStyles.tag}>
              {c}
            </span>
          ))}
          <span>{closesInText(contest.endsAt)}</span>
          <span>· {contest.submissionCount}篇投稿</span>
        </div>
      </div>
    </button>
  );
}
