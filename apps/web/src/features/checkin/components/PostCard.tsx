import { ActionSheet, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { CheckinPost } from '@jc/contract';
import { requireLogin } from '@/lib/login-gate';
import { toast } from '@/lib/toast';
import { VisuallyHidden } from '@/components/VisuallyHidden/VisuallyHidden';
import { useModifyCheckin, useToggleLike } from '../api/checkin';
import { checkinUrls, dayText, taskLine, timeText } from '../lib/checkin-logic';
import { AudioPlayer } from './AudioPlayer';
import { Avatar } from './Avatar';
import { PictureGrid } from './PictureGrid';
import styles from './PostCard.module.css';

export interface PostCardProps {
  /** The check-in to show (a row of `useCheckinFeed`, or the detail of `useCheckinPost`). */
  post: CheckinPost;
  /** Tapping the text or the comment count opens the post's page (default true; false on that page). */
  linkToDetails?: boolean;
  /** Name the camp above the task (lists that mix camps). Default false. */
  showCamp?: boolean;
  /** Called after the owner deleted it (the details page goes back); feeds refresh by themselves. */
  onDeleted?: () => void;
}

/**
 * One check-in of a feed: who (→ their page), when, the text, pictures (→ full-size viewer), a
 * recording or a video, the day's task, likes (optimistic) and comments (→ details). Its owner gets
 * 编辑 / 删除 in a menu and sees 已隐藏 on a post an operator hid. The like and comment buttons show an
 * icon and a count and are named by both, `点赞 12` (a toggle: liked is `aria-pressed`) and `评论 3`.
 */
export function PostCard({ post, linkToDetails = true, showCamp = false, onDeleted }: PostCardProps) {
  const navigate = useNavigate();
  const like = useToggleLike();
  const modify = useModifyCheckin();
  const openDetails = linkToDetails ? () => void navigate(checkinUrls.details(post.dakaInfoId)) : undefined;
  const kind = post.files[0]?.kind;

  const onLike = () => {
    if (!requireLogin() || like.isPending) return;
    like.mutate({ post, like: !post.likedByMe });
  };

  const onMenu = () =>
    ActionSheet.show({
      cancelText: '取消',
      actions: [
        { key: 'edit', text: '编辑', onClick: () => void navigate(checkinUrls.edit(post.dakaInfoId)) },
        {
          key: 'delete',
          text: '删除',
          danger: true,
          onClick: () =>
            void Dialog.confirm({
              title: '删除这条打卡？',
              content: '删除后不能恢复。',
              confirmText: '删除',
              cancelText: '取消',
              onConfirm: async () => {
                await modify.mutateAsync({ dakaInfoId: post.dakaInfoId, action: 'delete' });
                toast('已删除', 'success');
                onDeleted?.();
              },
            }),
        },
      ],
      closeOnAction: true,
    });

  return (
    <article className={styles.card} aria-label={`${post.user.nickname}的打卡`} data-testid="post-card">
      <header className={styles.head}>
        <button
          type="button"
          className={styles.who}
          onClick={() => void navigate(checkinUrls.userPage(post.user.userId, post.dakaId))}
        >
          <Avatar user={post.user} />
          <span className={styles.whoText}>
            <span className={styles.name}>{post.user.nickname}</span>
            <span className={styles.time}>{timeText(post.createdAt)}</span>
          </span>
        </button>
        {post.hidden ? <span className={styles.hiddenTag}>已隐藏</span> : null}
        {post.mine ? (
          <button type="button" className={styles.more} aria-label="更多操作" onClick={onMenu}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="5" cy="12" r="2" fill="currentColor" />
              <circle cx="12" cy="12" r="2" fill="currentColor" />
              <circle cx="19" cy="12" r="2" fill="currentColor" />
            </svg>
          </button>
        ) : null}
      </header>

      {post.hidden ? <p className={styles.hiddenNote}>这条打卡已被隐藏，只有你自己能看到</p> : null}

      {post.content ? (
        openDetails ? (
          <button type="button" className={styles.textButton} onClick={openDetails}>
            <p className={styles.text}>{post.content}</p>
          </button>
        ) : (
          <p className={styles.text}>{post.content}</p>
        )
      ) : null}

      {kind === 'image' ? <PictureGrid files={post.files} /> : null}
      {kind === 'audio' && post.files[0] ? <AudioPlayer src={post.files[0].url} /> : null}
      {kind === 'video' && post.files[0] ? (
        <video className={styles.video} src={post.files[0].url} controls playsInline preload="metadata" />
      ) : null}

      <p className={styles.task}>
        {showCamp ? `${post.campTitle} · ` : ''}
        {dayText(post.day)}打卡 · {taskLine(post)}
      </p>

      <footer className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${post.likedByMe ? styles.liked : ''}`}
          aria-pressed={post.likedByMe}
          onClick={onLike}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
              fill={post.likedByMe ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <VisuallyHidden>点赞</VisuallyHidden>
          <span data-testid="like-count">{post.likeCount}</span>
        </button>
        <button type="button" className={styles.action} onClick={openDetails} disabled={!openDetails}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <VisuallyHidden>评论</VisuallyHidden>
          <span data-testid="comment-count">{post.commentCount}</span>
        </button>
      </footer>
    </article>
  );
}
