import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { awardedEssayQuery } from '../api/articles';
import { AuthorAvatar } from '../components/AwardedEssays';
import { SubmissionFiles } from '../components/SubmissionFiles';
import articleStyles from '../components/articles.module.css';
import styles from './WriterPage.module.css';
import { shanghaiDay } from '../lib/contest';

/** 作者: an awarded essay to read, set large on paper, paragraph by paragraph. */
export default function WriterPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const navigate = useNavigate();
  const essay = useQuery({ ...awardedEssayQuery(id), enabled: id > 0 });
  const query =
    id > 0 ? essay : { ...essay, isPending: false, isError: true, error: new Error('作品不存在') };
  return (
    <div className={articleStyles.page}>
      <QueryView
        query={query}
        error={() => ({
          art: 'notFound',
          title: '作品不存在',
          description: '去看看其他获奖作品吧。',
          actionText: '有奖征文',
          onAction: () => void navigate(PAGES.solicitingArticle.path, { replace: true }),
        })}
      >
        {(e) => (
          <article className={styles.paper}>
            <h1 className={styles.paperTitle}>{e.title}</h1>
            <div className={styles.byline}>
              <AuthorAvatar name={e.authorName} avatar={e.authorAvatar} />
              <span>{e.authorName}</span>
              <span className={articleStyles.gold}>{e.awardText}</span>
            </div>
            <div className={styles.prose}>
              {e.text
                .split(/\n+/)
                .map((p) => p.trim())
                .filter(Boolean)
                .map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
            </div>
            <SubmissionFiles files={e.files} title={e.title} />
            <p className={articleStyles.meta}>
              {e.contestTitle} · {shanghaiDay(e.awardedAt)}获奖
            </p>
          </article>
        )}
      </QueryView>
    </div>
  );
}
