import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PAGES, type AwardedEssay } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { latestAwardedQuery } from '../api/articles';
import articleStyles from './articles.module.css';
import styles from './AwardedEssays.module.css';
import { Picture } from '@/components/Picture/Picture';

export function AuthorAvatar({ name, avatar }: { name: string; avatar: string }) {
  return avatar ? (
    <Picture className={styles.avatar} src={avatar} alt="" />
  ) : (
    <span className={styles.avatarBlank} aria-hidden="true">
      {name.slice(0, 1) || '文'}
    </span>
  );
}

function EssayRow({ essay, onOpen }: { essay: AwardedEssay; onOpen: () => void }) {
  return (
    <button type="button" className={styles.essay} onClick={onOpen}>
      <AuthorAvatar name={essay.authorName} avatar={essay.authorAvatar} />
      <span className={styles.essayMain}>
        <span className={articleStyles.rowHead}>
          <span className={articleStyles.essayTitle}>{essay.title}</span>
          <span className={articleStyles.gold}>{essay.awardText}</span>
        </span>
        <span className={articleStyles.meta}>
          {essay.authorName} · {essay.contestTitle}
        </span>
        <span className={articleStyles.essayText}>{essay.text}</span>
      </span>
    </button>
  );
}

/** 最新获奖作品: the latest awarded essays of one contest (or of all with 0), each opening other/writer. */
export function AwardedEssays({ contestId, title = '最新获奖作品' }: { contestId: number; title?: string }) {
  const navigate = useNavigate();
  const query = useQuery(latestAwardedQuery(contestId));
  return (
    <section className={articleStyles.card} aria-label={title}>
      <h2 className={articleStyles.sectionTitle}>{title}</h2>
      <QueryView query={query} error="获奖作品加载失败">
        {(page) =>
          page.list.length === 0 ? (
            <p className={articleStyles.hint}>还没有获奖作品，评审结束后会展示在这里。</p>
          ) : (
            <div>
              {page.list.map((essay) => (
                <EssayRow
                  key={essay.id}
                  essay={essay}
                  onOpen={() => void navigate(`${PAGES.writer.path}?id=${essay.id}`)}
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
