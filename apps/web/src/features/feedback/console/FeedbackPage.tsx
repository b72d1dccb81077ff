import { useState } from 'react';
import { App, Button, Descriptions, Typography, type TableColumnsType } from 'antd';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_STATUS_TEXT,
  adminFeedbackEndpoints,
  type AdminFeedback,
} from '@jc/contract';
import { ConsolePage, ReasonModal, ReviewPictures, ReviewTable } from '@/console-kit';
import { useReplyFeedback } from '../api/admin-feedback';

const STATUS_COLOR = { pending: 'processing', replied: 'success' } as const;
/** 意见反馈: users' feedback waiting for an answer; the reply shows in the user's feedback list. */
export default function FeedbackPage() {
  const { message } = App.useApp();
  const reply = useReplyFeedback();
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  const [answering, setAnswering] = useState<AdminFeedback | null>(null);

  const actions = (row: AdminFeedback) =>
    row.status === 'pending' ? (
      <Button type="primary" size="small" onClick={() => setAnswering(row)}>
        回复
      </Button>
    ) : null;

  const columns: TableColumnsType<AdminFeedback> = [
    { title: '用户', key: 'who', width: 150, render: (_, r) => `${r.nickname}（${r.account}）` },
    { title: '类型', dataIndex: 'category', width: 90 },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '图片', key: 'pictures', render: (_, r) => `${r.pictures.length} 张`, width: 64 },
    { title: '联系方式', dataIndex: 'contact', width: 130, ellipsis: true },
    { title: '提交时间', dataIndex: 'createdAt', width: 160 },
  ];

  return (
    <ConsolePage title="意见反馈" description="回复用户的意见反馈，回复会显示在用户的反馈记录中。">
      <ReviewTable
        endpoint={adminFeedbackEndpoints.list}
        status={{
          values: FEEDBACK_STATUSES,
          text: FEEDBACK_STATUS_TEXT,
          color: STATUS_COLOR,
          queue: 'pending',
        }}
        rowKey="id"
        columns={columns}
        emptyText="没有待回复的反馈"
        open={open}
        onOpen={setOpen}
        actions={actions}
        detailTitle="反馈详情"
        actionsWidth={120}
        detail={(row) => (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="用户">{`${row.nickname}（${row.account}）`}</Descriptions.Item>
            <Descriptions.Item label="类型">{row.category}</Descriptions.Item>
            <Descriptions.Item label="内容">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {row.content}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="图片">
              <ReviewPictures pictures={row.pictures} label="反馈图片" />
            </Descriptions.Item>
            <Descriptions.Item label="联系方式">{row.contact || '无'}</Descriptions.Item>
            <Descriptions.Item label="状态">{FEEDBACK_STATUS_TEXT[row.status]}</Descriptions.Item>
            {row.reply ? <Descriptions.Item label="回复">{row.reply}</Descriptions.Item> : null}
            <Descriptions.Item label="提交时间">{row.createdAt}</Descriptions.Item>
            {row.repliedAt ? <Descriptions.Item label="回复时间">{row.repliedAt}</Descriptions.Item> : null}
          </Descriptions>
        )}
      />
      <ReasonModal
        open={answering !== null}
        title={answering ? `回复 ${answering.nickname} 的反馈` : '回复'}
        label="回复内容"
        okText="发送回复"
        maxLength={500}
        onClose={() => setAnswering(null)}
        onSubmit={async (text) => {
          if (!answering) return;
          await reply.mutateAsync({ id: answering.id, reply: text });
          void message.success('已回复');
          setOpen(null);
        }}
      />
    </ConsolePage>
  );
}
