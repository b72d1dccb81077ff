import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@jc/contract';
import { PageStatus } from '@/components/PageStatus';
import { QueryView } from '@/components/QueryView/QueryView';
import { historyInfoQuery, useContest } from '../api/articles';
import { SubmitForm } from '../components/SubmitForm';
import articleStyles from '../components/articles.module.css';

/** Editing one's submission: the form prefilled, or why it can no longer change. */
function EditSubmission({ yewuId }: { yewuId: number }) {
  const navigate = useNavigate();
  const info = useQuery(historyInfoQuery(yewuId));
  return (
    <QueryView query={info} error="作品加载失败">
      {(s) =>
        s.editable ? (
          <>
            <p className={articleStyles.listTitle}>修改：{s.contestTitle}</p>
            <SubmitForm contestId={s.contestId} editing={s} />
          </>
        ) : (
          <PageStatus
            title="该作品不能再修改"
            description={s.status === 'submitted' ? '征稿已截止，作品正在评审中。' : `作品${s.statusText}。`}
            actionText="查看作品"
            onAction={() =>
              void navigate(`${PAGES.solicitingDetails.path}?yewuId=${s.id}`, { replace: true })
            }
          />
        )
      }
    </QueryView>
  );
}

/** A new submission to an open contest. */
function NewSubmission({ contestId }: { contestId: number }) {
  const contest = useContest(contestId);
  return (
    <QueryView query={contest} error="征文活动加载失败">
      {(c) =>
        c.state === 'open' ? (
          <>
            <p className={articleStyles.listTitle}>投稿：{c.title}</p>
            <SubmitForm contestId={c.id} />
          </>
        ) : (
          <PageStatus title={`活动${c.stateText}`} description="当前不在征稿时间内，不能投稿。" />
        )
      }
    </QueryView>
  );
}

/** 提交征文: `?contestId=` for a new essay, `&yewuId=` to edit one's own while the window is open. */
export default function SolicitingSubmitPage() {
  const [params] = useSearchParams();
  const contestId = Number(params.get('contestId')) || 0;
  const yewuId = Number(params.get('yewuId')) || 0;
  return (
    <div className={articleStyles.page}>
      {yewuId > 0 ? (
        <EditSubmission yewuId={yewuId} />
      ) : contestId > 0 ? (
        <NewSubmission contestId={contestId} />
      ) : (
        <PageStatus
          art="notFound"
          title="请先选择征文活动"
          description="从有奖征文里选一个正在征稿的活动。"
        />
      )}
    </div>
  );
}
