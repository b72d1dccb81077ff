import { useNavigate } from 'react-router';
import { MARK_VERDICT_TEXT, PAGES, type HomeworkCorrection } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { useCorrection } from '../api/homework';
import { countsText, markNote, VERDICT_SIGN } from '../lib/marks';
import { MarkedPhoto } from './MarkedPhoto';
import styles from './homework.module.css';

/** The result of one correction (correctList?id=): the marked photo and its lines; polls while pending. */
export function CorrectionDetails({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useCorrection(id);
  const toList = () => void navigate(PAGES.correctList.path, { replace: true });
  return (
    <QueryView
      query={query}
      error={(error, retry) =>
        isApiError(error) && error.status === 404
          ? {
              art: 'notFound',
              title: '批改记录不存在',
              description: '它可能已被删除，去看看其他批改记录吧。',
              actionText: '批改记录',
              onAction: toList,
            }
          : {
              title: '批改结果加载失败',
              description: '请检查网络后重试。',
              actionText: '重试',
              onAction: retry,
            }
      }
    >
      {(c) => <Result correction={c} onAgain={() => void navigate(PAGES.workCorrection.path)} />}
    </QueryView>
  );
}

function Result({ correction: c, onAgain }: { correction: HomeworkCorrection; onAgain: () => void }) {
  return (
    <div className={styles.result}>
      <section className={styles.summary} aria-label="批改结果">
        <span className={`${styles.status} ${styles[c.status]}`}>{c.statusText}</span>
        {c.status === 'done' ? (
          <strong className={styles.counts}>{countsText(c)}</strong>
        ) : c.status === 'pending' ? (
          <span className={styles.muted} role="status">
            正在识别作业中的算式，请稍候…
          </span>
        ) : (
          <span className={styles.reason}>{c.failReason || '批改失败，请重新拍照'}</span>
        )}
        <span className={styles.muted}>提交于 {c.createdAt}</span>
      </section>

      <MarkedPhoto correction={c} />

      {c.status === 'done' ? (
        c.marks.length > 0 ? (
          <ol className={styles.lines} aria-label="逐题结果">
            {c.marks.map((m) => (
              <li key={m.line} className={styles.line} data-verdict={m.verdict}>
                <span className={`${styles.lineSign} ${styles[m.verdict]}`} aria-hidden="true">
                  {VERDICT_SIGN[m.verdict]}
                </span>
                <span className={styles.lineText}>{m.text || '（未能识别）'}</span>
                <span className={`${styles.lineVerdict} ${styles[`${m.verdict}Text`]}`}>
                  {MARK_VERDICT_TEXT[m.verdict]}
                  {markNote(m) ? `，${markNote(m)}` : ''}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <PageStatus
            art="empty"
            title="没有找到算式"
            description="请把作业放平、拍清楚后再试一次。"
            actionText="重新拍照"
            onAction={onAgain}
          />
        )
      ) : null}

      {c.status !== 'pending' ? (
        <button type="button" className={styles.primary} onClick={onAgain}>
          再批一份
        </button>
      ) : null}
    </div>
  );
}
