import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { COMMENT_MAX, type CheckinDetail } from '@jc/contract';
import { QueryView } from '@/components/QueryView/QueryView';
import { isApiError } from '@/lib/api-client';
import { requireLogin } from '@/lib/login-gate';
import { toast } from '@/lib/toast';
import { useCheckinPost, useCommentOrLike, useDeleteComment } from '../api/checkin';
import { Avatar } from '../components/Avatar';
import { PostCard } from '../components/PostCard';
import { checkinUrls, idParam, timeText } from '../lib/checkin-logic';
import styles from './checkin-pages.module.css';

function Comments({ detail }: { detail: CheckinDetail }) {
  const navigate = useNavigate();
  const remove = useDeleteComment();
  const list = detail.comments.list;
  return (
    <section className={styles.card} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.cardTitle}>
        评论 {detail.commentCount}
      </h2>
      {list.length === 0 ? <p className={styles.inlineState}>还没有评论，快来说两句吧</p> : null}
      <ul className={styles.comments}>
        {list.map((c) => (
          <li key={c.commentId} className={styles.comment}>
            <button
              type="button"
              className={styles.commentAvatar}
              aria-label={c.user.nickname}
              onClick={() => void navigate(checkinUrls.userPage(c.user.userId, detail.dakaId))}
            >
              <Avatar user={c.user} size={32} />
            </button>
            <div className={styles.commentBody}>
              <p className={styles.commentHead}>
                <span>{c.user.nickname}</span>
                <time>{timeText(c.createdAt)}</time>
              </p>
              <p className={styles.commentText}>{c.content}</p>
            </div>
            {c.mine ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() =>
                  void Dialog.confirm({
                    content: '删除这条评论？',
                    confirmText: '删除',
                    cancelText: '取消',
                    onConfirm: () => remove.mutateAsync(c.commentId).then(() => toast('已删除', 'success')),
                  })
                }
              >
                删除
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CommentBar({ dakaInfoId }: { dakaInfoId: number }) {
  const [text, setText] = useState('');
  const send = useCommentOrLike();
  const submit = () => {
    if (!requireLogin()) return;
    const content = text.trim();
    if (!content) return toast('请输入评论内容');
    send.mutate(
      { dakaInfoId, type: 'comment', content },
      {
        onSuccess: () => {
          setText('');
          toast('评论成功', 'success');
        },
      },
    );
  };
  return (
    <form
      className={styles.commentBar}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <input
        className={styles.commentInput}
        value={text}
        maxLength={COMMENT_MAX}
        placeholder="说点鼓励的话吧…"
        aria-label="评论内容"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={styles.sendButton} disabled={send.isPending || !text.trim()}>
        发送
      </button>
    </form>
  );
}

/** clock/dakaDetails?dakaInfoId: one check-in, who liked it, its comments and a comment box. */
export default function DetailsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dakaInfoId = idParam(params.get('dakaInfoId'));
  const post = useCheckinPost(dakaInfoId);
  return (
    <div className={`${styles.page} ${styles.withBar}`}>
      <QueryView
        query={dakaInfoId ? post : { ...post, isError: true, error: new Error('missing') }}
        error={(e) =>
          (isApiError(e) && e.status === 404) || dakaInfoId === 0
            ? { art: 'notFound', title: '打卡不存在', description: '它可能已经被删除了。' }
            : { title: '打卡加载失败', description: '请检查网络后重试。' }
        }
      >
        {(detail) => (
          <>
            <div className={styles.detailPost}>
              <PostCard
                post={detail}
                linkToDetails={false}
                showCamp
                onDeleted={() => void navigate(checkinUrls.camp(detail.dakaId), { replace: true })}
              />
            </div>
            {detail.likers.length > 0 ? (
              <section className={styles.card} aria-label="点赞的人">
                <div className={styles.likers}>
                  {detail.likers.slice(0, 12).map((u) => (
                    <Avatar key={u.userId} user={u} size={28} />
                  ))}
                  <span>{detail.likeCount}人觉得很棒</span>
                </div>
              </section>
            ) : null}
            <Comments detail={detail} />
            <CommentBar dakaInfoId={detail.dakaInfoId} />
          </>
        )}
      </QueryView>
    </div>
  );
}
