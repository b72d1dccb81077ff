import { useState } from 'react';
import { App, Button, Descriptions, Typography, type TableColumnsType } from 'antd';
import {
  ADMIN_POST_STATUSES,
  adminCheckinEndpoints,
  type AdminPostStatus,
  type CheckinPost,
} from '@jc/contract';
import { ConsolePage, ReviewPictures, ReviewTable, confirmAction } from '@/console-kit';
import { useHidePost } from '../api/admin-posts';

const STATUS_TEXT: Record<AdminPostStatus, string> = { shown: '显示中', hidden: '已隐藏' };

const STATUS_COLOR: Record<AdminPostStatus, string> = { shown: 'success', hidden: 'error' };
/** 打卡内容: every camp's check-ins, newest first; one that breaks the rules is hidden from the feeds. */
export default function PostsPage() {
  const { message } = App.useApp();
  const hide = useHidePost();
  const [open, setOpen] = useState<CheckinPost | null>(null);

  const toggle = (row: CheckinPost) =>
    confirmAction({
      title: row.hidden ? `恢复显示 ${row.user.nickname} 的打卡？` : `隐藏 ${row.user.nickname} 的打卡？`,
      content: row.hidden
        ? '恢复后所有人都能在打卡动态中看到它。'
        : '隐藏后只有作者本人能看到，打卡天数照常计算。',
      okText: row.hidden ? '恢复显示' : '隐藏',
      danger: !row.hidden,
      onOk: async () => {
        await hide.mutateAsync({ dakaInfoId: row.dakaInfoId, hidden: row.hidden ? '0' : '1' });
        void message.success(row.hidden ? '已恢复显示' : '已隐藏');
        setOpen(null);
      },
    });
  const actions = (row: CheckinPost) =>
    row.hidden ? (
      <Button size="small" onClick={() => void toggle(row)}>
        恢复显示
      </Button>
    ) : (
      <Button danger size="small" onClick={() => void toggle(row)}>
        隐藏
      </Button>
    );

  const columns: TableColumnsType<CheckinPost> = [
    { title: '用户', key: 'who', render: (_, r) => r.user.nickname },
    { title: '打卡营', dataIndex: 'campTitle' },
    { title: '任务', key: 'task', render: (_, r) => `第${r.dayIndex}天 ${r.taskTitle}` },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '附件', key: 'files', render: (_, r) => `${r.files.length} 个` },
    { title: '打卡时间', dataIndex: 'createdAt', width: 170 },
  ];

  const pictures = open?.files.filter((f) => f.kind === 'image') ?? [];
  const media = open?.files.filter((f) => f.kind !== 'image') ?? [];

  return (
    <ConsolePage title="打卡内容" description="巡查各打卡营的打卡，隐藏违规内容；隐藏后仅作者本人可见。">
      <ReviewTable
        endpoint={adminCheckinEndpoints.posts}
        status={{
          values: ADMIN_POST_STATUSES,
          text: STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'shown',
          of: (r) => (r.hidden ? 'hidden' : 'shown'),
        }}
        rowKey="dakaInfoId"
        columns={columns}
        emptyText="没有打卡"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="打卡详情"
        detail={(row) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户">{row.user.nickname}</Descriptions.Item>
            <Descriptions.Item label="打卡营">{row.campTitle}</Descriptions.Item>
            <Descriptions.Item label="任务">{`第${row.dayIndex}天 ${row.taskTitle}`}</Descriptions.Item>
            <Descriptions.Item label="内容">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {row.content || '无'}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="图片">
              <ReviewPictures pictures={pictures} label="打卡图片" />
            </Descriptions.Item>
            {media.map((f) => (
              <Descriptions.Item key={f.fileId} label={f.kind === 'video' ? '视频' : '音频'}>
                {f.kind === 'video' ? (
                  <video src={f.url} controls width={360} />
                ) : (
                  <audio src={f.url} controls />
                )}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="点赞 / 评论">{`${row.likeCount} / ${row.commentCount}`}</Descriptions.Item>
            <Descriptions.Item label="状态">{row.hidden ? '已隐藏' : '显示中'}</Descriptions.Item>
            <Descriptions.Item label="打卡时间">{row.createdAt}</Descriptions.Item>
          </Descriptions>
        )}
      />
    </ConsolePage>
  );
}
